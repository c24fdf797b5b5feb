import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { encodeAuthorName } from '@yunmo/domain/author-name';
import { expect, test } from './fixtures';
import { csrf, kinds } from './download-helpers';
import { AXE_WIDTHS, audit } from './axe-helpers';

/**
 * Every route at the widths people use: small and common phones (360, 390), a tablet (768) and
 * desktops from 1280 to a wide 2560. One page load serves the phone layout (360 to 768 px), one
 * the desktops (their layouts are pure CSS, re-evaluated on resize). At every width the page must
 * not scroll sideways, its main action must be on screen without scrolling and take a click
 * (nothing covers it), and the account entry must be reachable from the header. At the audited
 * widths (390, 768, 1280, 1440 and 1920) the same page state is then run through axe-core: critical and serious violations fail the route
 * (a11y.spec.ts audits the routes this file does not load).
 */
const WIDTHS = [360, 390, 768, 1280, 1440, 1920, 2560] as const;
type Width = (typeof WIDTHS)[number];
const HEIGHT: Record<Width, number> = {
  360: 740,
  390: 844,
  768: 1024,
  1280: 800,
  1440: 900,
  1920: 1080,
  2560: 1440,
};
/** The widths that load the page; the others resize the page loaded before them. */
const LOADS = new Set<Width>([360, 1280]);

interface Fixtures {
  details: Record<string, string>;
  album: string;
  author: string;
}

interface Route {
  name: string;
  path: (fixtures: Fixtures) => string;
  /** The page's main action; it must be in the first screen and clickable. */
  main: (page: Page) => Locator;
  /** Further controls that must be in view at every width. */
  alsoInView?: (page: Page, width: Width) => Locator[];
  /** The author page hides the site header below 1200 px (browsing spec, «Layout (shared)»). */
  noHeaderBelow1200?: boolean;
  /** Card columns expected per width on card grids. */
  columns?: (width: Width) => [number, number];
}

const searchBox = (scope: Locator) => scope.getByRole('combobox', { name: '搜索关键词' });
const CARD_COLUMNS = (width: Width): [number, number] =>
  width <= 768
    ? [2, 2]
    : width === 1280
      ? [4, 5]
      : width === 1440
        ? [4, 4]
        : width === 1920
          ? [5, 5]
          : [6, 6];

const GUEST_ROUTES: Route[] = [
  {
    name: 'home',
    path: () => '/',
    main: (page) => searchBox(page.locator('.home-banner-search')),
  },
  ...kinds.map((kind): Route => ({
    name: `channel ${kind}`,
    path: () => `/home/${kind}`,
    main: (page) => searchBox(page.locator('.channel-banner-search')),
  })),
  {
    name: 'list',
    path: () => '/list/max',
    main: (page) => searchBox(page.locator('.list-search')),
    alsoInView: (page) => [
      page.getByRole('list', { name: '模型列表' }).getByRole('listitem').first(),
    ],
    columns: CARD_COLUMNS,
  },
  {
    // The list by query (the home page's see-more links), with a sort code it does not take.
    name: 'list by query',
    path: () => '/model/list?type=mapping&sort=0',
    main: (page) => page.getByRole('list', { name: '材质贴图' }).getByRole('listitem').first(),
  },
  {
    name: 'search',
    path: () => `/list/max?element=${encodeURIComponent('沙发')}`,
    main: (page) => searchBox(page.locator('.list-search')),
    alsoInView: (page, width) =>
      width >= 1280 ? [page.getByRole('button', { name: /提交搜索词/ })] : [],
  },
  ...kinds.map((kind): Route => ({
    name: `detail ${kind}`,
    path: ({ details }) => `/detail/${kind}/${details[kind] ?? ''}`,
    main: (page) => page.locator('.detail-download'),
    alsoInView: (page) => [page.getByRole('button', { name: '下载说明' })],
  })),
  {
    name: 'album list',
    path: () => '/album/albumList',
    main: (page) => page.locator('.album-search').getByRole('button', { name: '搜索' }),
  },
  {
    name: 'album detail',
    path: ({ album }) => `/album/albumDetail/${album}`,
    main: (page) => page.locator('.album-head').getByRole('button', { name: /收藏/ }),
  },
  {
    name: 'ranking',
    path: () => '/ranking',
    main: (page) => page.getByRole('link', { name: /活动/ }).first(),
  },
  {
    name: 'author',
    path: ({ author }) => `/personalCenter/center?flag=${encodeAuthorName(author)}`,
    main: (page) => page.getByRole('button', { name: '+ 关注' }),
    alsoInView: (page) => [page.locator('.author-search').getByRole('button', { name: '搜索' })],
    noHeaderBelow1200: true,
  },
  {
    name: 'image search',
    path: () => '/search/searchPic',
    main: (page) => page.getByRole('button', { name: '上传图片' }),
  },
  {
    name: 'vip',
    path: () => '/vip/vipList',
    main: (page) => page.getByRole('button', { name: '立即开通' }),
  },
  {
    name: 'help',
    path: () => '/commonProblems/commonProblemsIndex',
    main: (page) => page.locator('.help-menu').getByRole('link').first(),
  },
  {
    name: 'login',
    path: () => '/login',
    main: (page) => page.getByRole('button', { name: '登录', exact: true }),
  },
  {
    name: '404',
    path: () => '/404',
    main: (page) => page.getByRole('main').getByRole('link').first(),
  },
];

