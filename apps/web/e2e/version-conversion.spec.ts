import type { Page } from '@playwright/test';
import { register } from './download-helpers';
import { expect, test } from './fixtures';

async function firstMaxUuid(page: Page): Promise<string> {
  const list = (await (await page.request.get('/api/models?kind=max')).json()) as {
    items: { uuid: string }[];
  };
  return list.items[0]!.uuid;
}

test('version conversion: guests meet the login guide; a member picks a file and a version and gets the submitted text', async ({
  page,
}) => {
  const uuid = await firstMaxUuid(page);
  await page.goto(`/detail/max/${uuid}`);
  await page.getByRole('button', { name: '版本转换' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('立即登录')).toBeVisible();

  await register(page);
  await page.goto(`/detail/max/${uuid}`);
  await page.getByRole('button', { name: '版本转换' }).click();
  const dialog = page.getByRole('dialog', { name: '版本转换' });
  await expect(dialog.getByText('选择要转换的文件')).toBeVisible();
  const confirm = dialog.getByRole('button', { name: '确定' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('group', { name: '转换为版本' }).getByRole('radio').first().check();
  await page.screenshot({ path: test.info().outputPath('version-conversion-dialog.png') });
  await confirm.click();
  await expect(
    page.getByText('转换申请已提交，可至<用户中心-云模型-版本转换>查看转换进度', { exact: true }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
});
