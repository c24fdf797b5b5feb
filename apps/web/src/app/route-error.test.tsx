import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteError } from './route-error';

function renderFailing(error: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteError />,
        loader: () => {
          throw error;
        },
        element: <p>never</p>,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('the route error page', () => {
  it('shows the spec’s 500 page, Unknown middleware, when a page fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailing(new Error('boom'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      '500 Unknown middleware',
    );
    // The title is set in an effect, which may run after the heading has been committed.
    await waitFor(() => {
      expect(document.title).toBe('500: Unknown middleware');
    });
    // Still the page's main landmark, with the explanation announced.
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('alert'));
    expect(screen.getByRole('alert')).toHaveTextContent('页面出错了，请刷新页面重试。');
  });

  it('keeps 404 This page could not be found for a missing page', async () => {
    renderFailing(new Response('', { status: 404 }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      '404 This page could not be found',
    );
  });
});