const SIGNED_IN_ROUTES: Route[] = [
  {
    name: 'home signed in',
    path: () => '/',
    main: (page) => searchBox(page.locator('.home-banner-search')),
  },
  {
    name: 'favourites',
    path: () => '/user/favourites',
    main: (page) => page.getByRole('heading', { name: '我的收藏' }),
  },
  {
    name: 'messages',
    path: () => '/user/messages',
    main: (page) => page.getByRole('heading', { name: '消息中心' }),
  },
  {
    name: 'detail signed in',
    path: ({ details }) => `/detail/max/${details.max ?? ''}`,
    main: (page) => page.locator('.detail-download'),
    alsoInView: (page) => [page.getByRole('button', { name: '下载说明' })],
  },
];

async function loadFixtures(request: APIRequestContext): Promise<Fixtures> {
  const details: Record<string, string> = {};
  for (const kind of kinds) {
    const answer = (await (await request.get(`/api/models?kind=${kind}&page=1`)).json()) as {
      items: { uuid: string }[];
    };
    details[kind] = answer.items[0]!.uuid;
  }
  const albums = (await (await request.get('/api/albums?page=1')).json()) as {
    items: { uuid: string }[];
  };
  const ranking = (await (await request.get('/v1/ranking/list?category=3')).json()) as {
    data: { userName: string }[];
  };
  return { details, album: albums.items[0]!.uuid, author: ranking.data[0]!.userName };
}

/** Columns of the first row of cards: cards sharing the first card's top edge. */
async function firstRowColumns(page: Page): Promise<number> {
  return page.getByRole('list', { name: '模型列表' }).evaluate((list) => {
    const cards = [...list.children].map((card) => card.getBoundingClientRect());
    const top = cards[0]?.top ?? 0;
    return cards.filter((card) => Math.abs(card.top - top) < 2).length;
  });
}

/** For the failure message: elements reaching past the right edge outside any scroll box. */
async function widerThanViewport(page: Page): Promise<string> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    const wide: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= edge + 1) continue;
      let clipped = false;
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (getComputedStyle(parent).overflowX !== 'visible') clipped = true;
      }
      if (!clipped)
        wide.push(
          `${element.tagName.toLowerCase()}.${String(element.getAttribute('class'))} → ${String(Math.round(box.right))}`,
        );
    }
    return wide.slice(0, 5).join('; ');
  });
}

