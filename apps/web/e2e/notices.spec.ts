import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { FEEDBACK_MESSAGES, SURVEY_MESSAGES } from '@yunmo/domain/messages';
import { expect, test } from './fixtures';
import { setSchedule } from './schedule-helpers';

const demoPassword = 'yunmo-demo-2026';

/** Logs in through the /v1 passthrough and leaves the cookies the account site would set. */
async function logIn(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
  account: string,
): Promise<void> {
  const response = await request.post('/v1/account/login', {
    data: { account, password: demoPassword },
  });
  const body = (await response.json()) as {
    code: number;
    data: { token: string; userName: string };
  };
  expect(body.code).toBe(200);
  await context.addCookies([
    { name: 'token', value: body.data.token, url: baseURL, httpOnly: true },
    { name: 'account', value: body.data.userName, url: baseURL },
  ]);
}

test.describe('the live marketplace', () => {
  test.use({ dailyPopups: true });

  test('with no schedule set there is no shutdown popup and no notice on the activities page', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('tablist', { name: '模型分类' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: '云模型停止运营公告' })).toHaveCount(0);
    await page.goto('/active/activeList');
    await expect(page.getByText('暂无活动')).toBeVisible();
    await expect(page.getByRole('article', { name: '云模型停止运营公告' })).toHaveCount(0);
  });
});

test.describe('activities and the daily shutdown popup', () => {
  test.use({ dailyPopups: true });
  // The spec's schedule, set as an operator would, and cleared after: the journeys run one at a time.
  test.beforeAll(async () => {
    await setSchedule('spec');
  });
  test.afterAll(async () => {
    await setSchedule('off');
  });

  test('the spec’s dates on a fake clock: the popup, the activities page and the refusals agree', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await logIn(context, request, baseURL ?? '', 'demo_user');
    await page.clock.install({ time: new Date('2025-10-01T10:00:00+08:00') });
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: '云模型停止运营公告' });
    await expect(popup).toContainText('2025年9月12日起，停止上传模型和购买下载包');
    await expect(popup).toContainText('2025年12月1日起，网站关闭');
    await popup.getByRole('button', { name: '我知道了' }).click();
    await page.goto('/active/activeList');
    await expect(page.getByRole('article', { name: '云模型停止运营公告' })).toContainText(
      '不可提现的炫豆',
    );
    // The same schedule refuses what the notice says is over (the server's clock is past the closing day).
    await page.goto('/vip/vipList');
    await page.getByRole('button', { name: '开通黄金会员 ¥99/年' }).click();
    await page
      .getByRole('dialog', { name: '开通黄金会员' })
      .getByRole('button', { name: '立即支付 ¥99.00' })
      .click();
    await expect(page.getByText('网站已关闭').first()).toBeVisible();
    const csrf = (
      (await (await page.request.get('/api/session/csrf')).json()) as { csrfToken: string }
    ).csrfToken;
    const packageOrder = await page.request.post('/api/payments/package-orders', {
      data: {
        packageId: 1,
        method: 'wechat',
        idempotencyKey: `e2e-shutdown-${String(Date.now())}`,
      },
      headers: { 'x-csrf-token': csrf },
    });
    expect(packageOrder.status()).toBe(422);
    expect(((await packageOrder.json()) as { detail: string }).detail).toBe('网站已关闭');
  });

  test('the activities page carries the configured notice; ranking links to it', async ({
    page,
  }) => {
    await page.goto('/ranking');
    // A fresh guest gets the day's membership offer about a second after the page opens (once no
    // other dialog shows), later on a busy machine: it is closed first, whenever it comes.
    const offer = page.getByRole('dialog', { name: '会员限时优惠' });
    await offer.getByRole('button', { name: '关闭' }).click();
    await page.getByRole('button', { name: '我知道了' }).click();
    await page.getByRole('link', { name: '查看活动' }).click();
    await expect(page).toHaveURL(/\/active\/activeList$/);
    const notice = page.getByRole('article', { name: '云模型停止运营公告' });
    await expect(notice).toContainText('2025年9月12日起，停止上传模型和购买下载包');
    await expect(notice).toContainText('2025年12月1日起，网站关闭');
    await expect(notice).toContainText('不可提现的炫豆');
  });

  test('shows once a day, again the next Shanghai day, never after do-not-remind (guest)', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-03-01T10:00:00+08:00') });
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: '云模型停止运营公告' });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('2025年12月1日起，网站关闭');
    await popup.getByRole('button', { name: '我知道了' }).click();
    await expect(popup).toBeHidden();

    await page.reload();
    await expect(page.getByRole('tablist', { name: '模型分类' })).toBeVisible();
    await expect(popup).toBeHidden();

    // 23:59 the same day in Shanghai: still hidden; one minute later it is a new day.
    await page.clock.setSystemTime(new Date('2026-03-01T23:59:00+08:00'));
    await page.reload();
    await expect(page.getByRole('tablist', { name: '模型分类' })).toBeVisible();
    await expect(popup).toBeHidden();
    await page.clock.setSystemTime(new Date('2026-03-02T00:00:30+08:00'));
    await page.reload();
    await expect(popup).toBeVisible();
    await popup.getByRole('checkbox', { name: '不再提醒' }).check();
    await popup.getByRole('button', { name: '我知道了' }).click();

    await page.clock.setSystemTime(new Date('2026-03-03T09:00:00+08:00'));
    await page.reload();
    await expect(page.getByRole('tablist', { name: '模型分类' })).toBeVisible();
    await expect(popup).toBeHidden();
  });

  test('a logged-in user’s do-not-remind is kept on the server', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await logIn(context, request, baseURL ?? '', 'demo_trial');
    // Off the home page the notice is a banner, not a dialog over the page.
    await page.goto('/ranking');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const popup = page.getByRole('region', { name: '云模型停止运营公告' });
    await popup.getByRole('checkbox', { name: '不再提醒' }).check();
    const muted = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/notices/shutdown/mute') &&
        response.request().method() === 'PUT',
    );
    await popup.getByRole('button', { name: '我知道了' }).click();
    expect((await muted).status()).toBe(204);
    const state = await page.request.get('/api/notices/shutdown');
    expect(await state.json()).toMatchObject({ show: false, muted: true });
  });
});

