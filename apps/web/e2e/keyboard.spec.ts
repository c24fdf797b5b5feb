import type { Locator, Page } from '@playwright/test';
import { models, register } from './download-helpers';
import { expect, test } from './fixtures';

/**
 * Keyboard-only use: search, the list's filters, the detail page's gallery and tabs, and the
 * download and pay dialogs, reached and worked with Tab, the arrows, Enter, Space and Escape only.
 * Every control the keyboard lands on shows a focus ring (an outline or a ring shadow drawn while
 * it matches :focus-visible).
 */
test.use({ viewport: { width: 1440, height: 900 } });

/** Presses Tab until `target` has the focus (and fails if it never does). */
async function tabTo(page: Page, target: Locator, most = 80, key = 'Tab'): Promise<void> {
  for (let step = 0; step < most; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false))
      return;
    await page.keyboard.press(key);
  }
  await expect(target, `reached with ${key}`).toBeFocused({ timeout: 1 });
}

/** The focused element shows a ring: on itself, or on `ringOn` (a bar drawing the ring of its input). */
async function expectFocusRing(target: Locator, ringOn: Locator = target): Promise<void> {
  await expect(target).toBeFocused();
  expect(await target.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
  const ring = await ringOn.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      shadow: style.boxShadow !== 'none',
    };
  });
  expect(ring.outline || ring.shadow, 'a visible focus ring').toBe(true);
}

/** Every open flyout of the page: the header's category menus and the list's subcategory flyout. */
const flyouts = (page: Page) => page.locator('.nav-category-menu, .subcategory-flyout');

test('search: type and submit, move into the suggestions and pick one, Escape returns to the box', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const bar = page.locator('.home-banner').getByRole('search');
  const input = bar.getByRole('combobox', { name: '搜索关键词' });
  await page.locator('body').focus();
  await tabTo(page, input);
  await expectFocusRing(input, bar);
  // Tabbing through the header on the way opened no flyout.
  await expect(flyouts(page)).toHaveCount(0);

  await page.keyboard.type('沙发');
  const [typed] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  await typed.waitForLoadState('domcontentloaded');
  expect(new URL(typed.url()).searchParams.get('element')).toBe('沙发');
  await typed.close();

  await page.keyboard.press('Control+A');
  await page.keyboard.type('沙');
  const suggestions = page.getByRole('list', { name: '联想词' });
  const first = suggestions.getByRole('button').first();
  await expect(first).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expectFocusRing(first);
  await page.keyboard.press('ArrowDown');
  const second = suggestions.getByRole('button').nth(1);
  await expect(second).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(first).toBeFocused();
  const word = (await first.textContent()) ?? '';
  expect(word).toContain('沙');
  const [picked] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  await picked.waitForLoadState('domcontentloaded');
  expect(new URL(picked.url()).searchParams.get('element')).toBe(word);
  await picked.close();

  // Escape inside the panel closes it and puts the keyboard back in the box.
  await input.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.search-panel button:focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.locator('.search-panel')).toHaveCount(0);
  await expect(input).toBeFocused();
});

