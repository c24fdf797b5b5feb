import { expect, test } from './fixtures';

test.describe('channel page', () => {
  test('title per type, sort buttons in the URL, infinite scroll to the end', async ({ page }) => {
    await page.goto('/home/su');
    await expect(page).toHaveTitle(/SU模型频道/);
    await expect(page.getByRole('heading', { name: 'SU模型', level: 1 })).toBeVisible();
    const toolbar = page.getByRole('toolbar', { name: '排序' });
    await expect(toolbar.getByRole('button')).toHaveText([/设置偏好/, '默认', '最新', '最热']);
    const grid = page.getByRole('list', { name: 'SU模型列表' });
    await expect(grid.getByRole('listitem')).toHaveCount(40);
    await toolbar.getByRole('button', { name: '最新' }).click();
    await expect(page).toHaveURL(/\/home\/su\?sort=2$/);
    await expect(toolbar.getByRole('button', { name: '最新' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const status = page.locator('.channel-status');
    for (let round = 0; round < 10; round += 1) {
      if ((await status.textContent()) === '--END--') break;
      await status.scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 2000);
      await page.waitForTimeout(300);
    }
    await expect(status).toHaveText('--END--');
    expect(await grid.getByRole('listitem').count()).toBeGreaterThan(40);
    await page.reload();
    await expect(toolbar.getByRole('button', { name: '最新' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('favourite categories are saved locally for visitors and filter the grid', async ({
    page,
  }) => {
    await page.goto('/home/max');
    await page.getByRole('button', { name: /设置偏好/ }).click();
    const dialog = page.getByRole('dialog', { name: '设置偏好分类' });
    await dialog.getByRole('button', { name: '灯具' }).click();
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('保存成功').first()).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('channelHobbies:max'))).toBe(
      '[8]',
    );
    await expect(page.getByRole('button', { name: /设置偏好（1）/ })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: /设置偏好（1）/ })).toBeVisible();
  });

  test('unknown type goes to a real channel; back-to-top after 200 px', async ({ page }) => {
    await page.goto('/home/nope');
    await expect(page).toHaveURL(/\/home\/max$/);
    await expect(
      page.getByRole('list', { name: '3D模型列表' }).getByRole('listitem').first(),
    ).toBeVisible();
    const sideBar = page.getByRole('complementary', { name: '侧边工具栏', includeHidden: true });
    await page.evaluate(() => {
      window.scrollTo(0, 300);
    });
    await expect(sideBar).toHaveClass(/ym-side-bar-visible/);
  });
});
