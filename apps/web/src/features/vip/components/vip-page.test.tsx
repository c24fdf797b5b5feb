import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VipPage } from './vip-page';
import { TestProviders } from '@/testing/providers';

const accessSources: (string | null)[] = [];
const orders: unknown[] = [];
const accessId = '0b7d3a52-6c1e-4d0a-9a53-3f6f3a1c2b10';

beforeEach(() => {
  accessSources.length = 0;
  orders.length = 0;
  document.cookie = 'login=demo_user; path=/';
  document.cookie = 'csrf=token; path=/';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      const request =
        typeof input === 'string' ? new Request(new URL(input, 'http://localhost')) : input;
      const url = new URL(request.url);
      if (url.pathname === '/api/membership') {
        accessSources.push(url.searchParams.get('source'));
        return Response.json({
          priceFen: 8800,
          originalPriceFen: 28800,
          defaultPriceFen: 8800,
          perModelPriceFen: 34,
          discount: null,
          trialEndsAt: null,
          memberEndsAt: null,
          category: 0,
          isSubAccount: false,
          loggedIn: true,
          accessId,
        });
      }
      if (url.pathname === '/api/me') return Response.json({ userName: 'demo_user', beansFen: 0 });
      if (url.pathname === '/api/payments/membership-orders') {
        orders.push(await request.json());
        return Response.json({
          status: 'paid',
          orderNumber: 'Y20261124000000abcdef01',
          message: '支付成功',
        });
      }
      return Response.json({ items: [], total: 0 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'login=; Max-Age=0; path=/';
});

function renderAt(entry: string) {
  const router = createMemoryRouter([{ path: '/vip/vipList', element: <VipPage /> }], {
    initialEntries: [entry],
  });
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe('/vip/vipList', () => {
  it('?a= shows the paused promotion with the yearly payment dialog, the order carrying the visit’s uuid', async () => {
    renderAt('/vip/vipList?a=spring');
    expect(await screen.findByRole('button', { name: '暂停开通' })).toBeDisabled();
    const dialog = await screen.findByRole('dialog', { name: '开通年度会员' }, { timeout: 5000 });
    expect(accessSources).toContain('spring');
    await userEvent.click(within(dialog).getByRole('button', { name: /立即支付/u }));
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]).toMatchObject({ uuid: accessId });
  });

  it('?source= is where the visitor came from for the access call, never the order’s uuid', async () => {
    renderAt('/vip/vipList?source=modelPc');
    await userEvent.click(await screen.findByRole('button', { name: '立即开通' }));
    const dialog = await screen.findByRole('dialog', { name: '开通年度会员' }, { timeout: 5000 });
    expect(accessSources.every((source) => source === 'modelPc')).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: /立即支付/u }));
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]).toMatchObject({ uuid: accessId });
    expect(JSON.stringify(orders[0])).not.toContain('modelPc');
  });
});
