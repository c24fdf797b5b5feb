import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast';

function Trigger() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => { toast('复制成功', 'success'); }}>
      copy
    </button>
  );
}

describe('ToastProvider', () => {
  it('shows a toast and removes it after the duration', () => {
    vi.useFakeTimers();
    try {
      render(
        <ToastProvider durationMs={2000}>
          <Trigger />
        </ToastProvider>,
      );
      act(() => { screen.getByRole('button', { name: 'copy' }).click(); });
      expect(screen.getAllByText('复制成功').length).toBeGreaterThan(0);
      act(() => { vi.advanceTimersByTime(2100); });
      act(() => { vi.runOnlyPendingTimers(); });
      expect(screen.queryAllByText('复制成功').filter((node) => !node.closest('[aria-live]')?.hasAttribute('hidden'))).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses to be used outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });
});
