import type { Page } from '@playwright/test';
import { encodeAuthorName } from '@yunmo/domain/author-name';
import { login } from './download-helpers';
import { expect, test } from './fixtures';

/**
 * Problems once seen on the product that no other journey pins down: a router warning on every
 * page, a broken author picture answered as JSON, and no favicon.
 */
test.describe.configure({ timeout: 120_000 });

const ROUTES = [
  '/',
  '/home/su',
  '/list/max',
  `/list/max?element=${encodeURIComponent('沙发')}`,
  '/album/albumList',
  '/ranking',
  '/labelIndex/labelIndexList',
  '/commonProblems/commonProblemsIndex',
  '/vip/vipList',
  '/search/searchPic',
  '/login',
  '/user/favourites',
  '/user/messages',
  '/about',
];

/** Console warnings and errors of the page while `visit` runs. */
async function consoleProblems(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  const listener = (message: { type: () => string; text: () => string }) => {
    if (message.type() === 'warning' || message.type() === 'error')
      problems.push(`${page.url()} ${message.type()}: ${message.text().slice(0, 160)}`);
  };
  page.on('console', listener);
  await visit();
  page.off('console', listener);
  return problems;
}

async function walk(page: Page, paths: string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
}

async function samples(page: Page): Promise<{ detail: string; author: string }> {
  const models = (await (await page.request.get('/api/models?kind=max&page=1')).json()) as {
    items: { uuid: string }[];
  };
  const ranking = (await (await page.request.get('/v1/ranking/list?category=3')).json()) as {
    data: { userName: string }[];
  };
  return { detail: models.items[0]!.uuid, author: ranking.data[0]!.userName };
}

test('no page logs a warning or an error (no “No HydrateFallback element”), signed out and in', async ({
  page,
}) => {
  const { detail, author } = await samples(page);
  const extra = [
    `/detail/max/${detail}`,
    `/personalCenter/center?flag=${encodeAuthorName(author)}`,
  ];
  const guest = await consoleProblems(page, () => walk(page, [...ROUTES, ...extra]));
  expect(guest).toEqual([]);
  await login(page, 'demo_user');
  // Signed in: the pages that differ for a member.
  const member = await consoleProblems(page, async () => {
    for (const path of ['/', '/user/favourites', '/user/messages', extra[0]!]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
  });
  expect(member).toEqual([]);
});

test('the favicon and the author pictures load as images', async ({ page }) => {
  const { detail, author } = await samples(page);
  await page.goto('/');
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toBeTruthy();
  const favicon = await page.request.get(icon ?? '');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/^image\//u);

  // The avatar endpoint answers a picture, or 404 for an unknown author (never 200 with JSON).
  const avatar = await page.request.get(`/v1/user/getHeader?author=${encodeURIComponent(author)}`);
  expect(avatar.status()).toBe(200);
  expect(avatar.headers()['content-type']).toMatch(/^image\//u);
  const unknown = await page.request.get('/v1/user/getHeader?author=nobody-at-all');
  expect(unknown.status()).toBe(404);

  // Every picture of the author page and the detail page's author card has loaded.
  for (const path of [
    `/personalCenter/center?flag=${encodeAuthorName(author)}`,
    `/detail/max/${detail}`,
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const broken = await page.evaluate(() =>
      [...document.images]
        .filter((image) => image.complete && image.naturalWidth === 0 && image.loading !== 'lazy')
        .map((image) => image.src),
    );
    expect(broken, `broken pictures on ${path}`).toEqual([]);
  }
});

test('phones: a page whose banner carries the search shows one search box, not two', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/', '/home/su']) {
    await page.goto(path);
    await expect(page.getByRole('combobox', { name: '搜索关键词' }).first()).toBeVisible();
    const visible = await page
      .getByRole('combobox', { name: '搜索关键词' })
      .evaluateAll((inputs) => inputs.filter((input) => input.getClientRects().length > 0).length);
    expect(visible, `search boxes on ${path}`).toBe(1);
  }
  // Pages without a banner search keep the header's.
  await page.goto('/album/albumList');
  await expect(
    page.locator('.site-header').getByRole('combobox', { name: '搜索关键词' }),
  ).toBeVisible();
});

test('the detail page’s author card keeps 关注 on one line beside the name', async ({ page }) => {
  const { detail } = await samples(page);
  for (const width of [1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/detail/max/${detail}`);
    const card = page.getByRole('region', { name: '作者' });
    const follow = card.getByRole('button', { name: /关注/u });
    await expect(follow).toBeVisible();
    const button = (await follow.boundingBox())!;
    const name = (await card.locator('strong').first().boundingBox())!;
    // One line of text, on the name's row.
    expect(button.height, `关注 at ${String(width)} px`).toBeLessThan(44);
    expect(button.y).toBeLessThan(name.y + name.height);
  }
});

test('phones: the round side-bar button covers none of the footer’s links', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  const toggle = page.locator('.ym-side-bar-toggle');
  await expect(toggle).toBeVisible();
  const button = (await toggle.boundingBox())!;
  // The rectangles of the footer's text itself (a paragraph's box spans the whole width).
  const covered = await page.locator('.site-footer').evaluate((footer, box) => {
    const hits: string[] = [];
    const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects())
        if (
          rect.left < box.x + box.width &&
          rect.right > box.x &&
          rect.top < box.y + box.height &&
          rect.bottom > box.y
        )
          hits.push(node.textContent ?? '');
    }
    return hits;
  }, button);
  expect(covered).toEqual([]);
});
