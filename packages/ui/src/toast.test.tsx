import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast';

function Trigger() {
  const toast = useToast();
  return (
    <button
      type="button"
      onClick={() => {
        toast('复制成功', 'success');
      }}
    >
      copy
    </button>
  );
}

describe('ToastProvider', () => {
  it('shows a toast and removes it after the duration', async () => {
    render(
      <ToastProvider durationMs={300}>
        <Trigger />
      </ToastProvider>,
    );
    act(() => {
      screen.getByRole('button', { name: 'copy' }).click();
    });
    expect((await screen.findAllByText('复制成功')).length).toBeGreaterThan(0);
    await waitFor(
      () => {
        expect(screen.queryByText('复制成功')).not.toBeInTheDocument();
      },
      { timeout: 3000 },
    );
  });

  it('refuses to be used outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });
});