test('filters: the arrow opens one subcategory flyout with the focus inside; Escape closes it; Enter chooses', async ({
  page,
}) => {
  await page.goto('/list/max');
  const rows = page.locator('.filter-rows');
  const categories = rows.getByRole('group', { name: '分类' });
  const withChildren = categories.locator('button[aria-haspopup]');
  await expect(withChildren.first()).toBeVisible();
  const firstCategory = withChildren.first();
  const secondCategory = withChildren.nth(1);
  await page.locator('body').focus();
  await tabTo(page, firstCategory, 120);
  await expectFocusRing(firstCategory);
  await expect(flyouts(page)).toHaveCount(0);

  await page.keyboard.press('ArrowDown');
  const flyout = page.locator('.subcategory-flyout');
  await expect(flyout).toBeVisible();
  await expect(firstCategory).toHaveAttribute('aria-expanded', 'true');
  const firstChild = flyout.getByRole('button').first();
  await expectFocusRing(firstChild);
  await page.keyboard.press('Escape');
  await expect(flyout).toHaveCount(0);
  await expect(firstCategory).toBeFocused();
  await expect(firstCategory).toHaveAttribute('aria-expanded', 'false');

  // The next category's flyout: still one at a time.
  await page.keyboard.press('Tab');
  await expect(secondCategory).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(flyouts(page)).toHaveCount(1);
  await expect(secondCategory).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  const child = flyout.getByRole('button').nth(1);
  await expectFocusRing(child);
  const name = (await child.textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(flyouts(page)).toHaveCount(0);
  const summary = rows.getByRole('group', { name: '已选条件' });
  await expect(summary).toContainText(`子分类：${name}`);
  await expect(page).toHaveURL(/\/list\/max\/\d+-\d+-/u);

  // The focus is back on the category; 清空 sits above it, in the summary row.
  await expect(secondCategory).toBeFocused();
  const clear = summary.getByRole('button', { name: '清空' });
  await tabTo(page, clear, 40, 'Shift+Tab');
  await expectFocusRing(clear);
  await page.keyboard.press('Enter');
  await expect(summary).toHaveCount(0);
});

test('detail: thumbnails, the lightbox and the usage tabs by keyboard', async ({ page }) => {
  const [model] = await models(page, 'max', 'nofree', 1);
  await page.goto(`/detail/max/${model?.uuid ?? ''}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const thumbs = page.getByRole('list', { name: '缩略图' }).getByRole('button');
  await expect(thumbs.nth(1)).toBeVisible();
  await page.locator('body').focus();
  await tabTo(page, thumbs.nth(1), 120);
  await expectFocusRing(thumbs.nth(1));
  await page.keyboard.press('Enter');
  await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');

  const zoom = page.getByRole('button', { name: '查看大图' });
  await tabTo(page, zoom, 20, 'Shift+Tab');
  await expectFocusRing(zoom);
  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog', { name: /（2\/\d+）$/u });
  await expect(lightbox).toBeVisible();
  const next = lightbox.getByRole('button', { name: '下一张' });
  await tabTo(page, next, 10);
  await expectFocusRing(next);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /（3\/\d+）$/u })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(zoom).toBeFocused();

  const usage = page.getByRole('button', { name: '查看详细说明' });
  await tabTo(page, usage, 120);
  await expectFocusRing(usage);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '使用说明' });
  const selected = dialog.getByRole('tab', { selected: true });
  await expect(selected).toHaveText('3D模型（MAX）');
  await tabTo(page, selected, 10);
  await expectFocusRing(selected);
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('tab', { selected: true })).not.toHaveText('3D模型（MAX）');
  await expect(dialog.getByRole('tab', { selected: true })).toBeFocused();
  await expect(dialog.getByRole('tabpanel')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('download and pay: the agreement and the pay dialog by keyboard; the focus stays in the dialog', async ({
  page,
}) => {
  await register(page);
  const paid = (await models(page, 'max', 'nofree', 1)).find(
    (card) => !card.isMember && card.priceFen > 0,
  );
  expect(paid).toBeDefined();
  await page.goto(`/detail/max/${paid?.uuid ?? ''}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const notice = page.getByRole('button', { name: '我知道了' });
  await notice.waitFor({ state: 'visible', timeout: 1500 }).then(
    async () => {
      await notice.press('Enter');
    },
    () => undefined,
  );
  const download = page.locator('.detail-download');
  await page.locator('body').focus();
  await tabTo(page, download, 120);
  await expectFocusRing(download);
  await page.keyboard.press('Enter');
  const copyright = page.getByRole('dialog', { name: '版权模型提示' });
  const agreement = page.getByRole('dialog', { name: '用户下载协议' });
  await expect(copyright.or(agreement)).toBeVisible();
  if (await copyright.isVisible()) {
    const known = copyright.getByRole('button', { name: '已知晓' });
    await tabTo(page, known, 10);
    await page.keyboard.press('Enter');
  }
  await expect(agreement).toBeVisible();
  const checkbox = agreement.getByRole('checkbox');
  await tabTo(page, checkbox, 10);
  await expectFocusRing(checkbox);
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
  const agree = agreement.getByRole('button', { name: '同意并下载' });
  await tabTo(page, agree, 10);
  await expectFocusRing(agree);
  await page.keyboard.press('Enter');

  const pay = page.getByRole('dialog', { name: '支付下载' });
  await expect(pay).toBeVisible();
  // Tabbing round the dialog never leaves it.
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    expect(await pay.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  const wechat = pay.getByRole('button', { name: '微信支付' });
  await tabTo(page, wechat, 20);
  await expectFocusRing(wechat);
  await page.keyboard.press('Enter');
  const code = page.getByRole('dialog', { name: '支付下载' }).locator('.qr-payment-code');
  await expect(code).toBeVisible();
  // Escape leaves the code (back to the choice of payment), a second Escape closes the dialog.
  await page.keyboard.press('Escape');
  await expect(code).toHaveCount(0);
  if (await pay.isVisible()) await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The focus goes back to the download button once it is enabled again.
  await expect(download).toBeFocused();
});
