import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ListResults } from './list-results';

const failure = { status: 502, code: 'UPSTREAM', message: '服务繁忙，请稍后再试' } as const;

describe('ListResults', () => {
  it('shows the failure with 重试 when the arguments now shown have no answer', () => {
    const refetch = vi.fn();
    render(
      <ListResults
        result={{ currentData: undefined, isFetching: false, refetch }}
        error={failure}
        emptyText="暂无结果"
        label="模型列表"
      />,
    );
    expect(screen.getByText(failure.message)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重试/u }));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('暂无结果')).toBeNull();
  });

  it('shows the grid, not an old failure, once the shown arguments have their answer', () => {
    render(
      <ListResults
        result={{ currentData: { items: [] }, isFetching: false, refetch: vi.fn() }}
        error={failure}
        emptyText="暂无结果"
        label="模型列表"
      />,
    );
    expect(screen.getByText('暂无结果')).toBeTruthy();
    expect(screen.queryByText(failure.message)).toBeNull();
    // A level-2 heading sits between the page's h1 and the cards' h3 titles.
    expect(screen.getByRole('heading', { level: 2, name: '模型列表' })).toBeTruthy();
  });
});
