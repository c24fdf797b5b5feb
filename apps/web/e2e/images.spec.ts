import type { Locator } from '@playwright/test';
import { models, openDetail } from './download-helpers';
import { expect, test } from './fixtures';

/** The attributes that let the browser pick a size and reserve the box before the picture comes. */
async function imageAttributes(image: Locator) {
  return image.evaluate((element) => {
    const img = element as HTMLImageElement;
    return {
      src: img.getAttribute('src') ?? '',
      srcset: img.getAttribute('srcset') ?? '',
      sizes: img.getAttribute('sizes') ?? '',
      width: Number(img.getAttribute('width')),
      height: Number(img.getAttribute('height')),
    };
  });
}

const threeWidths = /-480\.webp 480w, .*-800\.webp 800w, .*-1200\.webp 1200w$/u;

test('list cards of models and of materials are WebP with a 480/800/1200 srcset, sizes and their box', async ({
  page,
}) => {
  for (const kind of ['max', 'mapping', 'uec'] as const) {
    await page.goto(`/list/${kind}`);
    const card = page.getByRole('list', { name: '模型列表' }).getByRole('listitem').first();
    await expect(card).toBeVisible();
    const image = await imageAttributes(card.locator('img').first());
    expect(image.src, kind).toMatch(/\.webp$/u);
    expect(image.srcset, kind).toMatch(threeWidths);
    expect(image.sizes, kind).not.toBe('');
    expect(image.width * image.height, kind).toBeGreaterThan(0);
    // The picture the browser chose arrives as WebP.
    const response = await page.request.get(image.src);
    expect(response.headers()['content-type'], kind).toBe('image/webp');
  }
});

test('a detail page shows its pictures up to 1200 px wide, and its thumbnails and similar models with srcset', async ({
  page,
}) => {
  for (const kind of ['max', 'mapping'] as const) {
    const [model] = await models(page, kind, 'free', 1);
    await openDetail(page, kind, model!.uuid);
    const main = await imageAttributes(page.locator('.detail-stage-zoom img'));
    expect(main.srcset, kind).toMatch(threeWidths);
    expect([main.width, main.height], kind).toEqual([1200, 900]);
    const large = main.srcset
      .split(', ')
      .find((entry) => entry.endsWith(' 1200w'))!
      .split(' ')[0]!;
    // The large sizes are rendered on their first request; on a busy machine the gateway may give up
    // before the render is done, which then serves the next request.
    await expect
      .poll(async () => (await page.request.get(large)).status(), { timeout: 90_000 })
      .toBe(200);
    const response = await page.request.get(large);
    expect(response.headers()['content-type'], kind).toBe('image/webp');
    for (const thumb of await page.locator('.detail-thumbs img').all())
      expect((await imageAttributes(thumb)).srcset, kind).toMatch(threeWidths);
    const similar = page.locator('.detail-similar img').first();
    if ((await similar.count()) > 0) {
      const attributes = await imageAttributes(similar);
      expect(attributes.srcset, kind).toMatch(threeWidths);
      expect(attributes.width * attributes.height, kind).toBeGreaterThan(0);
    }
  }
});
