import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserMessage } from '@yunmo/api-contract/messages';
import { ToastProvider } from '@yunmo/ui/toast';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessagesPage } from './messages-page';
import { createTestStore } from '@/testing/providers';

function jsonResponse(body: unknown) {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

const message = (
  id: number,
  kind: UserMessage['kind'],
  title: string,
  read: boolean,
  link: string | null = null,
): UserMessage => ({
  id,
  kind,
  title,
  body: `${title}的内容`,
  link,
  createdAt: new Date(Date.UTC(2026, 10, 20, 8, id)).toISOString(),
  read,
});

let stored: UserMessage[] = [];
const posted: unknown[] = [];

/** A small message server: the list filters and counts like the gateway, mark-read changes the store. */
function fakeGateway(input: Request | string, init?: RequestInit) {
  const request =
    typeof input === 'string' ? new Request(new URL(input, 'http://localhost'), init) : input;
  const url = new URL(request.url);
  if (url.pathname === '/api/me/messages') {
    const kind = url.searchParams.get('kind');
    const items = stored
      .filter((item) => (kind ? item.kind === kind : true))
      .filter((item) => (url.searchParams.get('unreadOnly') === 'true' ? !item.read : true));
    const page = Number(url.searchParams.get('page') ?? 1);
    const size = Number(url.searchParams.get('pageSize') ?? 10);
    return Promise.resolve(
      jsonResponse({
        total: items.length,
        page,
        pageSize: size,
        unread: stored.filter((item) => !item.read).length,
        items: items.slice((page - 1) * size, page * size),
      }),
    );
  }
  if (url.pathname === '/api/me/messages/read') {
    return request.json().then((body: { ids?: number[]; all?: boolean }) => {
      posted.push(body);
      let changed = 0;
      stored = stored.map((item) => {
        if (item.read || !(body.all || body.ids?.includes(item.id))) return item;
        changed += 1;
        return { ...item, read: true };
      });
      return jsonResponse({ changed, unread: stored.filter((item) => !item.read).length });
    });
  }
  if (url.pathname === '/api/session/csrf')
    return Promise.resolve(jsonResponse({ csrfToken: 'token' }));
  return Promise.resolve(new Response('{}', { status: 404 }));
}

beforeEach(() => {
  stored = [
    message(4, 'order', '下载包购买成功', false, '/vip/vipList'),
    message(3, 'feedback_reply', '您的反馈有了回复', false),
    message(2, 'system', '欢迎来到云模', false, '/'),
    message(1, 'system', '下载须知', true),
  ];
  posted.length = 0;
  vi.stubGlobal('fetch', vi.fn(fakeGateway));
  document.cookie = 'login=demo_user; path=/';
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'login=; Max-Age=0; path=/';
});

function renderPage(entry = '/user/messages') {
  const store = createTestStore();
  const router = createMemoryRouter(
    [
      { path: '/user/messages', element: <MessagesPage /> },
      { path: '/login', element: <p>登录页</p> },
      { path: '/vip/vipList', element: <p>会员页</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <Provider store={store}>
      <ToastProvider durationMs={3000}>
        <RouterProvider router={router} />
      </ToastProvider>
    </Provider>,
  );
  return router;
}

describe('MessagesPage', () => {
  it('lists messages with unread dots, marks one read when opened and shows its link', async () => {
    const router = renderPage();
    const list = await screen.findByRole('list', { name: '消息列表' });
    expect(screen.getByText('3 条未读')).toBeInTheDocument();
    expect(within(list).getAllByRole('img', { name: '未读' })).toHaveLength(3);

    await userEvent.click(within(list).getByRole('button', { name: /下载包购买成功/u }));
    expect(screen.getByText('下载包购买成功的内容')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('2 条未读')).toBeInTheDocument());
    expect(posted).toEqual([{ ids: [4] }]);
    expect(within(list).getAllByRole('img', { name: '未读' })).toHaveLength(2);

    // Opening a read message sends nothing.
    await userEvent.click(within(list).getByRole('button', { name: /下载须知/u }));
    expect(posted).toHaveLength(1);

    await userEvent.click(within(list).getByRole('button', { name: /下载包购买成功/u }));
    await userEvent.click(screen.getByRole('link', { name: '查看详情' }));
    expect(router.state.location.pathname).toBe('/vip/vipList');
  });

  it('keeps an opened message open on the unread-only list after it is marked read', async () => {
    renderPage('/user/messages?unread=1');
    const list = await screen.findByRole('list', { name: '消息列表' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(list).getByRole('button', { name: /欢迎来到云模/u }));
    await waitFor(() => expect(screen.getByText('2 条未读')).toBeInTheDocument());
    expect(screen.getByText('欢迎来到云模的内容')).toBeInTheDocument();
    expect(within(list).getAllByRole('img', { name: '未读' })).toHaveLength(2);
  });

  it('marks everything read with 全部已读 and then disables it', async () => {
    renderPage();
    await screen.findByText('3 条未读');
    await userEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(screen.getByText('没有未读消息')).toBeInTheDocument());
    expect(posted).toEqual([{ all: true }]);
    expect(screen.queryAllByRole('img', { name: '未读' })).toHaveLength(0);
    expect(screen.getByRole('button', { name: '全部已读' })).toBeDisabled();
  });

  it('filters by kind through the tabs and shows 暂无消息 for an empty kind', async () => {
    const router = renderPage();
    await screen.findByRole('list', { name: '消息列表' });
    await userEvent.click(screen.getByRole('tab', { name: '系统通知' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=system'));
    const list = await screen.findByRole('list', { name: '消息列表' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await userEvent.click(screen.getByRole('tab', { name: '关注' }));
    expect(await screen.findByText('暂无消息')).toBeInTheDocument();
  });

  it('pages with the shared pagination and keeps the page in the address', async () => {
    stored = Array.from({ length: 12 }, (_, index) =>
      message(100 + index, 'system', `通知 ${String(index)}`, true),
    );
    const router = renderPage();
    const list = await screen.findByRole('list', { name: '消息列表' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(
      within(screen.getByRole('navigation', { name: '分页' })).getByRole('button', { name: '2' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: '消息列表' })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );
  });

  it('sends a guest to login with the way back', async () => {
    document.cookie = 'login=; Max-Age=0; path=/';
    const router = renderPage('/user/messages?kind=order');
    expect(await screen.findByText('登录页')).toBeInTheDocument();
    expect(router.state.location.search).toContain(
      `redirect=${encodeURIComponent('/user/messages?kind=order')}`,
    );
  });
});
