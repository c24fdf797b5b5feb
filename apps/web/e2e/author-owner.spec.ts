import { encodeAuthorName } from '@yunmo/domain/author-name';
import { login } from './download-helpers';
import { expect, test } from './fixtures';

test('the author changes the cover of their page; a wrong file type is refused with the spec text', async ({
  page,
}) => {
  await login(page, 'demo_author');
  await page.goto(`/personalCenter/center?flag=${encodeAuthorName('demo_author')}`);
  await expect(page.getByRole('link', { name: '编辑名称' })).toBeVisible();
  const banner = page.locator('.author-banner');
  const before = await banner.evaluate((element) => getComputedStyle(element).backgroundImage);

  // A GIF renamed to .png: refused by its bytes before anything is sent.
  await page.getByLabel('选择封面图片').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: Buffer.from('GIF89a----------', 'ascii'),
  });
  await expect(
    page.getByText('上传图片只能是 JPG、JPEG、PNG 格式!', { exact: true }),
  ).toBeVisible();

  const picture = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 300;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 800, 0);
    gradient.addColorStop(0, '#1f6feb');
    gradient.addColorStop(1, '#f5a623');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 800, 300);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  await page.getByLabel('选择封面图片').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: Buffer.from(picture, 'base64'),
  });
  await expect(page.getByText('封面已更新', { exact: true })).toBeVisible();
  await expect
    .poll(() => banner.evaluate((element) => getComputedStyle(element).backgroundImage))
    .not.toBe(before);
  await expect
    .poll(() => banner.evaluate((element) => getComputedStyle(element).backgroundImage))
    .toContain('/files/covers/');
  await page.screenshot({ path: test.info().outputPath('author-cover.png') });
});
