import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const kinds = ['max', 'su', 'mapping', 'ue4', 'uec'] as const;
type Kind = (typeof kinds)[number];
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

async function register(page: Page): Promise<void> {
  const suffix = String(Date.now()).slice(-8);
  const response = await page.request.post('/api/session/register', {
    headers: { 'x-csrf-token': await csrf(page) },
    data: { userName: `dl${suffix}`, phone: `166${suffix}`, password: 'e2e-password' },
  });
  expect(response.status()).toBe(200);
}

async function login(page: Page, account: string): Promise<void> {
  const response = await page.request.post('/api/session/login', {
    headers: { 'x-csrf-token': await csrf(page) },
    data: { account, password: 'yunmo-demo-2026' },
  });
  expect(response.status()).toBe(200);
}

async function models(
  page: Page,
  kind: Kind,
  feeType: 'free' | 'nofree',
  pages = 1,
): Promise<Card[]> {
  const cards: Card[] = [];
  for (let pageNumber = 1; pageNumber <= pages; pageNumber += 1) {
    const answer = (await (
      await page.request.get(
        `/api/models?kind=${kind}&feeType=${feeType}&page=${String(pageNumber)}`,
      )
    ).json()) as { items: Card[] };
    cards.push(...answer.items);
  }
  return cards;
}

/** Downloads through the gateway without the page (quota and frequency set-up). */
async function downloadByApi(page: Page, kind: Kind, uuid: string): Promise<string> {
  const headers = { 'x-csrf-token': await csrf(page) };
  const answer = (await (
    await page.request.post(`/api/kinds/${kind}/models/${uuid}/download-check`, {
      headers,
      data: {},
    })
  ).json()) as { step: string };
  return answer.step;
}

async function openDetail(page: Page, kind: Kind, uuid: string): Promise<void> {
  await page.goto(`/detail/${kind}/${uuid}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The once-a-day shutdown notice of a freshly logged-in user may open over the page.
  const notice = page.getByRole('button', { name: '我知道了' });
  await notice.waitFor({ state: 'visible', timeout: 1500 }).then(
    () => notice.click(),
    () => undefined,
  );
}

test('a free download of every kind, after the agreement, is saved under the title with its extension', async ({
  page,
}) => {
  await register(page);
  for (const [index, kind] of kinds.entries()) {
    const [model] = await models(page, kind, 'free');
    expect(model, `a free ${kind} model`).toBeDefined();
    if (!model) continue;
    await openDetail(page, kind, model.uuid);
    await expect(page.locator('.detail-contents')).toContainText('textures/diffuse.jpg');
    const saved = page.waitForEvent('download');
    await page.locator('.detail-download').click();
    if (index === 0) {
      const agreement = page.getByRole('dialog', { name: '用户下载协议' });
      await expect(agreement.getByRole('button', { name: '同意并下载' })).toBeDisabled();
      await agreement.getByRole('checkbox').check();
      await agreement.getByRole('button', { name: '同意并下载' }).click();
    }
    expect((await saved).suggestedFilename()).toBe(`${model.title}.zip`);
    await expect(page.locator('.quota-meter')).toContainText(
      `今日免费下载剩余 ${String(19 - index)}/20`,
    );
  }
});

test('a paid 3D model is paid with beans after the payment-method choice', async ({ page }) => {
  await login(page, 'demo_user');
  const paid = (await models(page, 'max', 'nofree', 2)).find(
    (card) => !card.isMember && card.priceFen > 200,
  );
  expect(paid).toBeDefined();
  if (!paid) return;
  await openDetail(page, 'max', paid.uuid);
  await expect(page.locator('.detail-download')).toHaveText('立即下载');
  const before = (await page.locator('.quota-meter').textContent()) ?? '';
  await page.locator('.detail-download').click();
  const agreement = page.getByRole('dialog', { name: '用户下载协议' });
  const choice = page.getByRole('dialog', { name: '选择支付方式' });
  // The agreement comes first unless this user already agreed; wait for whichever answers.
  await expect(agreement.or(choice)).toBeVisible();
  if (await agreement.isVisible()) {
    await agreement.getByRole('checkbox').check();
    await agreement.getByRole('button', { name: '同意并下载' }).click();
  }
  await expect(choice).toBeVisible();
  const saved = page.waitForEvent('download');
  await choice.getByRole('button', { name: '使用下载点/炫豆' }).click();
  expect((await saved).suggestedFilename()).toBe(`${paid.title}.zip`);
  await expect(page.locator('.quota-meter')).not.toHaveText(before);
  await expect(page.locator('.quota-meter')).toContainText('炫豆');
});

test('after the 20 free downloads of the day the next one is refused with the reason', async ({
  page,
}) => {
  await register(page);
  const free = [
    ...(await models(page, 'max', 'free', 2)).map((card) => ({ kind: 'max' as const, card })),
    ...(await models(page, 'su', 'free', 2)).map((card) => ({ kind: 'su' as const, card })),
  ];
  expect(free.length).toBeGreaterThan(21);
  expect(
    (
      await page.request.put('/api/downloads/agreement', {
        headers: { 'x-csrf-token': await csrf(page) },
      })
    ).status(),
  ).toBe(204);
  for (const { kind, card } of free.slice(0, 20))
    expect(await downloadByApi(page, kind, card.uuid)).toBe('link');
  const last = free[20];
  if (!last) return;
  await openDetail(page, last.kind, last.card.uuid);
  await expect(page.locator('.quota-meter')).toContainText('今日免费下载剩余 0/20');
  await page.locator('.detail-download').click();
  await expect(page.getByText('今日20次免费下载已用完，请明天再来', { exact: true })).toBeVisible();
});

test('downloading too often asks for the captcha; a wrong code asks again', async ({ page }) => {
  await login(page, 'demo_gold');
  const free = [...(await models(page, 'max', 'free', 2))];
  const headers = { 'x-csrf-token': await csrf(page) };
  await page.request.put('/api/downloads/agreement', { headers });
  for (const model of free.slice(0, 21)) await downloadByApi(page, 'max', model.uuid);
  const next = free[21];
  expect(next).toBeDefined();
  if (!next) return;
  await openDetail(page, 'max', next.uuid);
  await page.locator('.detail-download').click();
  const captcha = page.getByRole('dialog', { name: '操作频繁，请完成验证后继续下载' });
  await expect(captcha).toBeVisible();
  await expect(captcha).toContainText('下载过于频繁');
  await expect(captcha.getByRole('img', { name: '验证码' })).toBeVisible();
  await captcha.getByLabel('验证码').fill('00000');
  await captcha.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('dialog', { name: '操作频繁，请完成验证后继续下载' })).toContainText(
    '需要输入验证码或验证码错误',
  );
});

test('an unknown model shows 模型未找到! with the title 404', async ({ page }) => {
  await page.goto('/detail/max/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('模型未找到!')).toBeVisible();
  await expect(page).toHaveTitle('404');
  await page.goto('/model/detail/ue4/not-a-model');
  await expect(page.getByText('模型未找到!')).toBeVisible();
});
