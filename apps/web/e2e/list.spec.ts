import { expect, test } from './fixtures';
import { apiRequests, serverQueries, waitForApp } from './ssr-helpers';

const DEFAULT_CODE = '0-0-0-1-0-0-0-0-0-0-0-0';

test.describe('list page', () => {
  test('filters rebuild the code, the URL restores the list on reload, back and forward', async ({
    page,
  }) => {
    await page.goto(`/list/max/${DEFAULT_CODE}`);
    await expect(page.getByRole('combobox', { name: '搜索关键词' }).first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: '搜索关键词' }).first()).toHaveAttribute(
      'placeholder',
      /搜索模型|请输入关键词\/ID/,
    );
    const grid = page.getByRole('list', { name: '模型列表' });
    await expect(grid.getByRole('listitem')).toHaveCount(40);
    await expect(page.getByText(/共\s*\d+\s*个结果/)).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: '面包屑' });
    await expect(breadcrumb).toContainText('云模型');
    await expect(breadcrumb).toContainText('3D模型');

    const categories = page.getByRole('group', { name: '分类' });
    await categories.getByRole('button', { name: '灯具' }).click();
    await expect(page).toHaveURL(/\/list\/max\/8-0-0-1-0-0-0-0-0-0-0-0$/);
    await page
      .getByRole('group', { name: '子分类', exact: true })
      .getByRole('button', { name: '吊灯' })
      .click();
    await expect(page).toHaveURL(/\/list\/max\/8-9-0-1-0-0-0-0-0-0-0-0$/);
    await expect(breadcrumb).toContainText('灯具');
    await expect(breadcrumb).toContainText('吊灯');
    await page.getByRole('group', { name: '排序' }).getByRole('button', { name: '最新' }).click();
    await expect(page).toHaveURL(/\/list\/max\/8-9-0-2-0-0-0-0-0-0-0-0$/);
    await page.getByRole('group', { name: '费用' }).getByRole('button', { name: '付费' }).click();
    await expect(page).toHaveURL(/\/list\/max\/8-9-0-2-0-0-0-1-0-0-0-0$/);
    // Choosing a first-level category clears the second level.
    await categories.getByRole('button', { name: '家具' }).click();
    await expect(page).toHaveURL(/\/list\/max\/1-0-0-2-0-0-0-1-0-0-0-0$/);

    await page.reload();
    await expect(
      page.getByRole('group', { name: '分类' }).getByRole('button', { name: '家具' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await page.goBack();
    await expect(page).toHaveURL(/\/list\/max\/8-9-0-2-0-0-0-1-0-0-0-0$/);
    await expect(
      page
        .getByRole('group', { name: '子分类', exact: true })
        .getByRole('button', { name: '吊灯' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await page.goForward();
    await expect(page).toHaveURL(/\/list\/max\/1-0-0-2-0-0-0-1-0-0-0-0$/);
  });

  test('pagination and the clamped jump-to-page', async ({ page }) => {
    await page.goto(`/list/max/${DEFAULT_CODE}`);
    const pager = page.getByRole('navigation', { name: '分页' });
    await pager.getByRole('button', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pager.getByRole('button', { name: '2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const lastPageText = await pager.locator('.ym-page-total').textContent();
    const last = Number(/\d+/.exec(lastPageText ?? '')?.[0]);
    await pager.getByRole('textbox', { name: '跳转页码' }).fill('9999');
    await pager.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(new RegExp(`page=${String(last)}$`));
    await page.goBack();
    await expect(page).toHaveURL(/page=2/);
  });

  test('keyword search: highlight, per-category counts, totals, empty state and the missing-term form', async ({
    page,
  }) => {
    // A keyword search is one request: the search answers its own per-category counts. Searched
    // from the page (client-side), the browser makes that request itself.
    const searchCalls = apiRequests(page, /^\/api\/kinds\/max\/(models|category-counts)$/u);
    await page.goto('/list/max');
    // The page arrives rendered; once the app has taken it over, Enter searches in the page. Before
    // that it submits natively (server-render.spec covers that path).
    await waitForApp(page);
    searchCalls.length = 0;
    const keywordBox = page.locator('.list-search').getByRole('combobox', { name: '搜索关键词' });
    await keywordBox.fill('沙发');
    await keywordBox.press('Enter');
    await expect(page).toHaveURL(/\/list\/max\?element=/u);
    await expect(page.getByRole('region', { name: '搜索词分类统计' })).toContainText('家具');
    expect(searchCalls.map((call) => call.split('?')[0])).toEqual(['/api/kinds/max/models']);
    await expect(page.getByRole('list', { name: '模型列表' }).locator('em').first()).toHaveText(
      '沙发',
    );
    // Loaded from its address, the page comes rendered with that one answer: the server made the
    // one search, the browser none.
    searchCalls.length = 0;
    await page.goto('/list/max?element=沙发');
    await expect(page.getByRole('region', { name: '搜索词分类统计' })).toContainText('家具');
    expect(
      (await serverQueries(page))
        .map((query) => query.endpointName)
        .filter((name) => /search|count/i.test(name)),
    ).toEqual(['searchKindModels']);
    expect(searchCalls).toEqual([]);

    await page.goto('/list/max?element=完全不存在的词语');
    await expect(page.getByText('检索条件为空，换个标签试试吧~')).toBeVisible();
    await expect(page.getByText(/共\s*0\s*个结果/)).toBeVisible();
    // The empty result offers next steps: the words in another kind, and hot words.
    await expect(
      page
        .getByRole('navigation', { name: '在其他类型中搜索' })
        .getByRole('link', { name: 'SU模型' }),
    ).toHaveAttribute('href', /\/list\/su\?element=/u);
    await page
      .getByRole('button', { name: /提交搜索词/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: '提交未找到的搜索词' });
    await dialog.getByRole('textbox').fill('灯');
    await dialog.getByRole('button', { name: '提交' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('字数最少2个');
    await dialog.getByRole('textbox').fill('北欧风格吊灯');
    // Really submitted: through the gateway to /v1/feedback/suggestion, answered with the spec's 提交成功.
    const sent = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/suggestions') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: '提交' }).click();
    expect((await sent).status()).toBe(204);
    await expect(page.getByText('提交成功').first()).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('kind tabs, mapping default sort and the recharge side entry', async ({ page }) => {
    await page.goto('/list/max');
    await page
      .getByRole('navigation', { name: '模型类型' })
      .getByRole('link', { name: '材质贴图' })
      .click();
    await expect(page).toHaveURL(/\/list\/mapping$/);
    await expect(
      page.getByRole('group', { name: '排序' }).getByRole('button', { name: '综合' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('group', { name: '排序' }).getByRole('button', { name: '浏览量' }).click();
    await expect(page).toHaveURL(/\/list\/mapping\/0-0-0-1-0-0-0-0-0-0-0-0$/);
    await expect(
      page
        .getByRole('complementary', { name: '侧边工具栏', includeHidden: true })
        .getByRole('link', { name: '充值', includeHidden: true }),
    ).toHaveCount(1);
  });

  test('bad input in the address shows a sensible list, never a blank page', async ({ page }) => {
    await page.goto('/list/max/1-2-x');
    await expect(page).toHaveURL(new RegExp(`/list/max/${DEFAULT_CODE}$`));
    await expect(page.getByRole('list', { name: '模型列表' }).getByRole('listitem')).toHaveCount(
      40,
    );

    await page.goto('/list/unknown/0-0-0-1-0-0-0-0-0-0-0-0');
    await expect(page).toHaveURL(new RegExp(`/list/max/${DEFAULT_CODE}$`));

    await page.goto('/list/max/99999-0-0-1-0-0-0-0-0-0-0-0');
    await expect(page.getByText('检索条件为空，换个标签试试吧~')).toBeVisible();

    await page.goto(`/list/max/${DEFAULT_CODE}?page=99999999999999`);
    await expect(page).toHaveURL(/page=\d{1,2}$/);
    await expect(
      page.getByRole('list', { name: '模型列表' }).getByRole('listitem').first(),
    ).toBeVisible();

    await page.goto(`/list/max/${DEFAULT_CODE}?page=abc`);
    await expect(
      page
        .getByRole('navigation', { name: '分页' })
        .getByRole('button', { name: '1', exact: true }),
    ).toHaveAttribute('aria-current', 'page');

    const longKeyword = '沙'.repeat(200);
    await page.goto(`/list/max?element=${encodeURIComponent(longKeyword)}`);
    await expect(page.getByRole('combobox', { name: '搜索关键词' }).first()).toBeVisible();
    await expect(
      page.locator('.list-search').getByRole('combobox', { name: '搜索关键词' }),
    ).toHaveValue('沙'.repeat(30));
  });

  test('an API error shows the message as a toast and keeps the page usable', async ({ page }) => {
    // The first page comes rendered with its data; the next page is the browser's own call.
    await page.goto(`/list/max/${DEFAULT_CODE}`);
    await expect(page.getByRole('list', { name: '模型列表' }).getByRole('listitem')).toHaveCount(
      40,
    );
    await page.route('**/api/kinds/max/models**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          type: '/api/problems/internal',
          title: '服务器内部错误',
          status: 500,
          detail: 'server internal error',
          code: 'INTERNAL',
          legacyCode: -1,
        }),
      }),
    );
    await page
      .getByRole('navigation', { name: '分页' })
      .getByRole('button', { name: '2', exact: true })
      .click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'server internal error' }).first(),
    ).toBeVisible();
    await page.unroute('**/api/kinds/max/models**');
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByRole('list', { name: '模型列表' }).getByRole('listitem')).toHaveCount(
      40,
    );
  });

  test('/model/list by query and the debugger views', async ({ page }) => {
    await page.goto('/model/list?type=su&page=2');
    await expect(page.getByRole('heading', { name: 'SU模型' })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: '分页' })
        .getByRole('button', { name: '2', exact: true }),
    ).toHaveAttribute('aria-current', 'page');

    await page.goto('/model/debugger/list?type=max&element=沙发');
    await expect(page.getByText('elementAnalysis').first()).toBeVisible();
    await expect(page.locator('.analysis pre').nth(1)).toContainText('沙发');
    await page
      .getByRole('navigation', { name: '模型类型' })
      .getByRole('button', { name: 'SU模型' })
      .click();
    await expect(page).toHaveURL(/type=su/);
    await page.goto('/model/debugger2/list?type=max&element=沙发');
    await expect(page.getByRole('heading', { name: '搜索分析' })).toBeVisible();
  });
});
