import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBar } from './search-bar';
import { TestProviders } from '@/testing/providers';

function jsonResponse(body: unknown) {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

const requests: string[] = [];

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: Request | string) => {
      const url = new URL(typeof input === 'string' ? input : input.url, 'http://localhost');
      requests.push(`${url.pathname}${url.search}`);
      if (url.pathname === '/api/search/hot-words')
        return Promise.resolve(
          jsonResponse({
            items: [
              { id: 1, name: '沙发' },
              { id: 2, name: '吊灯' },
            ],
            page: 1,
            pageSize: 2,
            total: 2,
          }),
        );
      if (url.pathname === '/api/search/suggestions')
        return Promise.resolve(
          jsonResponse({ items: ['欧式沙发', '沙发床'], page: 1, pageSize: 2, total: 2 }),
        );
      return Promise.resolve(new Response('{}', { status: 404 }));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderBar(onSearch = vi.fn()) {
  render(
    <TestProviders toasts={false}>
      <SearchBar kind="max" onSearch={onSearch} />
      <p>outside</p>
    </TestProviders>,
  );
  return { onSearch, input: screen.getByRole('combobox', { name: '搜索关键词' }) };
}

describe('SearchBar', () => {
  it('is a GET form of the chosen kind’s list page, so Enter searches before the app runs', async () => {
    const { input, onSearch } = renderBar();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/list/max');
    expect(input).toHaveAttribute('name', 'element');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '搜索分类' }), 'su');
    expect(form).toHaveAttribute('action', '/list/su');
    // With the app running, the page searches itself instead.
    await userEvent.type(input, '沙发{Enter}');
    expect(onSearch).toHaveBeenCalledWith('su', '沙发');
  });

  it('limits input to 30 characters', async () => {
    const { input } = renderBar();
    await userEvent.click(input);
    await userEvent.paste('字'.repeat(40));
    expect(input).toHaveValue('字'.repeat(30));
  });

  it('shows hot words on focus, and history newest first with delete and clear', async () => {
    window.localStorage.setItem('searchValue', JSON.stringify(['旧词', '更旧']));
    const { input, onSearch } = renderBar();
    await userEvent.click(input);
    const history = await screen.findByRole('region', { name: '历史搜索' });
    expect(
      within(history)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['清空', '旧词', '×', '更旧', '×']);
    expect(await screen.findByRole('button', { name: /沙发/ })).toBeInTheDocument();

    await userEvent.type(input, '新词{Enter}');
    expect(onSearch).toHaveBeenCalledWith('max', '新词');
    expect(JSON.parse(window.localStorage.getItem('searchValue') ?? '[]')).toEqual([
      '新词',
      '旧词',
      '更旧',
    ]);

    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.click(await screen.findByRole('button', { name: '删除 旧词' }));
    expect(JSON.parse(window.localStorage.getItem('searchValue') ?? '[]')).toEqual([
      '新词',
      '更旧',
    ]);
    await userEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(JSON.parse(window.localStorage.getItem('searchValue') ?? '[]')).toEqual([]);
  });

  it('suggests words with the keyword highlighted, and closes on an outside click', async () => {
    const { input } = renderBar();
    await userEvent.type(input, '沙发');
    const list = await screen.findByRole('list', { name: '联想词' });
    await waitFor(() => {
      expect(within(list).getAllByRole('button')).toHaveLength(2);
    });
    expect(within(list).getAllByText('沙发', { selector: 'em' })).toHaveLength(2);
    expect(
      requests.some((request) => request.startsWith('/api/search/suggestions?kind=max&q=')),
    ).toBe(true);
    await userEvent.click(screen.getByText('outside'));
    await waitFor(() => {
      expect(screen.queryByRole('list', { name: '联想词' })).not.toBeInTheDocument();
    });
  });
});
