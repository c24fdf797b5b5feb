import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Header } from './header';
import { TestProviders } from '@/testing/providers';

describe('Header drawer', () => {
  it('loads the drawer on the first tap, opens it as a dialog and gives focus back on close', async () => {
    render(
      <TestProviders>
        <MemoryRouter initialEntries={['/help']}>
          <Header />
        </MemoryRouter>
      </TestProviders>,
    );
    const button = screen.getByRole('button', { name: '打开导航菜单' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(button);
    // The drawer's module is fetched on this first tap; a busy test machine takes seconds for it.
    const drawer = await screen.findByRole('dialog', { name: '云模型' }, { timeout: 10_000 });
    expect(drawer).toContainElement(screen.getByRole('link', { name: 'SU模型' }));
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
