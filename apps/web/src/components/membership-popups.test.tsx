import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MembershipPopups } from './membership-popups';
import { TestProviders } from '@/testing/providers';

const operations: unknown[] = [];
const feedback: unknown[] = [];

beforeEach(() => {
  operations.length = 0;
  feedback.length = 0;
  window.localStorage.clear();
  document.cookie = 'login=ivan_001; path=/';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      const request =
        typeof input === 'string' ? new Request(new URL(input, window.location.origin)) : input;
      const path = new URL(request.url).pathname;
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      if (path === '/api/membership/popup')
        return json({ category: 1, openWindow: 1, moneyFen: 8800, experienceNumber: 3 });
      if (path === '/api/session/csrf') return json({ csrfToken: 't' });
      if (path === '/api/membership/operations') {
        operations.push(await request.json());
        return new Response(null, { status: 204 });
      }
      if (path === '/api/feedback/experience') {
        feedback.push(await request.json());
        return new Response(null, { status: 204 });
      }
      return json({}, 404);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'login=; Max-Age=0; path=/';
});

describe('the experience-member popup', () => {
  it('logs Submit when the experience feedback is sent from it', async () => {
    render(
      <TestProviders>
        <MemoryRouter initialEntries={['/']}>
          <MembershipPopups />
        </MemoryRouter>
      </TestProviders>,
    );
    const dialog = await screen.findByRole('dialog', { name: '体验会员' }, { timeout: 4000 });
    expect(dialog).toHaveTextContent('您的体验会员即将到期');
    await userEvent.click(screen.getByRole('button', { name: '评价体验' }));
    await userEvent.click(screen.getByRole('radio', { name: '满意' }));
    await userEvent.type(screen.getByLabelText('您的建议（选填）'), '模型很全');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(feedback).toEqual([{ satisfied: 1, suggestion: '模型很全' }]));
    await waitFor(() => expect(operations).toEqual([{ operation: 'Submit' }]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '体验会员' })).toBeNull());
  });
});
