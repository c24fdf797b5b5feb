import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DownloadPanel } from './download-panel';
import { TestProviders } from '@/testing/providers';

const pays: unknown[] = [];

beforeEach(() => {
  pays.length = 0;
  document.cookie = 'login=demo_user; path=/';
  document.cookie = 'csrf=token; path=/';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      const request =
        typeof input === 'string' ? new Request(new URL(input, 'http://localhost')) : input;
      const path = new URL(request.url).pathname;
      if (path.endsWith('/download-check'))
        // A user holding 9 package downloads and no money, on a paid model.
        return Response.json({
          step: 'couponChoice',
          quote: {
            priceFen: 280,
            reason: 'paid',
            method: null,
            fundsSufficient: true,
            balances: { beansFen: 0, downloadPointsFen: 0, tickets: 0, packages: 9 },
            remaining: null,
          },
        });
      if (path.endsWith('/download')) {
        pays.push(await request.json());
        return Response.json({
          step: 'message',
          text: '下载已开始',
          level: 'info',
          durationMs: 2000,
        });
      }
      return new Response('{}', { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'login=; Max-Age=0; path=/';
});

describe('a held download package', () => {
  it('is offered before any money, and pays with pay category 3', async () => {
    render(
      <TestProviders>
        <MemoryRouter>
          <DownloadPanel kind="max" uuid="model-1" versionId={7} free={false} copyright={false} />
        </MemoryRouter>
      </TestProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: '立即下载' }));
    const dialog = await screen.findByRole('dialog', { name: '选择支付方式' });
    expect(dialog).toHaveTextContent('下载包剩余 9 次');
    // Neither a ticket nor money the user lacks is offered.
    expect(
      within(dialog).queryByRole('button', { name: '使用免费下载券' }),
    ).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: '使用下载点/炫豆' }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '使用下载包' }));
    await waitFor(() =>
      expect(pays).toEqual([expect.objectContaining({ versionId: 7, payCategory: 3 })]),
    );
  });
});
