import { expect, test } from './fixtures';

test.describe('home page', () => {
  test('shows every section with the spec sizes', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/云模型/);
    await expect(
      page.getByRole('region', { name: '首页横幅' }).or(page.getByLabel('首页横幅')),
    ).toBeVisible();
    await expect(page.getByRole('search').first()).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: '快捷入口' }).getByRole('link').first(),
    ).toBeVisible();

    const tabs = page.getByRole('tablist', { name: '模型分类' });
    await expect(tabs.getByRole('tab')).toHaveText(['会员模型', '3D模型', 'SU模型', 'UE模型']);
    const grid = page.getByRole('list', { name: '会员模型' });
    await expect(grid.getByRole('listitem')).toHaveCount(10);
    await expect(grid.locator('.model-card-big')).toHaveCount(2);

    await tabs.getByRole('tab', { name: 'SU模型' }).click();
    await expect(page.getByRole('list', { name: 'SU模型' }).getByRole('listitem')).toHaveCount(12);
    await expect(page.getByRole('link', { name: /查看更多/ }).first()).toHaveAttribute(
      'href',
      '/list/su',
    );
    await tabs.getByRole('tab', { name: 'UE模型' }).click();
    await expect(page.getByRole('list', { name: 'UE模型' }).getByRole('listitem')).toHaveCount(8);

    await expect(page.getByRole('list', { name: '材质贴图' }).getByRole('listitem')).toHaveCount(8);
    await expect(page.getByRole('heading', { name: '模型专辑' })).toBeVisible();
    const ranking = page.getByRole('list', { name: '作者排行' }).first();
    await ranking.scrollIntoViewIfNeeded();
    const heights = await ranking
      .locator('.rank-bar')
      .evaluateAll((bars) => bars.map((bar) => (bar as HTMLElement).offsetHeight));
    expect(Math.max(...heights)).toBe(200);
    expect(heights.length).toBeLessThanOrEqual(13);
    await page.getByRole('tab', { name: '近一个月' }).click();
    await expect(page.getByRole('tab', { name: '近一个月' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('the banner’s and the ad strip’s captions sit wholly inside their pictures, on phones and desktops', async ({
    page,
  }) => {
    await page.goto('/');
    for (const width of [390, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const ads = page.getByRole('region', { name: '广告' });
      await ads.scrollIntoViewIfNeeded();
      await expect(ads.locator('.ym-carousel-caption').first()).toBeVisible();
      // Each visible caption against the carousel that clips it (overflow hidden).
      const outside = await page.locator('.ym-carousel').evaluateAll((carousels) =>
        carousels.flatMap((carousel) => {
          const frame = carousel.getBoundingClientRect();
          return [...carousel.querySelectorAll('.ym-carousel-caption')]
            .map((caption) => caption.getBoundingClientRect())
            .filter((box) => box.right > frame.left && box.left < frame.right)
            .filter(
              (box) =>
                box.top < frame.top - 0.5 ||
                box.bottom > frame.bottom + 0.5 ||
                box.left < frame.left - 0.5 ||
                box.right > frame.right + 0.5,
            )
            .map(
              (box) => `${carousel.className}: ${JSON.stringify(box)} in ${JSON.stringify(frame)}`,
            );
        }),
      );
      expect(outside, `${String(width)} px`).toEqual([]);
    }
  });

  test('/newHome has the same model sections below its own banner (browse-fidelity.spec.ts covers the differences)', async ({
    page,
  }) => {
    await page.goto('/newHome');
    await expect(page.getByRole('tablist', { name: '模型分类' })).toBeVisible();
  });

  test('sticky search after 437 px and side bar after 600 px; QQ copy toast', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    await expect(page.getByRole('tablist', { name: '模型分类' })).toBeVisible();
    const sideBar = page.getByRole('complementary', { name: '侧边工具栏', includeHidden: true });
    await expect(sideBar).not.toHaveClass(/ym-side-bar-visible/);
    await expect(page.locator('.sticky-search')).not.toHaveClass(/sticky-search-visible/);
    await page.evaluate(() => {
      window.scrollTo(0, 500);
    });
    await expect(page.locator('.sticky-search')).toHaveClass(/sticky-search-visible/);
    await expect(sideBar).not.toHaveClass(/ym-side-bar-visible/);
    await page.evaluate(() => {
      window.scrollTo(0, 700);
    });
    await expect(sideBar).toHaveClass(/ym-side-bar-visible/);
    await sideBar.getByRole('button', { name: 'QQ群' }).click();
    await expect(page.getByText('复制成功').first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^\d{5,}$/);
    await sideBar.getByRole('button', { name: '回到顶部' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('layout: nav dropdown of categories, login links with the return address, footer', async ({
    page,
  }) => {
    await page.goto('/ranking');
    const login = page.getByRole('link', { name: '登录', exact: true });
    await expect(login).toHaveAttribute('href', '/login?source=MODEL&redirect=%2Franking');
    await expect(page.getByRole('link', { name: '注册', exact: true })).toHaveAttribute(
      'href',
      /^\/register\?source=MODEL&redirect=/,
    );
    await expect(page.getByRole('link', { name: '黄金会员' })).toHaveAttribute(
      'href',
      '/vip/vipList',
    );
    await expect(page.getByRole('link', { name: '客户端下载' })).toBeVisible();
    await page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '3D模型' })
      .hover();
    const menu = page.locator('.nav-category-menu');
    await expect(menu.getByRole('link', { name: '家具', exact: true })).toBeVisible();
    expect(await menu.locator('.nav-category-row').count()).toBeLessThanOrEqual(9);
    await expect(menu.getByRole('link', { name: /更多分类/ })).toHaveAttribute('href', '/list/max');
    await menu.getByRole('link', { name: '吊灯', exact: true }).click();
    await expect(page).toHaveURL(/\/list\/max\/8-9-0-1-0-0-0-0-0-0-0-0$/);
    await expect(page.getByRole('contentinfo')).toContainText('关于我们');
  });

  test('an API failure shows the message and the page stays usable', async ({ page }) => {
    await page.route('**/api/home', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          type: '/api/problems/upstream-error',
          title: '服务暂不可用',
          status: 502,
          detail: 'request error',
          code: 'UPSTREAM_ERROR',
          legacyCode: -1,
        }),
      }),
    );
    await page.goto('/');
    await expect(page.getByRole('alert').filter({ hasText: 'request error' })).toBeVisible();
    // The route's prefetch may have failed before the page mounted; the mount then asks again.
    // Let that second request answer (refused too) before the real API is let through, or it
    // would load the page by itself and 重试 would vanish under the click.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('alert').filter({ hasText: 'request error' })).toBeVisible();
    await page.unroute('**/api/home');
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByRole('tablist', { name: '模型分类' })).toBeVisible();
    await page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: 'SU模型' })
      .click();
    await expect(page).toHaveURL(/\/home\/su$/);
  });
});
