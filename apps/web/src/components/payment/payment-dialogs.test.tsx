import { act, render, screen } from '@testing-library/react';
import { PACKAGE_POLLING } from '@yunmo/domain/daily-rules';
import { matchSpaRoute } from '@yunmo/domain/spa-routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NegativeBeansDialog } from './negative-beans-dialog';
import { QrPaymentDialog } from './qr-payment-dialog';
import { TestProviders } from '@/testing/providers';

const polls: string[] = [];

beforeEach(() => {
  polls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      const request =
        typeof input === 'string' ? new Request(new URL(input, 'http://localhost')) : input;
      const url = new URL(request.url);
      if (url.pathname.startsWith('/api/payments/orders/')) {
        polls.push(url.pathname);
        return Response.json({ orderNumber: 'Y1', state: 'created', downloadUrl: null });
      }
      return new Response('{}', { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderWithStore(node: React.ReactNode) {
  render(<TestProviders>{node}</TestProviders>);
}

const order = {
  orderNumber: 'Y20261124000000abcdef01',
  qrCodeDataUrl: 'data:image/png;base64,AA==',
  cashierUrl: null,
  priceFen: 1800,
  expiresAt: '2026-11-24T00:10:00.000Z',
};

describe('the package order poll', () => {
  it('asks for the first time only after the 0.5 s delay', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    renderWithStore(
      <QrPaymentDialog
        order={order as never}
        purpose="package"
        method="wechat"
        title="购买下载包"
        successText="购买成功"
        onFinished={() => undefined}
      />,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PACKAGE_POLLING.initialDelayMs - 50);
    });
    expect(polls).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(polls.length).toBe(1);
  });
});

describe('the negative-bean dialog', () => {
  it('去充值 leads to a page of this site', () => {
    renderWithStore(<NegativeBeansDialog onClose={() => undefined} />);
    const link = screen.getByRole('link', { name: '去充值' });
    const target = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(matchSpaRoute(target.pathname)).toBeDefined();
  });
});