test.describe('survey', () => {
  test('refuses invalid answers with the spec messages, then stores the answers', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await logIn(context, request, baseURL ?? '', 'demo_gold');
    await page.goto('/survey/survey');
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByText(SURVEY_MESSAGES.reasonRequired)).toBeVisible();
    await expect(page.getByText(SURVEY_MESSAGES.contactRequired)).toBeVisible();
    await page.getByRole('radio', { name: '偶尔使用' }).check();
    await page.getByRole('checkbox', { name: '找不到需要的模型' }).check();
    await expect(page.getByText(SURVEY_MESSAGES.modelCategoryRequired)).toBeVisible();
    await page.getByRole('textbox', { name: '需要的模型类别' }).fill('中式家具');
    await page.getByRole('checkbox', { name: '提升下载速度' }).check();
    await page.getByRole('textbox', { name: '您的建议或意见' }).fill('希望有更多中式模型');
    await page.getByRole('textbox', { name: 'QQ号或微信号' }).fill('1234');
    await page.getByRole('radio', { name: '10元渲染券' }).check();
    await expect(page.getByText(SURVEY_MESSAGES.contactInvalid)).toBeVisible();
    await page.getByRole('textbox', { name: 'QQ号或微信号' }).fill('12345678');
    await page.getByRole('button', { name: '提交' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: FEEDBACK_MESSAGES.surveySubmitted }),
    ).toBeVisible();
  });

  test('the gateway refuses what the browser would, with the same message', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await logIn(context, request, baseURL ?? '', 'demo_user');
    await page.goto('/survey/survey');
    const status = await page.evaluate(async () => {
      const csrf = (await (await fetch('/api/session/csrf')).json()) as { csrfToken: string };
      const response = await fetch('/api/survey', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf.csrfToken },
        body: JSON.stringify({
          problem1: 1,
          problem2: [5],
          problem3: [1],
          problem4: 1,
          input4: '建议',
          input5: '12345',
        }),
      });
      return {
        status: response.status,
        body: (await response.json()) as { detail: string },
      };
    });
    expect(status.status).toBe(400);
    expect(status.body.detail).toBe(SURVEY_MESSAGES.platformNameRequired);
  });
});

