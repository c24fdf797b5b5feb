import { expect, type APIRequestContext } from '@playwright/test';
import { encodeAuthorName } from '@yunmo/domain/author-name';
import { UNSUPPORTED_VIDEO_TEXT } from '@yunmo/domain/messages';
import { register } from './download-helpers';
import { test } from './fixtures';

test.describe.configure({ timeout: 90_000 });

/** An author with models, panoramas and video tutorials. */
async function authorWithEveryType(request: APIRequestContext): Promise<string> {
  const ranking = (await (await request.get('/v1/ranking/list?category=3')).json()) as {
    data: { userName: string }[];
  };
  for (const { userName } of ranking.data) {
    const profile = (await (await request.get(`/api/authors/${userName}`)).json()) as {
      counts: { models: number; panoramas: number; videos: number };
    };
    if (profile.counts.models > 0 && profile.counts.panoramas > 0 && profile.counts.videos > 0)
      return userName;
  }
  throw new Error('no seeded author has every type of work');
}

test.describe('author page tabs and works', () => {
  test('typeIdx 5 and 6 open their tabs; panorama and video cards open their own pages (no 404)', async ({
    page,
    request,
  }) => {
    const author = await authorWithEveryType(request);
    const flag = encodeAuthorName(author);
    const tabs = page.getByRole('tablist', { name: '作品类型' });

    await page.goto(`/personalCenter/center?flag=${flag}&typeIdx=5`);
    await expect(tabs.getByRole('tab', { name: /^全景/u })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panorama = page
      .getByRole('list', { name: '作者作品' })
      .getByRole('link', { name: /^全景：/u })
      .first();
    const panoramaTitle = ((await panorama.getAttribute('aria-label')) ?? '').replace(
      /^全景：/u,
      '',
    );
    const opened = page.waitForResponse((response) =>
      /\/api\/author-works\/\d+$/u.test(response.url()),
    );
    await panorama.click();
    await expect(page).toHaveURL(/\/personalCenter\/work\/\d+$/u);
    expect((await opened).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: panoramaTitle })).toBeVisible();
    const viewer = page.getByRole('img', { name: /^全景：/u });
    await expect(viewer).toBeVisible();
    // The panorama can be looked around with the keyboard.
    const before = await viewer.evaluate(
      (element) => getComputedStyle(element).backgroundPositionX,
    );
    await viewer.focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => viewer.evaluate((element) => getComputedStyle(element).backgroundPositionX))
      .not.toBe(before);
    // A full load of the work's address is a page too, not the 404 page.
    const direct = await page.goto(page.url());
    expect(direct?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: panoramaTitle })).toBeVisible();
    // Back to the author, on the panorama tab.
    await page.getByRole('navigation', { name: '面包屑' }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`flag=${flag}&typeIdx=5$`, 'u'));

    await page.goto(`/personalCenter/center?flag=${flag}&typeIdx=6`);
    await expect(tabs.getByRole('tab', { name: /^视频教程/u })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page
      .getByRole('list', { name: '作者作品' })
      .getByRole('link', { name: /^视频教程：/u })
      .first()
      .click();
    await expect(page).toHaveURL(/\/personalCenter\/work\/\d+$/u);
    await expect(page.getByRole('note')).toHaveText(UNSUPPORTED_VIDEO_TEXT);

    // Switching tabs writes the tab into the address.
    await page.goto(`/personalCenter/center?flag=${flag}&typeIdx=6`);
    await tabs.getByRole('tab', { name: /^模型/u }).click();
    await expect(page).toHaveURL(/typeIdx=[1-4]$/u);
    await tabs.getByRole('tab', { name: /^全景/u }).click();
    await expect(page).toHaveURL(/typeIdx=5$/u);
  });

  test('typeIdx 7 opens the phone layout’s all-models tab', async ({ page, request }) => {
    const author = await authorWithEveryType(request);
    const profile = (await (await request.get(`/api/authors/${author}`)).json()) as {
      counts: { models: number };
    };
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/personalCenter/center?flag=${encodeAuthorName(author)}&typeIdx=7`);
    const all = page
      .getByRole('tablist', { name: '作品类型' })
      .getByRole('tab', { name: `全部模型 ${String(profile.counts.models)}` });
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('group', { name: '模型分类' })).toHaveCount(0);
    await expect(
      page.getByRole('list', { name: '作者作品' }).getByRole('listitem').first(),
    ).toBeVisible();
  });
});

test.describe('album favourites are remembered', () => {
  test('after a reload a saved album shows saved, and a click cancels it instead of saving again', async ({
    page,
  }) => {
    await page.goto('/album/albumList');
    await register(page);
    await page.reload();
    const first = page.getByRole('list', { name: '专辑列表' }).getByRole('listitem').first();
    const button = first.getByRole('button', { name: /收藏/u });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect(page.getByText('收藏成功').first()).toBeVisible();
    await page.reload();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    const cancelled = page.waitForResponse((response) =>
      /\/api\/albums\/[^/]+\/favourite$/u.test(response.url()),
    );
    await button.click();
    expect((await cancelled).request().method()).toBe('DELETE');
    await expect(page.getByText('取消收藏').first()).toBeVisible();
    await page.reload();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('a forced login comes back to the page', () => {
  test('the site sends no Referer, yet /modeLetter’s login link returns to /modeLetter', async ({
    page,
  }) => {
    const response = await page.goto('/modeLetter?from=mail');
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    await expect(page.getByRole('link', { name: '去登录' })).toHaveAttribute(
      'href',
      `/login?source=MODEL&redirect=${encodeURIComponent('/modeLetter?from=mail')}`,
    );
  });

  test('a session that ended elsewhere sends the user to login and back to the page they were on', async ({
    page,
    context,
    baseURL,
  }) => {
    // The page believes it is logged in (readable login cookie), but the session is gone.
    await context.addCookies([
      { name: 'login', value: 'ended_user', url: baseURL ?? '' },
      { name: 'token', value: 'expired-session-token', url: baseURL ?? '' },
    ]);
    await page.goto('/album/albumList?sort=1');
    await expect(page).toHaveURL(
      `/login?source=MODEL&redirect=${encodeURIComponent('/album/albumList?sort=1')}`,
    );
    expect(
      (await context.cookies()).some((cookie) => cookie.name === 'login' && cookie.value !== ''),
    ).toBe(false);
  });

  test('a user-info failure other than 10004 is shown with the spec’s text', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'login', value: 'some_user', url: baseURL ?? '' }]);
    await page.route('**/api/me', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<html>bad gateway</html>' }),
    );
    await page.goto('/ranking');
    await expect(page.getByText('server internal error').first()).toBeVisible();
    await expect(page).toHaveURL(/\/ranking$/u);
  });
});

test.describe('help page', () => {
  test('the side bar is reachable on the short help page, and 联系我们 offers online service and the feedback form', async ({
    page,
  }) => {
    await page.goto('/commonProblems/commonProblemsIndex?section=contact');
    await expect(page.getByRole('heading', { level: 1, name: '联系我们' })).toBeVisible();
    const sideBar = page.getByRole('complementary', { name: '侧边工具栏', includeHidden: true });
    // Too short to scroll 600 px: the side bar is there without scrolling (folded into its corner button).
    await expect(sideBar).toHaveClass(/ym-side-bar-visible/u);
    const contact = page.getByRole('group', { name: '联系方式' });
    await expect(contact.getByRole('link', { name: '在线客服' })).toHaveAttribute(
      'href',
      /^https?:\/\//u,
    );
    await contact.getByRole('button', { name: '意见反馈' }).click();
    // A guest is offered login first; the form itself follows login.
    await expect(page.getByRole('dialog', { name: '登录后即可使用' })).toBeVisible();
    await page.keyboard.press('Escape');
    await register(page);
    await page.reload();
    await page
      .getByRole('group', { name: '联系方式' })
      .getByRole('button', { name: '意见反馈' })
      .click();
    await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
  });
});

test.describe('the missing search term form', () => {
  test('shows the server’s message when the suggestion is refused', async ({ page }) => {
    await page.goto('/list/max?element=完全不存在的词语');
    await page.route('**/api/suggestions', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          type: '/api/problems/business-rule',
          title: '业务规则不允许',
          status: 422,
          detail: '今日提交次数已达上限',
          code: 'BUSINESS_RULE',
          legacyCode: 201,
        }),
      }),
    );
    await page
      .getByRole('button', { name: /提交搜索词/u })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: '提交未找到的搜索词' });
    await dialog.getByRole('textbox').fill('北欧风格吊灯');
    await dialog.getByRole('button', { name: '提交' }).click();
    await expect(page.getByText('今日提交次数已达上限').first()).toBeVisible();
    await expect(dialog).toBeVisible();
  });
});
