import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConsentPanel } from './consent-panel';

const base = { defaultFrom: '2024-08-01', idleMonths: 3 };

describe('ConsentPanel', () => {
  it('offers agree and disagree before the first answer', async () => {
    const onChange = vi.fn();
    render(
      <ConsentPanel
        consent={{ ...base, answered: false, autoConversion: true }}
        saving={false}
        onChange={onChange}
      />,
    );
    expect(screen.queryByRole('switch')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '不同意' }));
    expect(onChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: '同意' }));
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('shows the on/off switch afterwards', async () => {
    const onChange = vi.fn();
    render(
      <ConsentPanel
        consent={{ ...base, answered: true, autoConversion: false }}
        saving={false}
        onChange={onChange}
      />,
    );
    const toggle = screen.getByRole('switch', { name: '自动转换为付费+会员模型' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('cannot be pressed while saving', () => {
    render(
      <ConsentPanel
        consent={{ ...base, answered: true, autoConversion: true }}
        saving
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('switch')).toBeDisabled();
  });
});
