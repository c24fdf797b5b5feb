import { expect } from '@playwright/test';
import { encodeAuthorName } from '@yunmo/domain/author-name';
import { test } from './fixtures';
import { registerByV1 } from './register-helpers';

interface LegacyCard {
  uuid: string;
  thumbPath: string;
}

// Seeding, image decoding and searches share two cores with the rest of the suite.
test.describe.configure({ timeout: 90_000 });

test.describe('search by image', () => {
  test('a cropped screenshot of a seeded preview finds its model first', async ({
    page,
    request,
    baseURL,
  }) => {
    const list = (await (await request.get('/v1/model/search?modelType=1&pn=1&size=8')).json()) as {
      data: { records: LegacyCard[] };
    };
    const model = list.data.records[5]!;
    // A real screenshot: the preview as the browser shows it, with its dark frame around it.
    const viewer = await page.context().newPage();
    await viewer.setViewportSize({ width: 900, height: 600 });
    await viewer.goto(`${baseURL ?? ''}${model.thumbPath}`);
    const picture = await viewer.evaluate(() => {
      const image = document.querySelector('img')!;
      return { width: image.naturalWidth, height: image.naturalHeight };
    });
    const screenshot = await viewer.screenshot({ type: 'png' });
    await viewer.close();

    await page.goto('/search/SearchPic');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: screenshot });
    const frame = page.getByTestId('crop-frame');
    await expect(frame.locator('img')).toBeVisible();
    const results = page.getByRole('list', { name: '以图搜图结果' });
    await expect(results.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });

    // Crop to the picture inside the frame: the browser centres the preview, at its own size, in
    // 900x600; the crop keeps a little inside the picture's edges, as a hand would.
    const box = (await frame.boundingBox())!;
    const left = (900 - picture.width) / 2 + picture.width * 0.04;
    const top = (600 - picture.height) / 2 + picture.height * 0.04;
    const right = (900 + picture.width) / 2 - picture.width * 0.04;
    const bottom = (600 + picture.height) / 2 - picture.height * 0.04;
    await page.mouse.move(box.x + box.width * (left / 900), box.y + box.height * (top / 600));
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * (right / 900), box.y + box.height * (bottom / 600), {
      steps: 6,
    });
    await page.mouse.up();
    // The results on screen are the whole screenshot's until the cropped search answers, so the
    // check waits for that answer and for the list to show it.
    const croppedSearch = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/api/image-search',
    );
    await page.getByRole('button', { name: '裁剪搜索' }).click();
    const answer = (await (await croppedSearch).json()) as { items: { uuid: string }[] };
    expect(answer.items.length).toBeGreaterThan(0);
    await expect
      .poll(async () =>
        (await page.evaluate(() => window.localStorage.getItem('imageSearchState')))?.includes(
          '"source":"cropped"',
        ),
      )
      .toBe(true);
    const firstLinks = results.getByRole('link');
    await expect(firstLinks.first()).toHaveAttribute(
      'href',
      new RegExp(`/${answer.items[0]!.uuid}$`, 'u'),
      { timeout: 20_000 },
    );
    const hrefs = await firstLinks.evaluateAll((links) =>
      links.slice(0, 6).map((link) => link.getAttribute('href')),
    );
    expect(hrefs.slice(0, 3)).toContain(`/detail/max/${model.uuid}`);

    // The state survives a reload on the image search route.
    await page.reload();
    await expect(page.getByTestId('crop-frame').locator('img')).toBeVisible();
    await page.getByRole('tab', { name: 'SU模型' }).click();
    await expect(page.getByRole('tab', { name: 'SU模型' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Leaving for another route of the app clears the stored picture.
    await page.getByRole('contentinfo').getByRole('link', { name: '作者排行' }).click();
    await expect(page).toHaveURL(/\/ranking/u);
    await page.goto('/search/searchPic');
    await expect(page.getByTestId('crop-frame')).toHaveCount(0);
  });

  test('the spec alerts: empty link box, wrong file type, unusable link', async ({ page }) => {
    await page.goto('/search/searchPic');
    await page.getByLabel('图片网址').fill('');
    await page.getByLabel('图片网址').press('Enter');
    await expect(page.getByRole('alert')).toHaveText(
      '输入框内容不能为空，请粘贴截图或图像网址之后再进行搜索',
    );
    await page.locator('input[type=file]').setInputFiles({
      name: 'fake.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('<html>not a picture</html>'),
    });
    await expect(page.getByRole('alert')).toHaveText('上传图片只能是 JPG、JPEG、PNG 格式!');
    await page.getByLabel('图片网址').fill('http://127.0.0.1:1/picture.png');
    await page.getByLabel('图片网址').press('Enter');
    await expect(page.getByRole('alert')).toHaveText(
      '该链接无法搜索，建议截图（复制）粘贴或直接上传图片搜索',
    );
  });
});

