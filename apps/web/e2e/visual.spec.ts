import { expect, test } from './fixtures';

const PAGES = [
  ['home', '/'],
  ['channel', '/home/su'],
  ['list', '/list/max/8-0-0-1-0-0-0-0-0-0-0-0'],
  ['albums', '/album/albumList'],
  ['ranking', '/ranking'],
  ['label-index', '/labelIndex/labelIndexList'],
  ['help', '/commonProblems/commonProblemsIndex'],
  ['not-found', '/404'],
] as const;

test.describe('layout and screenshots', () => {
  for (const [name, path] of PAGES) {
    test(`${name}: fits 1500 px without sideways scrolling; screenshot for review`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: 1500, height: 900 });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
      await testInfo.attach(`${name}.png`, {
        body: await page.screenshot({ fullPage: false }),
        contentType: 'image/png',
      });
    });
  }

  test('below 1440 px the grid turns fluid: no sideways scrolling, the columns follow the width', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/list/max');
    await expect(
      page.getByRole('list', { name: '模型列表' }).getByRole('listitem').first(),
    ).toBeVisible();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    const columns = await page
      .getByRole('list', { name: '模型列表' })
      .evaluate(
        (list) =>
          new Set(
            [...list.children]
              .slice(0, 8)
              .map((card) => Math.round(card.getBoundingClientRect().top)),
          ).size,
      );
    // Eight cards in two rows of four.
    expect(columns).toBe(2);
  });

  test('goods cards are 310, 320 or 344 px wide around the 1799/1999 breakpoints', async ({
    page,
  }) => {
    for (const [viewport, expected] of [
      [1700, 310],
      [1900, 320],
      [2200, 344],
    ] as const) {
      await page.setViewportSize({ width: viewport, height: 900 });
      await page.goto('/list/max');
      const card = page.getByRole('list', { name: '模型列表' }).locator('.ym-goods-card').first();
      await expect(card).toBeVisible();
      expect(Math.round((await card.boundingBox())?.width ?? 0)).toBe(expected);
    }
  });
});
