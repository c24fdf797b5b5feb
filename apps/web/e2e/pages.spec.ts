import { HELP_MENU } from '@yunmo/domain/messages';
import { expect, test } from './fixtures';

test.describe('ranking, hot words, help, 404', () => {
  test('ranking: income then upload, cumulative and last month, top 20, activity link', async ({
    page,
  }) => {
    for (const path of ['/ranking', '/ranking/list']) {
      await page.goto(path);
      const tabs = page.getByRole('tablist', { name: '排行榜' });
      await expect(tabs.getByRole('tab')).toHaveText(['收益榜', '上传榜']);
      const rows = page.locator('.ranking-table tbody tr');
      await expect(rows.first()).toBeVisible();
      expect(await rows.count()).toBeLessThanOrEqual(20);
    }
    await page
      .getByRole('group', { name: '统计周期' })
      .getByRole('button', { name: '近一个月' })
      .click();
    await expect(page).toHaveURL(/period=month/);
    await page.getByRole('tab', { name: '上传榜' }).click();
    await expect(page).toHaveURL(/board=uploads/);
    await expect(page.getByRole('columnheader', { name: '作品数' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: '查看活动' })).toHaveAttribute(
      'href',
      '/active/activeList',
    );
  });

  test('hot words page links to lists', async ({ page }) => {
    await page.goto('/labelIndex/labelIndexList');
    await expect(page.getByRole('heading', { name: '热门搜索词' })).toBeVisible();
    const word = page.locator('.label-words a').first();
    await expect(word).toHaveAttribute('href', /^\/list\/max\?element=/);
    await expect(
      page.getByRole('region', { name: 'SU模型热搜' }).getByRole('link').first(),
    ).toBeVisible();
  });

  test('help page side menu with real content', async ({ page }) => {
    await page.goto('/commonProblems/commonProblemsIndex');
    const menu = page.getByRole('navigation', { name: '帮助分类' });
    await expect(menu.getByRole('link')).toHaveText([...HELP_MENU]);
    await menu.getByRole('link', { name: '提现转账' }).click();
    await expect(page.getByRole('heading', { name: '提现转账', level: 1 })).toBeVisible();
    await expect(page.getByText(/满100炫豆/)).toBeVisible();
    await menu.getByRole('link', { name: '上传收益' }).click();
    await expect(page.getByText(/50%/)).toBeVisible();
  });

  test('unknown paths show the Chinese 404 page with search and popular links; it links back', async ({
    page,
  }) => {
    await page.goto('/this/does/not/exist');
    await expect(page).toHaveURL(/\/this\/does\/not\/exist$/);
    await expect(page.getByRole('heading', { level: 1, name: '404 · 页面不存在' })).toBeVisible();
    await expect(page.getByRole('search', { name: '模型搜索' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: '热门频道' }).getByRole('link', { name: 'SU模型' }),
    ).toHaveAttribute('href', '/list/su');
    await page.goto('/404');
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a page whose code chunk fails reloads at most once a minute', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('tablist', { name: '模型分类' })).toBeVisible();
    await page.route(/\/assets\/help-[^/]+\.js$/, (route) => route.abort());
    const helpLink = page.getByRole('contentinfo').getByRole('link', { name: '常见问题' });
    await Promise.all([page.waitForEvent('load'), helpLink.click()]);
    expect(
      await page.evaluate(() => window.sessionStorage.getItem('chunkReloadAt')),
    ).not.toBeNull();
    await expect(page.getByRole('tablist', { name: '模型分类' })).toBeVisible();
    // Within the minute, a second failure shows the error screen instead of reloading again.
    await helpLink.click();
    await expect(
      page.getByRole('main').filter({ hasText: '500 Unknown middleware' }),
    ).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: '页面出错了' })).toBeVisible();
    await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
  });
});