test.describe('author page', () => {
  test('opens from the encoded author, follows after login, browses works', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const ranking = (await (await request.get('/v1/ranking/list?category=3')).json()) as {
      data: { userName: string }[];
    };
    const author = ranking.data[0]!.userName;
    const flag = encodeAuthorName(author);
    await page.goto(`/personalCenter?author=${flag}&typeIdx=2`);
    await expect(page).toHaveURL(`/personalCenter/center?flag=${flag}&typeIdx=2`);
    const profile = (await (await request.get(`/api/authors/${author}`)).json()) as {
      nickname: string;
      counts: { models: number; subKinds: Record<string, number> };
    };
    await expect(page).toHaveTitle(`${profile.nickname}个人主页`);
    await expect(page.getByRole('heading', { name: profile.nickname })).toBeVisible();

    // A guest who follows is sent to login.
    const toLogin = page.waitForRequest(/\/login\?source=MODEL&redirect=/u);
    await page.getByRole('button', { name: '+ 关注' }).click();
    await toLogin;

    const userName = `e2e_fan_${String(Date.now() % 100000)}`;
    const registered = {
      data: {
        token: await registerByV1(request, {
          userName,
          phone: '13912345678',
          password: 'e2e-password-1',
        }),
      },
    };
    const host = new URL(baseURL ?? 'http://127.0.0.1').hostname;
    await context.addCookies([
      { name: 'token', value: registered.data.token, domain: host, path: '/', httpOnly: true },
      { name: 'account', value: userName, domain: host, path: '/' },
      // The readable display cookie the gateway sets beside the session.
      { name: 'login', value: userName, domain: host, path: '/' },
    ]);
    await page.goto(`/personalCenter/center?flag=${flag}`);
    await page.getByRole('button', { name: '+ 关注' }).click();
    await expect(page.getByRole('button', { name: '已关注' })).toBeVisible();
    await page.getByRole('button', { name: '已关注' }).click();
    await expect(page.getByRole('button', { name: '+ 关注' })).toBeVisible();

    // Works: the models tab by sub-kind, 12 a page, then panoramas.
    const works = page.getByRole('list', { name: '作者作品' });
    await expect(works.getByRole('listitem').first()).toBeVisible();
    expect(await works.getByRole('listitem').count()).toBeLessThanOrEqual(12);
    await page.getByRole('tab', { name: /全景/u }).click();
    await expect(page.getByRole('tab', { name: /全景/u })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('搜索作品').fill('模'.repeat(21));
    await page.getByRole('button', { name: '搜索', exact: true }).last().click();
    await expect(page.getByRole('alert')).toHaveText('搜索内容不能超过20个字符');
  });

  test('under 1200 px: no site header, 加载中... then --END--, back to top', async ({
    page,
    request,
  }) => {
    const ranking = (await (await request.get('/v1/ranking/list?category=3')).json()) as {
      data: { userName: string }[];
    };
    await page.setViewportSize({ width: 420, height: 800 });
    await page.goto(`/personalCenter/center?flag=${encodeAuthorName(ranking.data[0]!.userName)}`);
    await expect(
      page.getByRole('list', { name: '作者作品' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(page.locator('.site-header')).toBeHidden();
    for (let round = 0; round < 12; round += 1) {
      await page.mouse.wheel(0, 20_000);
      if ((await page.locator('.author-load-status').textContent()) === '--END--') break;
      await page.waitForTimeout(400);
    }
    await expect(page.locator('.author-load-status')).toHaveText('--END--');
    await expect(page.getByRole('button', { name: '返回顶部' })).toBeVisible();
  });
});
