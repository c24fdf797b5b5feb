import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { encodeAuthorName } from '@yunmo/domain/author-name';
import { AXE_WIDTHS, audit } from './axe-helpers';
import { csrf } from './download-helpers';
import { expect, test } from './fixtures';

/**
 * The no-sideways-scroll check and axe-core (critical and serious fail) at 390, 768, 1280, 1440
 * and 1920 px on the routes that responsive.spec.ts does not load, signed out and signed in.
 * responsive.spec.ts audits its own routes in the same page loads as its layout checks, so between
 * the two files every route is audited at the five widths in both states. A route loads once per
 * state at the phone width and once at the first desktop width; the tablet and the wider desktops
 * resize that load (their layout is pure CSS). The signed-in state is one context for the whole file.
 */
const WIDTHS = AXE_WIDTHS;
const HEIGHT: Record<(typeof WIDTHS)[number], number> = {
  390: 844,
  768: 1024,
  1280: 800,
  1440: 900,
  1920: 1080,
};
const LOADS = new Set<number>([390, 1280]);

// Up to ten audits a route (five widths, two states).
test.describe.configure({ timeout: 300_000 });

interface Samples {
  max: string;
  mapping: string;
  album: string;
  author: string;
}

async function samples(request: APIRequestContext): Promise<Samples> {
  const json = async <T>(url: string) => (await (await request.get(url)).json()) as T;
  const max = await json<{ items: { uuid: string }[] }>('/api/models?kind=max');
  const mapping = await json<{ items: { uuid: string }[] }>('/api/models?kind=mapping');
  const albums = await json<{ items: { uuid: string }[] }>('/api/albums?page=1');
  const ranking = await json<{ data: { userName: string }[] }>('/v1/ranking/list?category=3');
  return {
    max: max.items[0]!.uuid,
    mapping: mapping.items[0]!.uuid,
    album: albums.items[0]!.uuid,
    author: encodeAuthorName(ranking.data[0]!.userName),
  };
}

type State = 'signed-out' | 'signed-in';
/** Each route with the states audited here; responsive.spec.ts audits the states left out. */
const ROUTES: readonly [name: string, path: (s: Samples) => string, states: readonly State[]][] = [
  ['new home', () => '/newHome', ['signed-out', 'signed-in']],
  ['channel', () => '/home/max', ['signed-in']],
  ['list', () => '/list/max/0-0-0-1-0-0-0-0-0-0-0-0', ['signed-in']],
  ['texture list', () => '/list/mapping', ['signed-out', 'signed-in']],
  ['empty search', () => '/list/max?element=zzzqqq', ['signed-out', 'signed-in']],
  ['model list', () => '/model/list?feeType=member', ['signed-out', 'signed-in']],
  ['debugger list', () => '/model/debugger/list?type=1', ['signed-out', 'signed-in']],
  ['texture detail', (s) => `/detail/mapping/${s.mapping}`, ['signed-in']],
  ['image search', () => '/search/searchPic', ['signed-in']],
  ['albums', () => '/album/albumList', ['signed-in']],
  ['album', (s) => `/album/albumDetail/${s.album}`, ['signed-in']],
  ['ranking', () => '/ranking', ['signed-in']],
  ['hot words', () => '/labelIndex/labelIndexList', ['signed-out', 'signed-in']],
  ['help', () => '/commonProblems/commonProblemsIndex', ['signed-in']],
  ['vip', () => '/vip/vipList', ['signed-in']],
  ['activities', () => '/active/activeList', ['signed-out', 'signed-in']],
  ['survey', () => '/survey/survey', ['signed-out', 'signed-in']],
  ['mode letter', () => '/modeLetter', ['signed-out', 'signed-in']],
  ['ue channel', () => '/ueChannel', ['signed-out', 'signed-in']],
  ['author', (s) => `/personalCenter/center?flag=${s.author}`, ['signed-in']],
  ['login', () => '/login', ['signed-in']],
  ['register', () => '/register', ['signed-out', 'signed-in']],
  ['favourites', () => '/user/favourites', ['signed-out']],
  ['messages', () => '/user/messages', ['signed-out']],
  ['about', () => '/about', ['signed-out', 'signed-in']],
  ['agreement', () => '/agreement', ['signed-out', 'signed-in']],
  ['privacy', () => '/privacy', ['signed-out', 'signed-in']],
  ['not found', () => '/no/such/page', ['signed-in']],
];

async function signedInPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const page = await context.newPage();
  const response = await page.request.post('/api/session/login', {
    headers: { 'x-csrf-token': await csrf(page) },
    data: { account: 'demo_user', password: 'yunmo-demo-2026' },
  });
  expect(response.status()).toBe(200);
  return page;
}

async function quietPopups(page: Page): Promise<void> {
  // The audit is of the page itself; the daily notices have their own tests.
  await page.addInitScript(() => {
    const today = new Date(Date.now() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
    for (const user of ['guest', 'demo_user'])
      for (const popup of ['shutdownPopup', 'experiencePopup', 'vipDiscountPopup'])
        window.localStorage.setItem(`${popup}:${user}`, JSON.stringify(today));
    window.localStorage.setItem('loginCounter', JSON.stringify({ day: today, count: 100 }));
  });
}

/** One route in one state at every width: failures of the no-sideways-scroll check and axe. */
async function auditRoute(tab: Page, route: string, label: string): Promise<string[]> {
  const failures: string[] = [];
  for (const width of WIDTHS) {
    await tab.setViewportSize({ width, height: HEIGHT[width] });
    if (LOADS.has(width)) {
      await tab.goto(route);
      // Quiet network where it comes; a busy machine may keep a request open longer, and the
      // loading states below are what the audit really waits for.
      await tab.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    } else
      await tab.evaluate(() => {
        window.scrollTo(0, 0);
      });
    // The app has rendered (an audit of an empty shell passes wrongly), and lazy chunks and
    // loading states settle before the audit.
    await expect(tab.locator('main').first()).toBeVisible();
    await expect(tab.locator('.ym-loading, .skeleton-grid')).toHaveCount(0, { timeout: 15_000 });
    const { scrollWidth, innerWidth } = await tab.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    if (scrollWidth > innerWidth)
      failures.push(
        `${label} ${String(width)} scrolls sideways: ${String(scrollWidth)} > ${String(innerWidth)}`,
      );
    failures.push(...(await audit(tab, label)));
  }
  return failures;
}

let member: Page | undefined;
test.afterAll(async () => {
  await member?.context().close();
  member = undefined;
});

for (const [name, path, states] of ROUTES) {
  test(`axe: ${name}, ${states.join(' and ')}, 390 to 1920 px`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const route = path(await samples(request));
    const failures: string[] = [];
    if (states.includes('signed-out'))
      failures.push(...(await auditRoute(page, route, `${route} signed-out`)));
    if (states.includes('signed-in')) {
      if (!member) {
        member = await signedInPage(browser, baseURL ?? '');
        await quietPopups(member);
      }
      failures.push(...(await auditRoute(member, route, `${route} signed-in`)));
    }
    expect(failures, `critical and serious axe violations on ${route}`).toEqual([]);
  });
}
