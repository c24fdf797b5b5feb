import AxeBuilder from '@axe-core/playwright';
import { API_TOKEN_MESSAGES } from '@yunmo/domain/api-tokens';
import { csrf } from './download-helpers';
import { expect, test } from './fixtures';
import { registerByApi } from './register-helpers';

test.describe('the access tokens settings page', () => {
  test('creates a token shown once, which then signs in /api calls as Bearer, and revokes it; no serious axe violation', async ({
    page,
  }) => {
    const suffix = String(Date.now()).slice(-8);
    const userName = `pat${suffix}`;
    await registerByApi(page.request, await csrf(page), {
      userName,
      phone: `169${suffix}`,
      password: 'e2e-password',
    });
    await page.goto('/settings/tokens');
    await expect(
      page.getByRole('heading', { level: 1, name: API_TOKEN_MESSAGES.pageTitle }),
    ).toBeVisible();
    await expect(page.getByText(API_TOKEN_MESSAGES.empty)).toBeVisible();

    await page.getByRole('button', { name: API_TOKEN_MESSAGES.create }).click();
    await expect(page.getByRole('alert')).toHaveText(API_TOKEN_MESSAGES.nameRequired);
    await page.getByLabel(API_TOKEN_MESSAGES.nameLabel).fill('同步脚本');
    await page.getByRole('radio', { name: API_TOKEN_MESSAGES.scopeWrite }).check();
    await page.getByRole('button', { name: API_TOKEN_MESSAGES.create }).click();
    const token = (await page.getByTestId('created-token').textContent()) ?? '';
    expect(token).toMatch(/^ymp_w_/u);
    await expect(page.getByRole('cell', { name: '同步脚本', exact: true })).toBeVisible();

    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      axe.violations
        .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
        .map((violation) => violation.id),
    ).toEqual([]);

    // The token alone, without the browser's cookies, signs in /api.
    const me = await page.request.fetch('/api/me', {
      headers: { authorization: `Bearer ${token}`, cookie: '' },
    });
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { userName: string }).userName).toBe(userName);

    await page.getByRole('button', { name: `${API_TOKEN_MESSAGES.revoke} 同步脚本` }).click();
    await expect(page.getByText(API_TOKEN_MESSAGES.empty)).toBeVisible();
    const after = await page.request.fetch('/api/me', {
      headers: { authorization: `Bearer ${token}`, cookie: '' },
    });
    expect(after.status()).toBe(401);
  });
});
