import type { Page } from '@playwright/test';
import { csrf, login, models, openDetail, register, type Kind } from './download-helpers';
import { expect, test } from './fixtures';

/** Where the dialogs' screenshots go when DIALOG_SHOTS names a folder (for looking at them). */
async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.DIALOG_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png` });
}

interface Detail {
  title: string;
  versions: { id: number; version: string; copyright: boolean }[];
}

/** A free MAX or SU model whose first (default) version is a copyright model. */
async function freeCopyrightModel(
  page: Page,
): Promise<{ kind: Kind; uuid: string; detail: Detail } | undefined> {
  for (const kind of ['max', 'su'] as const) {
    for (const card of await models(page, kind, 'free', 3)) {
      const detail = (await (
        await page.request.get(`/api/kinds/${kind}/models/${card.uuid}`)
      ).json()) as Detail;
      if (detail.versions[0]?.copyright) return { kind, uuid: card.uuid, detail };
    }
  }
  return undefined;
}

test('a copyright version is marked, and its download waits for 已知晓; closing the notice cancels it', async ({
  page,
}) => {
  await register(page);
  await page.request.put('/api/downloads/agreement', {
    headers: { 'x-csrf-token': await csrf(page) },
  });
  const found = await freeCopyrightModel(page);
  expect(found, 'a free model whose first version is a copyright model').toBeDefined();
  if (!found) return;
  await openDetail(page, found.kind, found.uuid);
  const chosen = page.locator('.detail-versions label.chosen');
  await expect(chosen.locator('.copyright-tag')).toHaveText('版权');

  let downloads = 0;
  page.on('download', () => {
    downloads += 1;
  });
  const notice = page.getByRole('dialog', { name: '版权模型提示' });
  await page.locator('.detail-download').click();
  await expect(notice).toContainText('版权归原作者所有');
  await shot(page, 'copyright-notice');
  await notice.getByRole('button', { name: '关闭' }).click();
  await expect(notice).toBeHidden();
  await expect(page.locator('.detail-download')).toHaveText('下载');
  expect(downloads).toBe(0);

  const saved = page.waitForEvent('download');
  await page.locator('.detail-download').click();
  await notice.getByRole('button', { name: '已知晓' }).click();
  expect((await saved).suggestedFilename()).toBe(`${found.detail.title}.zip`);
  expect(downloads).toBe(1);
});

test('the download instructions, usage instructions and copyright note open from the detail page', async ({
  page,
}) => {
  const [model] = await models(page, 'max', 'nofree', 1);
  expect(model).toBeDefined();
  if (!model) return;
  await openDetail(page, 'max', model.uuid);

  await page.getByRole('button', { name: '下载说明' }).click();
  const rules = page.getByRole('dialog', { name: '下载说明' });
  await expect(rules).toContainText(
    '普通用户每天可免费下载 20 次；体验会员与黄金会员每天可免费下载 30 次',
  );
  await expect(rules).toContainText('72 小时内重复下载免费，之后每次收取 0.2 元流量费');
  await expect(rules).toContainText('免费下载券 → 下载点 → 炫豆');
  await shot(page, 'download-instructions');
  await page.keyboard.press('Escape');
  await expect(rules).toBeHidden();

  await page.getByRole('button', { name: '查看详细说明' }).click();
  const usage = page.getByRole('dialog', { name: '使用说明' });
  await expect(usage.getByRole('tab', { name: '3D模型（MAX）' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(usage.getByRole('tabpanel')).toContainText('3ds Max');
  await shot(page, 'usage-instructions');
  await usage.getByRole('tab', { name: '贴图（MAPPING）' }).click();
  await expect(usage.getByRole('tabpanel')).toContainText('HDR');
  await page.keyboard.press('Escape');

  await page.locator('.detail-fields').getByRole('button', { name: '版权说明' }).click();
  const note = page.getByRole('dialog', { name: '版权说明' });
  await expect(note).toContainText('禁止将模型文件本身转售');
  await shot(page, 'copyright-note');
  await note.getByRole('link', { name: '查看侵权申诉帮助' }).click();
  await expect(page).toHaveURL(/commonProblemsIndex\?section=copyright/u);
  await expect(page.getByRole('heading', { name: '发现侵权模型如何处理？' })).toBeVisible();
});

test('a trial member sees 会员折扣 by the price and opens the yearly membership at the discounted price', async ({
  page,
}) => {
  await login(page, 'demo_trial');
  const [model] = await models(page, 'max', 'nofree', 1);
  expect(model).toBeDefined();
  if (!model) return;
  await openDetail(page, 'max', model.uuid);
  // The seeded trial began when the data was made: within 24 hours, 6.2 折 of 88.00.
  const badge = page.locator('.detail-price').getByRole('button', { name: '会员折扣 6.2折' });
  await badge.click();
  const discount = page.getByRole('dialog', { name: '体验会员专享折扣' });
  await expect(discount).toContainText('¥54.56/年');
  await expect(discount.locator('li[aria-current="true"]')).toContainText('6.2 折');
  await shot(page, 'member-discount');
  await discount.getByRole('button', { name: '立即开通 ¥54.56' }).click();
  const open = page.getByRole('dialog', { name: '开通年度会员' });
  await expect(open).toContainText('¥54.56');
  await shot(page, 'open-membership');
  // The server charges the same trial price: paying with beans succeeds.
  await open.getByRole('button', { name: '立即支付 ¥54.56' }).click();
  await expect(page.getByText('支付成功', { exact: true })).toBeVisible();
});

test('no 会员折扣 for a user without a trial', async ({ page }) => {
  await login(page, 'demo_user');
  const [model] = await models(page, 'max', 'nofree', 1);
  if (!model) return;
  await openDetail(page, 'max', model.uuid);
  await expect(page.locator('.detail-download')).toBeVisible();
  await expect(
    page.locator('.detail-price').getByRole('button', { name: /会员折扣/u }),
  ).toHaveCount(0);
});
