import { expect, test } from './fixtures';

test.describe('search bar', () => {
  test('history, hot words, suggestions with highlight, outside click, results in a new tab', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const bar = page.locator('.home-banner').getByRole('search');
    const input = bar.getByRole('combobox', { name: '搜索关键词' });
    await expect(input).toHaveAttribute('maxlength', '30');
    await input.click();
    const hot = page.getByRole('region', { name: '热门搜索' });
    await expect(hot.getByRole('button').first()).toBeVisible();

    await input.fill('沙');
    const suggestions = page.getByRole('list', { name: '联想词' });
    await expect(suggestions.getByRole('button').first()).toBeVisible();
    await expect(suggestions.locator('em').first()).toHaveText('沙');
    await page.getByRole('heading', { name: '材质贴图' }).click();
    await expect(suggestions).toBeHidden();

    await input.fill('沙发');
    const [results] = await Promise.all([context.waitForEvent('page'), input.press('Enter')]);
    await results.waitForLoadState();
    expect(new URL(results.url()).pathname).toBe('/list/max');
    expect(new URL(results.url()).searchParams.get('element')).toBe('沙发');
    await expect(results.getByRole('list', { name: '模型列表' }).locator('em').first()).toHaveText(
      '沙发',
    );
    await results.close();

    await input.fill('');
    await input.click();
    const history = page.getByRole('region', { name: '历史搜索' });
    await expect(history.getByRole('button', { name: '沙发', exact: true })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('searchValue'))).toBe('["沙发"]');
    await history.getByRole('button', { name: '删除 沙发' }).click();
    expect(await page.evaluate(() => window.localStorage.getItem('searchValue'))).toBe('[]');
    await expect(page.getByRole('link', { name: '以图搜图' }).first()).toHaveAttribute(
      'href',
      '/search/searchPic',
    );
  });

  test('category dropdown offers the five kinds; the top-nav variant four', async ({
    page,
    context,
  }) => {
    await page.goto('/album/albumList');
    const navKinds = page.locator('.site-header').getByRole('combobox', { name: '搜索分类' });
    await expect(navKinds.locator('option')).toHaveText(['3D模型', 'SU', '贴图', 'UE']);
    await page.goto('/');
    const bar = page.locator('.home-banner').getByRole('search');
    const kinds = bar.getByRole('combobox', { name: '搜索分类' });
    await expect(kinds.locator('option')).toHaveText(['3D', 'SU', 'UE模型', 'UE材质', '材质贴图']);
    await kinds.selectOption({ label: '材质贴图' });
    await bar.getByRole('combobox', { name: '搜索关键词' }).fill('木纹');
    const [results] = await Promise.all([
      context.waitForEvent('page'),
      bar.getByRole('button', { name: '搜索' }).click(),
    ]);
    await results.waitForLoadState();
    expect(new URL(results.url()).pathname).toBe('/list/mapping');
    await results.close();
  });
});
