import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { encodeAuthorName } from '@yunmo/domain/author-name';
import { csrf } from './download-helpers';
import { expect, test } from './fixtures';

/**
 * axe-core over every route, signed out and signed in, at a laptop and a phone width. Critical and
 * serious violations fail; every audit logs one `axe-total` line (route, state, width, the count of
 * rules violated per impact) so the totals can be summed across the run.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
type Impact = 'critical' | 'serious' | 'moderate' | 'minor';

test.describe.configure({ timeout: 180_000 });

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

const ROUTES: readonly [name: string, path: (s: Samples) => string][] = [
  ['home', () => '/'],
  ['new home', () => '/newHome'],
  ['channel', () => '/home/max'],
  ['list', () => '/list/max/0-0-0-1-0-0-0-0-0-0-0-0'],
  ['texture list', () => '/list/mapping'],
  ['empty search', () => '/list/max?element=zzzqqq'],
  ['model list', () => '/model/list?feeType=member'],
  ['debugger list', () => '/model/debugger/list?type=1'],
  ['max detail', (s) => `/detail/max/${s.max}`],
  ['texture detail', (s) => `/detail/mapping/${s.mapping}`],
  ['image search', () => '/search/searchPic'],
  ['albums', () => '/album/albumList'],
  ['album', (s) => `/album/albumDetail/${s.album}`],
  ['ranking', () => '/ranking'],
  ['hot words', () => '/labelIndex/labelIndexList'],
  ['help', () => '/commonProblems/commonProblemsIndex'],
  ['vip', () => '/vip/vipList'],
  ['activities', () => '/active/activeList'],
  ['survey', () => '/survey/survey'],
  ['mode letter', () => '/modeLetter'],
  ['ue channel', () => '/ueChannel'],
  ['author', (s) => `/personalCenter/center?flag=${s.author}`],
  ['login', () => '/login'],
  ['register', () => '/register'],
  ['favourites', () => '/user/favourites'],
  ['messages', () => '/user/messages'],
  ['about', () => '/about'],
  ['agreement', () => '/agreement'],
  ['privacy', () => '/privacy'],
  ['not found', () => '/no/such/page'],
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

for (const [name, path] of ROUTES) {
  test(`axe: ${name}, signed out and in, 1440 and 390 px`, async ({
    page,
    browser,
    request,
    baseURL,
  }, testInfo) => {
    const route = path(await samples(request));
    const member = await signedInPage(browser, baseURL ?? '');
    await quietPopups(member);
    const failures: string[] = [];
    const totals: Record<string, Record<Impact, number>> = {};
    for (const [state, tab] of [
      ['signed-out', page],
      ['signed-in', member],
    ] as const) {
      for (const viewport of WIDTHS) {
        await tab.setViewportSize(viewport);
        await tab.goto(route);
        await tab.waitForLoadState('networkidle');
        // Lazy chunks and loading states settle before the audit.
        await expect(tab.locator('.ym-loading, .skeleton-grid')).toHaveCount(0, {
          timeout: 15_000,
        });
        const result = await new AxeBuilder({ page: tab }).withTags(TAGS).analyze();
        const count: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
        for (const violation of result.violations) {
          const impact = (violation.impact ?? 'minor') as Impact;
          count[impact] += 1;
          if (impact === 'critical' || impact === 'serious')
            failures.push(
              `${state} ${String(viewport.width)} ${impact} ${violation.id} ×${String(violation.nodes.length)}: ${violation.nodes
                .map((node) => node.target.join(' '))
                .slice(0, 3)
                .join(' | ')}`,
            );
        }
        totals[`${state} ${String(viewport.width)}`] = count;
        console.log(
          `axe-total\t${route}\t${state}\t${String(viewport.width)}\t${String(count.critical)}\t${String(count.serious)}\t${String(count.moderate)}\t${String(count.minor)}`,
        );
      }
    }
    await member.context().close();
    await testInfo.attach('axe-totals.json', {
      body: JSON.stringify(totals),
      contentType: 'application/json',
    });
    expect(failures, `critical and serious axe violations on ${route}`).toEqual([]);
  });
}