test.describe('author consent', () => {
  test('users who are not authors are refused', async ({ page, context, request, baseURL }) => {
    await logIn(context, request, baseURL ?? '', 'demo_user');
    await page.goto('/modeLetter');
    await expect(
      page.getByRole('alert').filter({ hasText: '仅作者本人可以设置自动转换' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: '同意' })).toHaveCount(0);
  });

  test('the author answers first, then toggles', async ({ page, context, request, baseURL }) => {
    await logIn(context, request, baseURL ?? '', 'demo_author');
    await page.goto('/modeLetter');
    await page.getByRole('button', { name: '不同意' }).click();
    const toggle = page.getByRole('switch', { name: '自动转换为付费+会员模型' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await page.reload();
    await expect(page.getByRole('switch', { name: '自动转换为付费+会员模型' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByRole('heading', { name: '已自动转换的模型' })).toBeVisible();
  });
});

test.describe('UE channel and external links', () => {
  test('sections, nine slides, prices, videos and click-to-copy with the 2-second toast', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await page.goto('/ueChannel');
    for (const name of [
      'Max2UE 工具',
      'UE材质与模型',
      'UE云渲染',
      '云VR',
      'VR应用',
      '定制设计服务',
    ]) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(page.locator('.ym-carousel-slide')).toHaveCount(9);
    // The price list (the carousel's 云渲染 slide names the standard rate too).
    const prices = page.locator('.ue-prices');
    await expect(prices.getByText('0.024元/GHz·小时')).toBeVisible();
    await expect(prices.getByText('0.022元/GHz·小时（九折）')).toBeVisible();
    await expect(page.locator('.ue-video')).toHaveCount(3);
    await page.getByRole('button', { name: /复制QQ/ }).click();
    const toast = page.getByText('复制成功', { exact: true });
    await expect(toast).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('689420155');
    await page.clock.runFor(2100);
    await expect(toast).toBeHidden();
  });

  test('only one video plays at a time', async ({ page }) => {
    await page.goto('/ueChannel');
    await expect(page.locator('.ue-video')).toHaveCount(3);
    const videos = page.locator('.ue-video video');
    const count = await videos.count();
    test.skip(
      count < 2,
      'this browser cannot play the channel videos; the unsupported text shows instead',
    );
    await videos.nth(0).evaluate((video: HTMLVideoElement) => {
      video.muted = true;
      return video.play();
    });
    await videos.nth(1).evaluate((video: HTMLVideoElement) => {
      video.muted = true;
      return video.play();
    });
    await expect
      .poll(() => videos.nth(0).evaluate((video: HTMLVideoElement) => video.paused))
      .toBe(true);
    expect(await videos.nth(1).evaluate((video: HTMLVideoElement) => video.paused)).toBe(false);
  });

  test('every external destination is a configured absolute link', async ({ page }) => {
    await page.goto('/');
    for (const name of ['设计案例', 'Max降版本', '3D转换', 'AI超分']) {
      await expect(
        page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name }),
      ).toHaveAttribute('href', /^https?:\/\//);
    }
    await expect(
      page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: 'Max2UE' }),
    ).toHaveAttribute('href', '/ueChannel');
  });
});