async function checkRoute(page: Page, route: Route, fixtures: Fixtures, signedIn: boolean) {
  const violations: string[] = [];
  const audited = new Set<number>(AXE_WIDTHS);
  for (const width of WIDTHS) {
    await test.step(`${String(width)} px`, async () => {
      await page.setViewportSize({ width, height: HEIGHT[width] });
      // The phone layout (360 to 768 px) shares a load and the desktops share one (their layout
      // is pure CSS, re-evaluated on resize), which keeps the suite within a few minutes.
      if (LOADS.has(width))
        await page.goto(route.path(fixtures), { waitUntil: 'domcontentloaded' });
      else
        await page.evaluate(() => {
          window.scrollTo(0, 0);
        });
      const main = route.main(page);
      await expect(main, `${route.name} at ${String(width)} px: main action`).toBeInViewport();
      // Actionability: visible, enabled, stable and not covered by anything at its centre.
      await main.click({ trial: true, timeout: 5000 });
      for (const other of route.alsoInView?.(page, width) ?? [])
        await expect(other).toBeInViewport();
      if (route.columns) {
        const [least, most] = route.columns(width);
        const columns = await firstRowColumns(page);
        expect(
          columns,
          `${route.name} at ${String(width)} px: card columns`,
        ).toBeGreaterThanOrEqual(least);
        expect(columns).toBeLessThanOrEqual(most);
      }
      if (!(route.noHeaderBelow1200 && width < 1200)) {
        const account = signedIn
          ? page.getByRole('button', { name: '用户菜单' })
          : page.locator('.header-login').getByRole('link', { name: '登录' });
        await expect(account).toBeInViewport();
        if (width <= 1024)
          await expect(page.getByRole('button', { name: '打开导航菜单' })).toBeInViewport();
      }
      // A page in the centred column keeps its side gutter (12 px on phones, 20 px on desktops):
      // its text never touches the screen's edge.
      const gutters = await page
        .locator('main.container')
        .evaluateAll((mains) => mains.map((main) => getComputedStyle(main).paddingLeft));
      for (const gutter of gutters)
        expect(
          Number.parseFloat(gutter),
          `${route.name} at ${String(width)} px: side gutter`,
        ).toBeGreaterThanOrEqual(12);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      const culprits = scrollWidth > innerWidth ? await widerThanViewport(page) : '';
      expect(
        scrollWidth,
        `${route.name} at ${String(width)} px scrolls sideways: ${culprits}`,
      ).toBeLessThanOrEqual(innerWidth);
      // The audit reuses this load: the page is settled, as the checks above waited for it.
      if (audited.has(width)) {
        await expect(page.locator('.ym-loading, .skeleton-grid')).toHaveCount(0, {
          timeout: 15_000,
        });
        violations.push(
          ...(await audit(page, `${route.name} ${signedIn ? 'signed-in' : 'signed-out'}`)),
        );
      }
    });
  }
  expect(violations, `critical and serious axe violations on ${route.name}`).toEqual([]);
}

// Seven widths and up to five audits a route.
test.describe.configure({ timeout: 120_000 });

let signedInState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

let fixtures: Fixtures;
test.beforeAll(async ({ request }) => {
  fixtures = await loadFixtures(request);
});

test.describe('every route fits 360 to 2560 px (guest)', () => {
  for (const route of GUEST_ROUTES) {
    test(route.name, async ({ page }) => {
      await checkRoute(page, route, fixtures, false);
    });
  }
});

test.describe('every route fits 360 to 2560 px (signed in)', () => {
  // One login for every signed-in route, reused as the contexts' storage state.
  test.use({
    storageState: async ({ browser, baseURL }, provide) => {
      if (!signedInState) {
        const context = await browser.newContext({ baseURL });
        const page = await context.newPage();
        const response = await page.request.post('/api/session/login', {
          headers: { 'x-csrf-token': await csrf(page) },
          data: { account: 'demo_user', password: 'yunmo-demo-2026' },
        });
        expect(response.status()).toBe(200);
        signedInState = await context.storageState();
        await context.close();
      }
      await provide(signedInState);
    },
  });
  test('at 1440 px, opening 下载说明 or the user menu does not shift the page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/detail/max/${fixtures.details.max ?? ''}`);
    const download = page.locator('.detail-download');
    await expect(download).toBeInViewport();
    const positions = () =>
      Promise.all([page.locator('.site-logo').first().boundingBox(), download.boundingBox()]).then(
        (boxes) => boxes.map((box) => box?.x),
      );
    const before = await positions();
    await page.getByRole('button', { name: '下载说明' }).click();
    await expect(page.getByRole('dialog', { name: '下载说明' })).toBeVisible();
    expect(await positions()).toEqual(before);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '用户菜单' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await positions()).toEqual(before);
  });

  for (const route of SIGNED_IN_ROUTES) {
    test(route.name, async ({ page }) => {
      await checkRoute(page, route, fixtures, true);
    });
  }
});

