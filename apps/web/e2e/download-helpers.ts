import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { registerByApi } from './register-helpers';

/** Helpers of the download journeys: accounts, model picks and downloads through the gateway. */
export const kinds = ['max', 'su', 'mapping', 'ue4', 'uec'] as const;
export type Kind = (typeof kinds)[number];
export interface Card {
  uuid: string;
  title: string;
  priceFen: number;
  isMember: boolean;
}

export async function csrf(page: Page): Promise<string> {
  const answer = (await (await page.request.get('/api/session/csrf')).json()) as {
    csrfToken: string;
  };
  return answer.csrfToken;
}

export async function register(page: Page): Promise<void> {
  const suffix = String(Date.now()).slice(-8);
  await registerByApi(page.request, await csrf(page), {
    userName: `dl${suffix}`,
    phone: `166${suffix}`,
    password: 'e2e-password',
  });
}

export async function login(page: Page, account: string): Promise<void> {
  const response = await page.request.post('/api/session/login', {
    headers: { 'x-csrf-token': await csrf(page) },
    data: { account, password: 'yunmo-demo-2026' },
  });
  expect(response.status()).toBe(200);
}

export async function models(
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
export async function downloadByApi(page: Page, kind: Kind, uuid: string): Promise<string> {
  const headers = { 'x-csrf-token': await csrf(page) };
  const answer = (await (
    await page.request.post(`/api/kinds/${kind}/models/${uuid}/download-check`, {
      headers,
      data: {},
    })
  ).json()) as { step: string };
  return answer.step;
}

export async function openDetail(page: Page, kind: Kind, uuid: string): Promise<void> {
  await page.goto(`/detail/${kind}/${uuid}`);
  // No notice opens over the page: the shutdown notice needs an operator's schedule (the demo has
  // none) and the fixtures mark the day's notices seen.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * Clicks the detail page's download button; a copyright version first shows its notice, which is
 * acknowledged so the download goes on (the notice opens at once, without a server call).
 */
export async function clickDownload(page: Page): Promise<void> {
  await page.locator('.detail-download').click();
  const notice = page.getByRole('dialog', { name: '版权模型提示' });
  await notice.waitFor({ state: 'visible', timeout: 1000 }).then(
    () => notice.getByRole('button', { name: '已知晓' }).click(),
    () => undefined,
  );
}
