import { expect, test } from './fixtures';

test.describe('albums', () => {
  test('list: labels, sort, keyword, guest favourite gets the login guide', async ({ page }) => {
    await page.goto('/album/albumList');
    await expect(page.getByRole('navigation', { name: '面包屑' })).toContainText('模型专辑');
    const albums = page.getByRole('list', { name: '专辑列表' });
    await expect(albums.getByRole('listitem').first()).toBeVisible();
    expect(await albums.getByRole('listitem').count()).toBeLessThanOrEqual(20);
    const first = albums.getByRole('listitem').first();
    expect(await first.locator('.album-thumbs > *').count()).toBe(4);
    await expect(first.locator('.album-card-count')).toHaveText(/（\d+）/);
    await expect(first.getByRole('link', { name: '查看全部' })).toHaveAttribute(
      'href',
      /^\/album\/albumDetail\//,
    );

    await page.getByRole('group', { name: '排序' }).getByRole('button', { name: '最热' }).click();
    await expect(page).toHaveURL(/sort=1/);
    await page.getByRole('group', { name: '专辑标签' }).getByRole('button').nth(1).click();
    await expect(page).toHaveURL(/labelId=\d+/);

    await page.goto('/album/albumList');
    await page
      .getByRole('list', { name: '专辑列表' })
      .getByRole('button', { name: /收藏/ })
      .first()
      .click();
    const guide = page.getByRole('dialog', { name: '登录后即可使用' });
    await expect(guide.getByRole('link', { name: '立即登录' })).toHaveAttribute(
      'href',
      '/login?source=MODEL&redirect=%2Falbum%2FalbumList',
    );
    await expect(guide.getByRole('link', { name: '免费注册' })).toHaveAttribute(
      'href',
      /^\/register\?source=MODEL/,
    );
    await page.keyboard.press('Escape');

    const search = page.getByRole('searchbox', { name: '搜索专辑' });
    await expect(search).toHaveAttribute('maxlength', '30');
    await search.fill('完全没有这个专辑');
    await search.press('Enter');
    await expect(page.getByText('未找到符合条件的专辑，换个「关键词」试试吧')).toBeVisible();
  });

  test('detail: title, counts, models, similar albums; both address forms', async ({ page }) => {
    await page.goto('/album/albumList');
    const link = page
      .getByRole('list', { name: '专辑列表' })
      .getByRole('link', { name: '查看全部' })
      .first();
    const href = (await link.getAttribute('href')) ?? '';
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/共 \d+ 个模型/)).toBeVisible();
    await expect(page.getByText(/浏览 \d+/).first()).toBeVisible();
    await expect(
      page.getByRole('list', { name: '专辑模型' }).getByRole('listitem').first(),
    ).toBeVisible();
    // Every model card of an album says which kind of asset it is.
    const cards = page.getByRole('list', { name: '专辑模型' }).getByRole('listitem');
    for (const card of await cards.all())
      await expect(card.locator('.ym-badge').first()).toHaveText(
        /^(?:3D模型|SU模型|材质贴图|UE模型|UE材质)$/u,
      );
    await expect(page.getByRole('heading', { name: '相似专辑' })).toBeVisible();
    await page.getByRole('button', { name: /收藏/ }).first().click();
    await expect(page.getByRole('dialog', { name: '登录后即可使用' })).toBeVisible();

    const uuid = href.split('/').pop() ?? '';
    await page.goto(`/album/albumDetail?title=x&id=${uuid}`);
    await expect(page.getByText(/共 \d+ 个模型/)).toBeVisible();
    await page.goto('/album/albumDetail/not-a-real-album');
    await expect(page.getByText('专辑不存在或已下线')).toBeVisible();
  });
});
