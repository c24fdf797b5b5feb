import type { Locator, Page } from '@playwright/test';
import { models, openDetail } from './download-helpers';
import { expect, test } from './fixtures';

// WebGL without a GPU: Chromium's SwiftShader backend.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--ignore-gpu-blocklist',
      '--disable-quic',
      '--no-first-run',
    ],
  },
});

/** Where screenshots go when VIEWER_SHOTS names a folder (for looking at them). */
async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.VIEWER_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png` });
}

/** Samples the WebGL canvas: how many distinct colours, and a signature of its pixels. */
async function canvasPixels(canvas: Locator): Promise<{ distinct: number; signature: number }> {
  return canvas.evaluate((element) => {
    const source = element as HTMLCanvasElement;
    const probe = document.createElement('canvas');
    probe.width = 96;
    probe.height = 72;
    const context = probe.getContext('2d')!;
    context.drawImage(source, 0, 0, probe.width, probe.height);
    const data = context.getImageData(0, 0, probe.width, probe.height).data;
    const colours = new Set<number>();
    let signature = 0;
    for (let index = 0; index < data.length; index += 4) {
      const colour =
        ((data[index]! >> 3) << 10) | ((data[index + 1]! >> 3) << 5) | (data[index + 2]! >> 3);
      colours.add(colour);
      signature = (signature * 31 + colour) % 1_000_000_007;
    }
    return { distinct: colours.size, signature };
  });
}

test('the home page does not load the 3D viewer', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => url.includes('model-viewer-scene'))).toEqual([]);
});

test('a 3D model’s detail page opens 3D预览: the model renders with the file’s counts, wireframe toggles, orbit, zoom and reset work, Escape closes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [model] = await models(page, 'max', 'free', 1);
  expect(model).toBeDefined();
  if (!model) return;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await openDetail(page, 'max', model.uuid);
  expect(requested.filter((url) => url.includes('model-viewer-scene'))).toEqual([]);
  // The page's counts are read from the package; the viewer counts the (compressed) preview file.
  const facts = (await page.locator('.detail-model-facts').first().textContent()) ?? '';
  // (The preview leaves out vertices no triangle uses, so faces are what both count alike.)
  const [, pageFaces] = /([\d,]+) 个面，[\d,]+ 个顶点/u.exec(facts) ?? [];
  expect(pageFaces).toBeDefined();

  const open = page.getByRole('button', { name: '3D预览' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: /3D预览/u });
  await expect(dialog.getByText(/面数：[\d,]+/u)).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByText(/尺寸：\d+ × \d+ × \d+ cm/u)).toBeVisible();
  await expect(dialog.getByText(`面数：${pageFaces!}`, { exact: true })).toBeVisible();
  expect(requested.some((url) => /\/files\/previews\/models\/\d+\.glb$/u.test(url))).toBe(true);

  const canvas = dialog.locator('canvas');
  await expect(canvas).toBeVisible();
  // A few frames for the model and its shadow.
  await page.waitForTimeout(500);
  const shaded = await canvasPixels(canvas);
  // A blank or single-colour canvas has a handful of colours; a lit model with a shadow has many.
  expect(shaded.distinct).toBeGreaterThan(12);
  await shot(page, 'viewer-shaded');

  const wireframe = dialog.getByRole('button', { name: '线框' });
  await wireframe.click();
  await expect(wireframe).toHaveAttribute('aria-pressed', 'true');
  // Frames come when the (software) GPU gets to them: wait for the picture to change.
  await expect
    .poll(async () => (await canvasPixels(canvas)).signature, { timeout: 15_000 })
    .not.toBe(shaded.signature);
  await shot(page, 'viewer-wireframe');
  await wireframe.click();
  await expect(wireframe).toHaveAttribute('aria-pressed', 'false');

  // Orbit by keyboard focus and mouse drag, then reset.
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 20, { steps: 6 });
  await page.mouse.up();
  await expect
    .poll(async () => (await canvasPixels(canvas)).signature, { timeout: 15_000 })
    .not.toBe(shaded.signature);
  const orbited = (await canvasPixels(canvas)).signature;

  // Zoom with the wheel: the picture changes again.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -400);
  await expect
    .poll(async () => (await canvasPixels(canvas)).signature, { timeout: 15_000 })
    .not.toBe(orbited);

  // Reset brings back the first view, the very picture it showed.
  await dialog.getByRole('button', { name: '重置视角' }).click();
  await expect
    .poll(async () => (await canvasPixels(canvas)).signature, { timeout: 15_000 })
    .toBe(shaded.signature);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('the viewer fits phones and wide screens', async ({ page }) => {
  test.setTimeout(120_000);
  const [model] = await models(page, 'su', 'free', 1);
  expect(model).toBeDefined();
  if (!model) return;
  for (const width of [390, 1440, 1920]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 1000 });
    await openDetail(page, 'su', model.uuid);
    await page.getByRole('button', { name: '3D预览' }).click();
    const dialog = page.getByRole('dialog', { name: /3D预览/u });
    await expect(dialog.getByText(/面数：/u)).toBeVisible({ timeout: 60_000 });
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await page.waitForTimeout(300);
    await shot(page, `viewer-${String(width)}`);
    await page.keyboard.press('Escape');
  }
});
