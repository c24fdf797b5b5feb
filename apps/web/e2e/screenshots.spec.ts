import type { Page } from '@playwright/test';
import { clickDownload, models, openDetail, register } from './download-helpers';
import { expect, test } from './fixtures';

/**
 * Screenshots of the pages a visitor sees first, for looking at them: home, list, detail, the
 * download agreement, the pay dialog, login and image search at a phone, a laptop and a wide
 * desktop. Runs only when SHOTS_DIR names a folder.
 */
// playwright.config.ts leaves this file out of the suite unless SHOTS_DIR is set (`pnpm shots`).
const folder = process.env.SHOTS_DIR ?? '';
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
] as const;

test.describe.configure({ timeout: 180_000 });

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ym-loading, .skeleton-grid')).toHaveCount(0, { timeout: 15_000 });
}

async function shoot(page: Page, name: string, width: number): Promise<void> {
  await page.screenshot({ path: `${folder}/${name}-${String(width)}.png` });
}

test('pages', async ({ page }) => {
  const [model] = await models(page, 'max', 'nofree', 1);
  const pages = [
    ['home', '/'],
    ['list', '/list/max'],
    ['detail', `/detail/max/${model?.uuid ?? ''}`],
    ['login', '/login'],
    ['image-search', '/search/searchPic'],
  ] as const;
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    for (const [name, path] of pages) {
      await page.goto(path);
      await settle(page);
      await shoot(page, name, viewport.width);
    }
  }
});

test('download and pay dialogs', async ({ page }) => {
  const paid = (await models(page, 'max', 'nofree', 1)).find(
    (card) => !card.isMember && card.priceFen > 0,
  );
  expect(paid).toBeDefined();
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    // A fresh account each time: it has not agreed yet and holds nothing to pay with.
    await page.context().clearCookies();
    await register(page);
    await openDetail(page, 'max', paid?.uuid ?? '');
    await settle(page);
    await clickDownload(page);
    const agreement = page.getByRole('dialog', { name: '用户下载协议' });
    await expect(agreement).toBeVisible();
    await shoot(page, 'download-dialog', viewport.width);
    await agreement.getByRole('checkbox').check();
    await agreement.getByRole('button', { name: '同意并下载' }).click();
    const pay = page.getByRole('dialog', { name: '支付下载' });
    await expect(pay).toBeVisible();
    await shoot(page, 'pay-dialog', viewport.width);
    await page.keyboard.press('Escape');
  }
});
