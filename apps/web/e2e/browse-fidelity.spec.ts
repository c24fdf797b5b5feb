import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { serverQueries } from './ssr-helpers';

// Renders and searches share two cores with the rest of the machine.
test.describe.configure({ timeout: 90_000 });

const shots = process.env.SHOTS_DIR;
async function shoot(page: Page, name: string): Promise<void> {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: false });
}

/** A PNG of a seeded preview as the browser shows it (previews are served as WebP). */
async function screenshotOf(page: Page, url: string): Promise<Buffer> {
  const viewer = await page.context().newPage();
  await viewer.setViewportSize({ width: 640, height: 480 });
  await viewer.goto(url);
  const picture = await viewer.screenshot({ type: 'png' });
  await viewer.close();
  return picture;
}

interface LegacyCard {
  uuid: string;
  thumbPath: string;
}

test.describe('UE channel', () => {
  test('/ueChannel shows rendered scenes with their headlines, and each video a rendered poster', async ({
    page,
  }) => {
    await page.goto('/ueChannel');
    await expect(page.getByRole('heading', { level: 1, name: 'UE频道' })).toBeAttached();
    const carousel = page.locator('[aria-label="UE频道轮播"]');
    await expect(carousel.getByText('Max2UE 一键转换').first()).toBeAttached();
    await expect(carousel.getByText('3ds Max 场景一键导入虚幻引擎').first()).toBeAttached();
    const first = carousel.locator('img').first();
    await expect(first).toHaveAttribute('src', /^\/files\/renders\/banner\/ue-channel-0\//u);
    await expect
      .poll(() => first.evaluate((image: HTMLImageElement) => image.naturalWidth), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    const posters = await page
      .locator('.ue-video video')
      .evaluateAll((videos) => videos.map((video) => video.getAttribute('poster') ?? ''));
    expect(posters).toHaveLength(3);
    for (const poster of posters) {
      expect(poster).toMatch(/^\/files\/renders\/banner\/ue-channel-\d+\/scene-800\.webp$/u);
      const response = await page.request.get(poster);
      expect(response.status(), poster).toBe(200);
      expect(response.headers()['content-type']).toBe('image/webp');
    }
  });
});

test.describe('home pages', () => {
  test('/ shows its captioned banners, the ad carousel, the category-3 images and 8-thumbnail albums', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page
      .getByRole('region', { name: '首页横幅' })
      .or(page.locator('[aria-label="首页横幅"]'));
    await expect(banner.getByText('新品上架').first()).toBeAttached();
    await expect(banner.getByText('查看新品').first()).toBeAttached();
    await expect(banner.getByText('每日更新，精选新模型第一时间下载').first()).toBeAttached();
    // The banner pictures are renders of catalogue models (previews), not drawn placeholders.
    const firstBanner = banner.locator('img').first();
    await expect(firstBanner).toHaveAttribute('src', /^\/files\/renders\/banner\//u);
    await expect
      .poll(() => firstBanner.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    const ads = page.getByRole('region', { name: '广告' });
    await expect(ads.getByText('开通会员免费下载').first()).toBeAttached();
    await expect(ads.getByText('立即开通').first()).toBeAttached();

    const scenes = page.getByRole('region', { name: '专区推荐' });
    await expect(scenes.getByRole('link')).toHaveCount(3);
    await expect(scenes.getByRole('link').first()).toContainText('SU模型专区');
    await expect(scenes.getByRole('link').first()).toContainText('进入专区');

    const album = page.locator('section[aria-labelledby="home-albums"] .album-thumbs').first();
    await expect(album).toHaveAttribute('data-thumbnails', '8');
    await expect(album.locator('img')).toHaveCount(8);
    await expect(page.getByRole('region', { name: '广告图片' })).toHaveCount(0);
    await page.setViewportSize({ width: 1440, height: 900 });
    await shoot(page, 'home-1440');
    const albums = page.locator('section[aria-labelledby="home-albums"]');
    await albums.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        albums
          .locator('img')
          .first()
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      )
      .toBe(true);
    await expect
      .poll(() =>
        scenes
          .locator('img')
          .first()
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      )
      .toBe(true);
    await page.evaluate(() => window.scrollBy(0, -260));
    await page.waitForTimeout(500);
    await shoot(page, 'home-albums-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'home-390');
  });

  test('/newHome shows the big images as its carousel and the ad images', async ({ page }) => {
    await page.goto('/newHome');
    const banner = page.locator('[aria-label="大图横幅"]');
    await expect(banner.getByText('云模型·海量3D模型下载').first()).toBeAttached();
    await expect(banner.getByText('开始探索').first()).toBeAttached();
    const adImages = page.getByRole('region', { name: '广告图片' });
    await expect(adImages.getByRole('link')).toHaveCount(3);
    await expect(adImages.getByRole('link').first()).toContainText('开通会员免费下载');
    await expect(adImages.getByRole('link').first()).toContainText('立即开通');
    await expect(page.locator('[aria-label="首页横幅"]')).toHaveCount(0);
    await expect(page.getByRole('region', { name: '专区推荐' })).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'new-home-390');
  });
});

test.describe('list links and filters', () => {
  test('/list/max?feeType=member lists member models only, and esIndex reaches the search', async ({
    page,
  }) => {
    // The page comes rendered: the search the server made for it travels with it.
    const searched = (kind: string) => async () =>
      (await serverQueries(page))
        .filter((query) => query.endpointName === 'searchKindModels')
        .map((query) => query.originalArgs as { kind: string; filter: string; esIndex?: number })
        .filter((args) => args.kind === kind);
    await page.goto('/list/max?feeType=member');
    expect((await searched('max')()).map((args) => args.filter)).toEqual([
      '0-0-0-1-0-0-1-0-0-0-0-0',
    ]);
    const fees = page.getByRole('group', { name: '费用' });
    await expect(fees.getByRole('button', { name: '无限会员' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const cards = page.getByRole('list', { name: '模型列表' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const badges = await cards.locator('.ym-badge').allTextContents();
    expect(badges.length).toBe(await cards.count());
    for (const badge of badges) expect(badge).toMatch(/会员免费$/u);

    await page.goto('/list/max?element=%E6%B2%99%E5%8F%91&esIndex=1');
    expect((await searched('max')()).map((args) => args.esIndex)).toEqual([1]);
    // A filter change keeps esIndex in the address and in the browser's own search.
    const withIndex = page.waitForRequest(
      (request) =>
        request.url().includes('/api/kinds/max/models') && request.url().includes('esIndex'),
    );
    await page.getByRole('group', { name: '特色' }).getByRole('button', { name: '独家' }).click();
    expect(new URL((await withIndex).url()).searchParams.get('esIndex')).toBe('1');
    await expect(page).toHaveURL(/\/list\/max\/0-0-0-1-0-0-0-0-0-1-0-0\?element=.+&esIndex=1$/u);
    await expect(page.getByRole('button', { name: '移除独家' })).toBeVisible();
  });

  test('unique, vr and spaces have switches on the MAX/SU lists only', async ({ page }) => {
    await page.goto('/list/su');
    const flags = page.getByRole('group', { name: '特色' });
    await flags.getByRole('button', { name: 'VR全景' }).click();
    await expect(page).toHaveURL(/\/list\/su\/0-0-0-1-0-0-0-0-0-0-1-0/u);
    await page
      .getByRole('group', { name: '特色' })
      .getByRole('button', { name: '整体空间' })
      .click();
    await expect(page).toHaveURL(/\/list\/su\/0-0-0-1-0-0-0-0-0-0-1-1/u);
    await expect(
      page.getByRole('group', { name: '特色' }).getByRole('button', { name: 'VR全景' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/list/mapping');
    await expect(page.getByRole('group', { name: '费用' })).toBeVisible();
    await expect(page.getByRole('group', { name: '特色' })).toHaveCount(0);
  });

  test('cards carry score, renderer, favourites and charge-category labels, tidy at 390 and 1440 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/list/max');
    const card = page.getByRole('list', { name: '模型列表' }).getByRole('listitem').first();
    await expect(card.locator('.ym-goods-details')).toContainText(/评分 \d+/u);
    await expect(card.locator('.ym-goods-stats')).toContainText('收藏');
    await shoot(page, 'list-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/list/max?feeType=member');
    await expect(card.locator('.ym-badge').first()).toBeVisible();
    // Nothing on the card is wider than the card.
    const overflow = await page
      .getByRole('list', { name: '模型列表' })
      .locator('.ym-goods-card')
      .first()
      .evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await shoot(page, 'list-member-390');
  });
});

test("the fee row shows the labels the server's dictionary gives", async ({ page }) => {
  // The gateway labels the fees from FEETYPE (its tests check the call); the page must show what it answers.
  await page.route('**/api/kinds/mapping/filters', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { feeTypes: { slot: string; label: string }[] };
    body.feeTypes = body.feeTypes.map((fee) => ({ ...fee, label: `${fee.label}素材` }));
    await route.fulfill({ response: answer, json: body });
  });
  // Reached from another list (client-side), the page asks for the mapping filters itself; loaded
  // from its address it would come rendered with the filters already in it.
  await page.goto('/list/max');
  await page
    .getByRole('navigation', { name: '模型类型' })
    .getByRole('link', { name: '材质贴图' })
    .click();
  await expect(page).toHaveURL(/\/list\/mapping$/u);
  const fees = page.getByRole('group', { name: '费用' });
  await expect(fees.getByRole('button', { name: '会员素材' })).toBeVisible();
  await fees.getByRole('button', { name: '免费素材' }).click();
  await expect(page.getByRole('button', { name: '移除费用：免费素材' })).toBeVisible();
});

test.describe('debugger views', () => {
  test('the mapping and UE tabs work and have their filter rows', async ({ page }) => {
    await page.goto('/model/debugger/list?type=max');
    await expect(page.getByRole('group', { name: '特色' })).toBeVisible();
    for (const [tab, type] of [
      ['材质贴图', 'mapping'],
      ['UE模型', 'ue4'],
      ['UE材质', 'uec'],
    ] as const) {
      await page
        .getByRole('navigation', { name: '模型类型' })
        .getByRole('button', { name: tab })
        .click();
      await expect(page).toHaveURL(new RegExp(`type=${type}`, 'u'));
      await expect(page.getByText('This page could not be found')).toHaveCount(0);
      await expect(page.getByRole('group', { name: '费用' })).toBeVisible();
      await expect(
        page.getByRole('list', { name: '模型列表' }).getByRole('listitem').first(),
      ).toBeVisible();
    }
    // A filter refreshes in place, on page 1.
    await page.getByRole('group', { name: '费用' }).getByRole('button', { name: '付费' }).click();
    await expect(page).toHaveURL(/filter=0-0-0-1-0-0-0-1-0-0-0-0/u);
    await expect(page).toHaveURL(/\/model\/debugger\/list\?/u);
    await page.goto('/model/debugger2/list?type=3');
    await expect(
      page.getByRole('navigation', { name: '模型类型' }).getByRole('button', { name: '材质贴图' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('image search uploads first', () => {
  test('a file is uploaded, then its path is searched; no data URL travels in the search', async ({
    page,
    request,
    baseURL,
  }) => {
    const list = (await (await request.get('/v1/model/search?modelType=1&pn=1&size=4')).json()) as {
      data: { records: LegacyCard[] };
    };
    const picture = await screenshotOf(page, `${baseURL ?? ''}${list.data.records[0]!.thumbPath}`);
    const bodies: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/image-search') && sent.method() === 'POST')
        bodies.push(sent.postData() ?? '');
    });
    await page.goto('/search/searchPic');
    const uploaded = page.waitForRequest(
      (sent) => sent.url().endsWith('/api/image-search/pictures') && sent.method() === 'POST',
    );
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'p.png', mimeType: 'image/png', buffer: picture });
    expect((await uploaded).headers()['content-type']).toBe('image/png');
    await expect(
      page.getByRole('list', { name: '以图搜图结果' }).getByRole('listitem').first(),
    ).toBeVisible({ timeout: 30_000 });
    expect(bodies).toHaveLength(1);
    expect(JSON.parse(bodies[0]!)).toEqual({
      path: expect.stringMatching(
        /^\/v1\/search\/userRole\/imgSearch\/picture\/[0-9a-f]{32}\.jpg$/u,
      ),
      cid: 1,
    });
    expect(bodies[0]).not.toContain('data:');
    await shoot(page, 'image-search-1440');

    // A full load elsewhere clears the stored picture; a reload here keeps it.
    await page.reload();
    await expect(page.getByTestId('crop-frame').locator('img')).toBeVisible();
    await page.goto('/ranking');
    const stored = await page.evaluate(
      () =>
        JSON.parse(window.localStorage.getItem('imageSearchState') ?? '{}') as {
          image: unknown;
          path: unknown;
        },
    );
    expect(stored).toMatchObject({ image: null, path: null });
  });

  test('a link is fetched by the server and shown from this origin, whatever the CSP', async ({
    page,
    request,
    baseURL,
  }) => {
    // The link upload of a reachable outside host, answered with a picture the API really keeps.
    const list = (await (await request.get('/v1/model/search?modelType=1&pn=1&size=4')).json()) as {
      data: { records: LegacyCard[] };
    };
    const picture = await screenshotOf(page, `${baseURL ?? ''}${list.data.records[1]!.thumbPath}`);
    const kept = (await (
      await request.post('/v1/search/userRole/imgSearch/localupload', {
        multipart: { file: { name: 'p.png', mimeType: 'image/png', buffer: picture } },
      })
    ).json()) as { data: { path: string } };
    let linkBody = '';
    await page.route('**/api/image-search/pictures/by-link', async (route) => {
      linkBody = route.request().postData() ?? '';
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ path: kept.data.path, previewUrl: kept.data.path }),
      });
    });
    const outside: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().startsWith('https://images.example.com/')) outside.push(sent.url());
    });
    await page.goto('/search/searchPic');
    await page.getByLabel('图片网址').fill('https://images.example.com/sofa.jpg');
    await page.getByLabel('图片网址').press('Enter');
    await expect(
      page.getByRole('list', { name: '以图搜图结果' }).getByRole('listitem').first(),
    ).toBeVisible({ timeout: 30_000 });
    expect(JSON.parse(linkBody)).toEqual({ url: 'https://images.example.com/sofa.jpg' });
    const shown = page.getByTestId('crop-frame').locator('img');
    await expect(shown).toHaveAttribute('src', kept.data.path);
    await expect
      .poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    expect(outside).toEqual([]);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
