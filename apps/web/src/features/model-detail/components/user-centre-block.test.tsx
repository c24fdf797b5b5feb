import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Me } from '@yunmo/api-contract/accounts';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserCentreBlock } from './user-centre-block';
import { TestProviders } from '@/testing/providers';

const me: Me = {
  userName: 'demo_user',
  nickname: '演示用户',
  avatarUrl: null,
  isAuthor: false,
  beansFen: -1250,
  renderPoints: 0,
  downloadPointsTenths: 35,
  downloadPoints: '3.5',
  couponPacks: 2,
  memberCategory: 1,
  subAccount: false,
  trialStartedAt: null,
  unread: 0,
  outstandingFen: 1250,
  payment: {
    tickets: 2,
    freeDownloadsLeftToday: 17,
    downloadPackages: 9,
    memberDownloadsLeft: 20,
    flowFeeFen: 20,
    userCategory: 1,
  },
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      const request =
        typeof input === 'string' ? new Request(new URL(input, 'http://localhost')) : input;
      return new URL(request.url).pathname === '/api/me'
        ? Response.json(me)
        : new Response('{}', { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderBlock(loggedIn: boolean, onLoginNeeded = vi.fn()) {
  render(
    <MemoryRouter>
      <TestProviders toasts={false}>
        <UserCentreBlock loggedIn={loggedIn} onLoginNeeded={onLoginNeeded} />
      </TestProviders>
    </MemoryRouter>,
  );
  return onLoginNeeded;
}

describe('the detail page’s user-centre block', () => {
  it('shows what pays for a download: beans with the arrears, points, tickets, packages and the quotas, with the user-centre links', async () => {
    renderBlock(true);
    const block = screen.getByRole('region', { name: '用户中心' });
    expect(await within(block).findByText('演示用户')).toBeInTheDocument();
    for (const text of [
      '炫豆-12.50',
      '欠款12.50',
      '下载点3.5',
      '免费下载券2 张',
      '下载包9 次',
      '今日免费下载剩余 17 次',
      '会员下载剩余 20 次',
    ])
      expect(block).toHaveTextContent(text);
    expect(within(block).getByRole('link', { name: '进入用户中心' })).toHaveAttribute(
      'href',
      expect.stringContaining('user/center'),
    );
    expect(within(block).getByRole('link', { name: '我的收藏' })).toHaveAttribute(
      'href',
      '/user/favourites',
    );
  });

  it('asks a guest to log in', async () => {
    const onLoginNeeded = renderBlock(false);
    await userEvent.click(screen.getByRole('button', { name: '登录 / 注册' }));
    expect(onLoginNeeded).toHaveBeenCalledOnce();
  });
});
