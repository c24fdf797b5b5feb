import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GoldOffer } from './gold-offer';
import { TestProviders } from '@/testing/providers';

beforeEach(() => {
  document.cookie = 'login=demo_user; path=/';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      const request =
        typeof input === 'string' ? new Request(new URL(input, 'http://localhost')) : input;
      const path = new URL(request.url).pathname;
      if (path === '/api/me')
        return Response.json({
          userName: 'demo_user',
          beansFen: 0,
          downloadPointsFen: 0,
          renderPoints: 0,
          tickets: 0,
        });
      if (path === '/api/payments/gold-price')
        return Response.json({ priceFen: 9900, oldPriceFen: 15800, discount: 62 });
      if (path === '/api/payments/gold')
        return Response.json({
          isGold: false,
          goldEnd: null,
          nextGoldEnd: '2027-11-24',
          isSubAccount: false,
        });
      return new Response('{}', { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'login=; Max-Age=0; path=/';
});

function renderOffer(chargeCategory: number) {
  render(
    <TestProviders>
      <GoldOffer chargeCategory={chargeCategory} />
    </TestProviders>,
  );
}

describe('the gold offer of the detail page', () => {
  it('opens the gold membership dialog on a model gold members download free', async () => {
    renderOffer(3);
    await userEvent.click(screen.getByRole('button', { name: '黄金会员免费下载，开通黄金会员' }));
    const dialog = await screen.findByRole('dialog', { name: '开通黄金会员' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('赠送 5 张免费下载券');
  });

  it('is not offered on other models', () => {
    renderOffer(4);
    expect(screen.queryByRole('button', { name: /开通黄金会员/u })).not.toBeInTheDocument();
  });
});
