import type { APIRequestContext, Page } from '@playwright/test';
import { CHANNEL_SORT_OPTIONS } from '@yunmo/domain/fees-and-sorts';
import { fenToYuanString } from '@yunmo/domain/money';
import { expect, test } from './fixtures';
import { apiRequests, serverQueries } from './ssr-helpers';

/**
 * List, channel, album and detail pages come rendered by the server (ADR 0032): the HTML alone
 * carries the titles, prices and pictures, and the browser hydrates it without asking /api again
 * for the data it came with.
 */
test.describe.configure({ timeout: 90_000 });

const LIST_CODE = '0-0-0-1-0-0-0-0-0-0-0-0';

interface Card {
  uuid: string;
  title: string;
  priceFen: number;
  priceLabel: string;
  thumbnailUrl: string;
}

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** The served HTML of a page, as a crawler without JavaScript gets it: the content of `#root`. */
async function servedRoot(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  expect(response.status(), path).toBe(200);
  expect(response.headers()['x-rendered'], `${path} is rendered on the server`).toBe('server');
  const text = await response.text();
  const root =
    /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="yunmo-state">/u.exec(
      text,
    )?.[1];
  expect(root, `${path} has content in #root`).toBeTruthy();
  // React separates neighbouring text parts with empty comments.
  return (root ?? '').replace(/<!-- -->/g, '');
}

function expectCards(root: string, cards: readonly Card[]): void {
  expect(cards.length).toBeGreaterThan(3);
  for (const card of cards.slice(0, 6)) {
    expect(root).toContain(html(card.title));
    expect(root).toContain(html(card.priceLabel));
    expect(root).toContain(`src="${html(card.thumbnailUrl)}"`);
  }
}

/**
 * Loads `path` in the browser and returns the console warnings and errors (hydration mismatches
 * among them) and the browser's /api requests matching `data` until the page is idle.
 */
async function hydrate(
  page: Page,
  path: string,
  data: RegExp,
): Promise<{ problems: string[]; refetched: string[] }> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error')
      problems.push(`${message.type()}: ${message.text().slice(0, 200)}`);
  });
  const refetched = apiRequests(page, data);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // The page came with the server's data.
  expect(await serverQueries(page)).not.toEqual([]);
  return { problems, refetched };
}

test('a list page: the HTML carries titles, prices and pictures; hydration asks for none of it again', async ({
  page,
}) => {
  const path = `/list/max/${LIST_CODE}`;
  const { items } = await json<{ items: Card[] }>(
    page.request,
    `/api/kinds/max/models?filter=${LIST_CODE}&page=1`,
  );
  expectCards(await servedRoot(page.request, path), items);

  const { problems, refetched } = await hydrate(
    page,
    path,
    /^\/api\/kinds\/max\/(models|filters)/u,
  );
  const cards = page.getByRole('list', { name: '模型列表' }).getByRole('listitem');
  await expect(cards).toHaveCount(items.length);
  await expect(cards.first()).toContainText(items[0]!.title);
  expect(refetched).toEqual([]);
  expect(problems).toEqual([]);
  // Hydrated: the pager works, and the next page is the browser's own request.
  await page
    .getByRole('navigation', { name: '分页' })
    .getByRole('button', { name: '2', exact: true })
    .click();
  await expect(page).toHaveURL(/page=2$/u);
  await expect.poll(() => refetched.filter((url) => url.includes('page=2')).length).toBe(1);
});

test('before (or without) the app, Enter in the list page’s keyword box still searches: the server renders the results', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto('/list/max');
    const keywordBox = page.locator('.list-search').getByRole('combobox', { name: '搜索关键词' });
    await keywordBox.fill('沙发');
    await keywordBox.press('Enter');
    await expect(page).toHaveURL(/\/list\/max\?element=%E6%B2%99%E5%8F%91$/u);
    await expect(page.getByRole('region', { name: '搜索词分类统计' })).toContainText('家具');
    await expect(page.getByRole('list', { name: '模型列表' }).locator('em').first()).toHaveText(
      '沙发',
    );
  } finally {
    await context.close();
  }
});

test('a channel page: the HTML carries its models; hydration asks for none of it again', async ({
  page,
}) => {
  const path = '/home/max';
  const { items } = await json<{ items: Card[] }>(
    page.request,
    `/api/channels/max/models?sort=${String(CHANNEL_SORT_OPTIONS[0].value)}&page=1`,
  );
  expectCards(await servedRoot(page.request, path), items);

  const { problems, refetched } = await hydrate(
    page,
    path,
    /^\/api\/channels\/max\/(models|banners)/u,
  );
  await expect(page.getByText(items[0]!.title, { exact: true }).first()).toBeVisible();
  expect(refetched).toEqual([]);
  expect(problems).toEqual([]);
});

test('an album page: the HTML carries its title and models; hydration asks for none of it again', async ({
  page,
}) => {
  const albums = await json<{ items: { uuid: string }[] }>(page.request, '/api/albums?page=1');
  const uuid = albums.items[0]!.uuid;
  const album = await json<{ title: string; models: Card[] }>(page.request, `/api/albums/${uuid}`);
  const path = `/album/albumDetail/${uuid}`;
  const root = await servedRoot(page.request, path);
  expect(root).toContain(html(album.title));
  expectCards(root, album.models);

  const { problems, refetched } = await hydrate(
    page,
    path,
    new RegExp(`^/api/albums/${uuid}`, 'u'),
  );
  await expect(page.getByRole('heading', { name: album.title }).first()).toBeVisible();
  expect(refetched).toEqual([]);
  expect(problems).toEqual([]);
});

test('a detail page: the HTML carries its title, price and pictures; hydration asks for none of it again', async ({
  page,
}) => {
  const { items } = await json<{ items: Card[] }>(page.request, '/api/models?kind=max&page=1');
  // A model with a price, so the price shows as an amount.
  const model = items.find((item) => item.priceFen > 0) ?? items[0]!;
  const detail = await json<{
    title: string;
    price: { fen: number; free: boolean };
    images: { url: string }[];
  }>(page.request, `/api/kinds/max/models/${model.uuid}`);
  const path = `/detail/max/${model.uuid}`;
  const root = await servedRoot(page.request, path);
  expect(root).toContain(html(detail.title));
  expect(detail.images.length).toBeGreaterThan(0);
  expect(root).toContain(html(detail.images[0]!.url));
  if (!detail.price.free) expect(root).toContain(`¥${fenToYuanString(detail.price.fen)}`);

  const { problems, refetched } = await hydrate(
    page,
    path,
    new RegExp(`^/api/kinds/max/models/${model.uuid}(/similar)?$`, 'u'),
  );
  await expect(page.getByRole('heading', { name: detail.title }).first()).toBeVisible();
  expect(refetched).toEqual([]);
  expect(problems).toEqual([]);
});
