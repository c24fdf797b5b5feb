import { clickDownload, models, openDetail, register } from './download-helpers';
import { expect, test } from './fixtures';
import { setSchedule } from './schedule-helpers';

test.describe('no dead ends', () => {
  test('the eight home quick links go where their labels say', async ({ page }) => {
    await page.goto('/');
    const links = page.getByRole('navigation', { name: '快捷入口' }).getByRole('link');
    await expect(links).toHaveCount(8);
    const expected: Record<string, string> = {
      '3D模型': '/home/max',
      SU模型: '/home/su',
      贴图: '/home/mapping',
      UE4模型: '/home/ue4',
      UE材质: '/home/uec',
      专辑: '/album/albumList',
      排行榜: '/ranking',
      会员: '/vip/vipList',
    };
    for (const [label, href] of Object.entries(expected)) {
      const link = links.filter({ hasText: label });
      await expect(link).toHaveAttribute('href', href);
      // A real icon in a tile, not a drawn placeholder picture.
      await expect(link.locator('.quick-link-tile svg')).toBeVisible();
      await expect(link.locator('img')).toHaveCount(0);
    }
    await links.filter({ hasText: '排行榜' }).click();
    await expect(page).toHaveURL(/\/ranking$/u);
  });

  test('at 1440 px the home showcase’s lead cards are no taller than the cards beside them', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const grid = page.getByRole('list', { name: '会员模型' });
    await expect(grid.locator('.model-card-big')).toHaveCount(2);
    const heights = await grid
      .getByRole('listitem')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().height)));
    const small = heights.slice(2);
    // Two wide lead cards, one row high: the same height as every small card.
    for (const height of heights.slice(0, 2))
      expect(Math.abs(height - Math.max(...small))).toBeLessThanOrEqual(4);
    // And exactly two columns wide: from a small card's left edge to its neighbour's right edge.
    const lead = (await grid.locator('.model-card-big').first().boundingBox())!;
    const left = (await grid.getByRole('listitem').nth(2).boundingBox())!;
    const right = (await grid.getByRole('listitem').nth(3).boundingBox())!;
    expect(Math.abs(lead.width - (right.x + right.width - left.x))).toBeLessThanOrEqual(1);
  });

  test('the footer opens the about, agreement and privacy pages, which name no example company', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer).not.toContainText('示例');
    for (const [label, path, text] of [
      ['关于我们', '/about', '联系我们'],
      ['用户协议', '/agreement', '素材的下载与使用许可'],
      ['隐私政策', '/privacy', '《中华人民共和国个人信息保护法》'],
    ] as const) {
      await footer.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`, 'u'));
      await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(text);
      await expect(page.getByRole('main')).not.toContainText('示例');
    }
  });

  test('a guest on /user/favourites sees a sign-in prompt, not a blank page under a dialog', async ({
    page,
  }) => {
    await page.goto('/user/favourites');
    await expect(page.getByRole('heading', { level: 1, name: '我的收藏' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: '立即登录' })).toHaveAttribute(
      'href',
      /\/login\?source=MODEL&redirect=%2Fuser%2Ffavourites/u,
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('one modal at a time', () => {
  test.use({ dailyPopups: true });
  // The shutdown notice exists only while an operator has set a schedule (the demo has none); the
  // pages are shown on a day before the spec's closing dates.
  test.beforeAll(async () => {
    await setSchedule('spec');
  });
  test.afterAll(async () => {
    await setSchedule('off');
  });
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: new Date('2025-10-01T10:00:00+08:00') });
  });

  test('on the fifth visit with every daily notice due, the home page shows one dialog, then the next', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const today = new Date(Date.now() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
      if (window.localStorage.getItem('loginCounter') === null)
        window.localStorage.setItem('loginCounter', JSON.stringify({ day: today, count: 4 }));
    });
    await page.goto('/');
    const dialogs = page.getByRole('dialog');
    // Every automatic dialog due today shows, one after the other, never two at once.
    const seen: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      await expect(dialogs).toHaveCount(1);
      await page.waitForTimeout(1200);
      await expect(dialogs).toHaveCount(1);
      const titleId = (await dialogs.first().getAttribute('aria-labelledby')) ?? '';
      const title = (await page.locator(`[id="${titleId}"]`).textContent()) ?? '';
      seen.push(title);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: title })).toHaveCount(0);
    }
    await page.waitForTimeout(1200);
    await expect(dialogs).toHaveCount(0);
    expect(seen.sort()).toEqual(['云模型停止运营公告', '会员限时优惠', '登录后即可使用'].sort());
  });

  test('off the home page the notice is a banner and the login guide does not open on sign-in pages', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const today = new Date(Date.now() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
      window.localStorage.setItem('loginCounter', JSON.stringify({ day: today, count: 4 }));
    });
    await page.goto('/login');
    await expect(page.getByRole('region', { name: '云模型停止运营公告' })).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('one truth per fact', () => {
  test('a free 3D model reads 免费 on its card and on its page; the ranking counts 炫豆', async ({
    page,
  }) => {
    const [free] = await models(page, 'max', 'free');
    expect(free, 'a free max model').toBeDefined();
    if (!free) return;
    expect((free as unknown as { priceLabel: string }).priceLabel).toBe('免费');
    await page.goto(`/list/max?element=${encodeURIComponent(free.title)}`);
    const card = page
      .getByRole('list', { name: '模型列表' })
      .getByRole('listitem')
      .filter({ has: page.locator(`a[href="/detail/max/${free.uuid}"]`) });
    await expect(card.locator('.ym-goods-price')).toHaveText('免费');
    await openDetail(page, 'max', free.uuid);
    await expect(page.locator('.detail-price')).toContainText('免费');
    await page.goto('/ranking');
    await expect(page.getByRole('main')).not.toContainText('云豆');
  });

  test('the download count on the page rises by one after a download', async ({ page }) => {
    await register(page);
    const [model] = await models(page, 'max', 'free');
    if (!model) throw new Error('no free max model');
    await openDetail(page, 'max', model.uuid);
    const counts = page.locator('.detail-counts');
    const before = Number((/下载 (\d+)/u.exec((await counts.textContent()) ?? '') ?? [])[1]);
    const saved = page.waitForEvent('download');
    await clickDownload(page);
    const agreement = page.getByRole('dialog', { name: '用户下载协议' });
    await agreement.getByRole('checkbox').check();
    await agreement.getByRole('button', { name: '同意并下载' }).click();
    await saved;
    await expect(counts).toContainText(`下载 ${String(before + 1)}`);
  });
});

test.describe('detail page information design', () => {
  test('chips follow the chosen version, sizes are in MB, the gallery opens a zoomable lightbox', async ({
    page,
  }) => {
    const [model] = await models(page, 'max', 'nofree');
    if (!model) throw new Error('no paid max model');
    await openDetail(page, 'max', model.uuid);
    const chips = page.getByRole('list', { name: '当前版本' });
    const versions = page.locator('.detail-versions input[type=radio]');
    if ((await versions.count()) > 1) {
      await versions.nth(1).check();
      const label = (await page.locator('.detail-versions label').nth(1).textContent()) ?? '';
      const version = label.split('·')[0]?.trim() ?? '';
      await expect(chips).toContainText(`版本${version}`);
    }
    await expect(page.locator('.detail-versions')).toContainText(/\d+\.\d{2} MB/u);
    await expect(page.locator('.detail-versions')).not.toContainText(/\bKB\b/u);
    await page.getByRole('button', { name: '查看大图' }).click();
    const lightbox = page.getByRole('dialog', { name: new RegExp(model.title, 'u') });
    await expect(lightbox).toBeVisible();
    await lightbox.getByRole('button', { name: '放大' }).click();
    await expect(lightbox.locator('img.zoomed')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.detail-similar .price').first()).toHaveText(
      /^(免费|¥\d+\.\d{2})$/u,
    );
  });
});
