import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

/** The unread count the gateway answers for the logged-in page (the badge must show the same). */
async function unreadCount(page: Page): Promise<number> {
  const answer = (await (await page.request.get('/api/me/unread')).json()) as { unread: number };
  return answer.unread;
}

test('a demo user sees the unread badge, reads one message in the message centre, the badge drops and 全部已读 clears it', async ({
  page,
}) => {
  // A guest is sent to login and comes back to the message centre.
  await page.goto('/user/messages?kind=system');
  await expect(page).toHaveURL(/\/login\?/u);
  await page.getByLabel('手机号或用户名').fill('demo_sub');
  await page.getByLabel('密码').fill('yunmo-demo-2026');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/messages\?kind=system$/u);

  const before = await unreadCount(page);
  expect(before).toBeGreaterThanOrEqual(2);
  const userMenu = page.getByRole('button', { name: '用户菜单' });
  await expect(userMenu.locator('.user-popup-badge')).toHaveText(String(before));

  // The popup's 消息 link carries the same badge and opens the message centre.
  await page.goto('/');
  await page.getByRole('button', { name: '用户菜单' }).click();
  const messagesLink = page.getByRole('menuitem', { name: `消息，${String(before)} 条未读` });
  await expect(messagesLink.getByTestId('messages-badge')).toHaveText(String(before));
  await messagesLink.click();
  await expect(page).toHaveURL(/\/user\/messages$/u);
  await expect(page.getByRole('heading', { name: '消息中心' })).toBeVisible();
  await expect(page.getByText(`${String(before)} 条未读`)).toBeVisible();

  const list = page.getByRole('list', { name: '消息列表' });
  await expect(list.getByRole('img', { name: '未读' })).toHaveCount(before);
  // Held by its title: once read, the item leaves the unread class a positional locator would follow.
  const title =
    (await list.locator('.messages-item-unread .messages-title').first().textContent()) ?? '';
  expect(title).not.toBe('');
  const item = list
    .getByRole('listitem')
    .filter({ has: page.locator('.messages-title', { hasText: title }) });
  await item.getByRole('button').click();
  await expect(item.locator('.messages-item-body')).toBeVisible();
  await expect(page.getByText(`${String(before - 1)} 条未读`)).toBeVisible();
  await expect(list.getByRole('img', { name: '未读' })).toHaveCount(before - 1);
  // The header badge follows without a reload.
  await expect(
    page.getByRole('button', { name: '用户菜单' }).locator('.user-popup-badge'),
  ).toHaveText(String(before - 1));
  expect(await unreadCount(page)).toBe(before - 1);
  await expect(item.getByRole('img', { name: '未读' })).toHaveCount(0);

  await page.getByRole('button', { name: '全部已读' }).click();
  await expect(page.getByText('没有未读消息')).toBeVisible();
  await expect(list.getByRole('img', { name: '未读' })).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: '用户菜单' }).locator('.user-popup-badge'),
  ).toHaveCount(0);
  await expect(page.getByRole('button', { name: '全部已读' })).toBeDisabled();
  expect(await unreadCount(page)).toBe(0);

  // The 订单 tab lists only orders; a kind without messages says so.
  await page.getByRole('tab', { name: '订单' }).click();
  await expect(page).toHaveURL(/kind=order/u);
  await expect(list.locator('.messages-kind')).toHaveText(['订单']);
  await page.getByRole('tab', { name: '关注' }).click();
  await expect(page.getByText('暂无消息')).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: '用户菜单' }).click();
  await expect(page.getByRole('menuitem', { name: '消息', exact: true })).toBeVisible();
});
