import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { clickDownload } from './download-helpers';
import { registerByApi } from './register-helpers';

interface Card {
  uuid: string;
  title: string;
  priceFen: number;
  isMember: boolean;
}

async function csrf(page: Page): Promise<string> {
  const answer = (await (await page.request.get('/api/session/csrf')).json()) as {
    csrfToken: string;
  };
  return answer.csrfToken;
}

/** A fresh account: no beans, so every purchase goes through a QR order. */
async function register(page: Page, prefix: string): Promise<void> {
  const suffix = String(Date.now()).slice(-8);
  await registerByApi(page.request, await csrf(page), {
    userName: `${prefix}${suffix}`,
    phone: `168${suffix}`,
    password: 'e2e-password',
  });
}

/** Opens the sandbox cashier link of the QR dialog in another tab of the same browser and pays. */
async function payAtCashier(
  context: BrowserContext,
  dialog: ReturnType<Page['getByRole']>,
): Promise<void> {
  const link = dialog.getByRole('link', { name: '在本机打开收银台' });
  await expect(link).toBeVisible();
  const [cashier] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await cashier.waitForLoadState();
  await expect(cashier.getByRole('heading', { name: '云模收银台' })).toBeVisible();
  await cashier.getByRole('button', { name: '确认支付' }).click();
  await expect(cashier.getByText('支付成功')).toBeVisible();
  await cashier.close();
}

async function paidModel(page: Page): Promise<Card> {
  const answer = (await (
    await page.request.get('/api/models?kind=max&feeType=nofree&page=1')
  ).json()) as { items: Card[] };
  const model = answer.items.find((card) => !card.isMember && card.priceFen > 0);
  expect(model).toBeDefined();
  return model as Card;
}

/** The detail page's download up to the pay dialog (a fresh account holds nothing to pay with). */
async function openPayDialog(page: Page, model: Card) {
  await page.goto(`/detail/max/${model.uuid}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await clickDownload(page);
  const agreement = page.getByRole('dialog', { name: '用户下载协议' });
  const payDialog = page.getByRole('dialog', { name: '支付下载' });
  await expect(agreement.or(payDialog)).toBeVisible();
  if (await agreement.isVisible()) {
    await agreement.getByRole('checkbox').check();
    await agreement.getByRole('button', { name: '同意并下载' }).click();
  }
  await expect(payDialog).toBeVisible();
  return payDialog;
}

test('buys gold by WeChat QR through the sandbox cashier', async ({ page, context }) => {
  await register(page, 'gold');
  await page.goto('/vip/vipList');
  await expect(page.getByRole('heading', { name: '极速下载达人 · 年度会员' })).toBeVisible();
  await expect(page.locator('.vip-banner-price')).toContainText('¥88.00');
  await expect(page.locator('.vip-banner-per-model')).toContainText('¥0.34');
  await page.getByRole('button', { name: '开通黄金会员 ¥99/年' }).click();
  const offer = page.getByRole('dialog', { name: '开通黄金会员' });
  // No beans: beans cannot be chosen and WeChat is the default.
  await expect(offer.getByRole('radio', { name: '炫豆支付' })).toBeDisabled();
  await expect(offer.getByRole('radio', { name: '微信支付' })).toBeChecked();
  await offer.getByRole('button', { name: '立即支付 ¥99.00' }).click();
  const qr = page.getByRole('dialog', { name: '开通黄金会员' });
  await expect(qr.getByRole('img', { name: '微信扫码支付二维码' })).toBeVisible();
  await payAtCashier(context, qr);
  await expect(page.getByText('购买成功').first()).toBeVisible();
  await expect(qr).toBeHidden();
  const gold = (await (await page.request.get('/api/payments/gold')).json()) as { isGold: boolean };
  expect(gold.isGold).toBe(true);
});

test('closing the QR dialog cancels the order', async ({ page }) => {
  await register(page, 'cancel');
  await page.goto('/vip/vipList');
  await page.getByRole('button', { name: '开通黄金会员 ¥99/年' }).click();
  const offer = page.getByRole('dialog', { name: '开通黄金会员' });
  await offer.getByRole('radio', { name: '支付宝支付' }).check();
  await offer.getByRole('button', { name: '立即支付 ¥99.00' }).click();
  const qr = page.locator('.qr-payment');
  await expect(qr).toBeVisible();
  const orderNumber = (await qr.getAttribute('data-order')) ?? '';
  const closed = page.waitForResponse(
    (response) =>
      response.url().includes(`/api/payments/orders/${orderNumber}`) &&
      response.request().method() === 'DELETE',
  );
  await page
    .getByRole('dialog', { name: '开通黄金会员' })
    .getByRole('button', { name: '关闭' })
    .click();
  expect((await closed).status()).toBe(204);
  const state = (await (
    await page.request.get(`/api/payments/orders/${orderNumber}?purpose=gold`)
  ).json()) as { state: string };
  expect(state.state).toBe('closed');
});

test('a paid download is paid by QR through the cashier, then saved', async ({ page, context }) => {
  await register(page, 'single');
  const model = await paidModel(page);
  const payDialog = await openPayDialog(page, model);
  await payDialog.getByRole('button', { name: '微信支付' }).click();
  const qr = page.getByRole('dialog', { name: '支付下载' });
  await expect(qr.locator('.qr-payment-code')).toBeVisible();
  const saved = page.waitForEvent('download');
  await payAtCashier(context, qr);
  await expect(page.getByText('支付成功').first()).toBeVisible();
  expect((await saved).suggestedFilename()).toBe(`${model.title}.zip`);
});

test('a download package bought through the cashier pays the download', async ({
  page,
  context,
}) => {
  await register(page, 'package');
  const model = await paidModel(page);
  const payDialog = await openPayDialog(page, model);
  // Four packages: the narrow dialog.
  expect(Math.round((await payDialog.boundingBox())?.width ?? 0)).toBe(378);
  await payDialog.getByRole('listitem').first().click();
  const qr = page.getByRole('dialog', { name: '购买下载包' });
  await expect(qr.locator('.qr-payment-code')).toBeVisible();
  const saved = page.waitForEvent('download');
  await payAtCashier(context, qr);
  await expect(page.getByText('购买成功').first()).toBeVisible();
  expect((await saved).suggestedFilename()).toBe(`${model.title}.zip`);
});