test.describe('interaction', () => {
  test('one category flyout at a time; tabbing opens none; Escape and leaving close it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/list/max');
    const nav = page.getByRole('navigation', { name: '主导航' });
    // Tabbing through the header opens nothing.
    await nav.getByRole('link', { name: '3D模型' }).focus();
    for (let step = 0; step < 6; step += 1) await page.keyboard.press('Tab');
    await expect(page.locator('.nav-category-menu')).toHaveCount(0);
    // Hover one tab, then another: only the second stays open.
    await nav.getByRole('link', { name: '3D模型' }).hover();
    await expect(page.locator('.nav-category-menu')).toHaveCount(1);
    await nav.getByRole('link', { name: 'SU模型' }).hover();
    await expect(page.locator('.nav-category-menu')).toHaveCount(1);
    await expect(nav.getByRole('button', { name: 'SU模型分类' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(nav.getByRole('button', { name: '3D模型分类' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await page.mouse.move(700, 600);
    await expect(page.locator('.nav-category-menu')).toHaveCount(0);
    // Keyboard: the toggle opens the menu with focus inside; Escape closes it and returns focus.
    const toggle = nav.getByRole('button', { name: '3D模型分类' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.nav-category-menu').getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('.nav-category-menu')).toHaveCount(0);
    await expect(toggle).toBeFocused();
    // The focused toggle shows a focus ring.
    expect(await toggle.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe(
      'solid',
    );
    // The list's subcategory flyout closes once its parent category is chosen.
    const parent = page.locator('.filter-rows .flyout-anchor').first();
    await parent.hover();
    await expect(page.locator('.subcategory-flyout')).toBeVisible();
    await parent.getByRole('button').click();
    await expect(page.locator('.subcategory-flyout')).toHaveCount(0);
  });

  test('the sticky header keeps the logo, the current kind and the account', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/home/su');
    const sticky = page.locator('.sticky-search');
    await expect(async () => {
      await page.evaluate(() => {
        window.scrollTo(0, 900);
      });
      await expect(sticky).toHaveClass(/sticky-search-visible/, { timeout: 1000 });
    }).toPass();
    await expect(sticky.getByRole('link', { name: /云模型首页/ })).toBeInViewport();
    await expect(sticky.getByRole('combobox', { name: '搜索分类' })).toHaveValue('su');
    await expect(sticky.getByRole('link', { name: '登录账户' })).toBeInViewport();
  });

  test('phones: the drawer navigates; dialogs dock at the bottom; the side bar stays off the detail column', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/detail/max/${fixtures.details.max ?? ''}`);
    await page.getByRole('button', { name: '打开导航菜单' }).click();
    const drawer = page.getByRole('dialog', { name: '云模型' });
    await expect(drawer.getByRole('link', { name: 'SU模型' })).toBeInViewport();
    await drawer.getByRole('link', { name: 'SU模型' }).click();
    await expect(page).toHaveURL(/\/home\/su$/u);
    await expect(drawer).toBeHidden();

    await page.goto(`/detail/max/${fixtures.details.max ?? ''}`);
    await page.getByRole('button', { name: '下载说明' }).click();
    const sheet = page.getByRole('dialog', { name: '下载说明' });
    const box = await sheet.boundingBox();
    expect(box).not.toBeNull();
    expect(Math.round(box!.x)).toBe(0);
    expect(Math.round(box!.y + box!.height)).toBe(844);
    // The corner close button (the sheet's footer may have its own 关闭 too).
    const close = sheet.getByRole('button', { name: '关闭' }).first();
    await expect(close).toBeInViewport();
    await close.click();

    // The download bar stays docked while the page scrolls.
    await page.evaluate(() => {
      window.scrollTo(0, 1500);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await expect(page.locator('.detail-download')).toBeInViewport();
  });

  test('desktop: the side bar never covers the detail page’s right column', async ({ page }) => {
    for (const width of [1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/detail/max/${fixtures.details.max ?? ''}`);
      await expect(page.locator('.detail-download')).toBeVisible();
      const sideBar = page.getByRole('complementary', { name: '侧边工具栏', includeHidden: true });
      await expect(async () => {
        await page.evaluate(() => {
          window.scrollTo(0, 700);
        });
        await expect(sideBar).toHaveClass(/ym-side-bar-visible/, { timeout: 1000 });
      }).toPass();
      const bar = (await sideBar.boundingBox())!;
      const column = (await page.locator('.detail-info').boundingBox())!;
      const overlaps =
        bar.x < column.x + column.width &&
        bar.x + bar.width > column.x &&
        bar.y < column.y + column.height &&
        bar.y + bar.height > column.y;
      expect(overlaps, `side bar over the detail column at ${String(width)} px`).toBe(false);
    }
  });

  test('the side bar is reachable on a page too short to scroll 600 px', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto('/search/searchPic');
    await expect(page.getByRole('complementary', { name: '侧边工具栏' })).toHaveClass(
      /ym-side-bar-visible/,
    );
  });
});
