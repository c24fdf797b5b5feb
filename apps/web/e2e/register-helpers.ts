import { expect, type APIRequestContext } from '@playwright/test';

/** The newest registration code the sandbox SMS provider "sent" to `phone` (the sandbox outbox page). */
export async function sandboxSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  const outbox = (await (await request.get(`/v1/sms/sandbox/outbox?phone=${phone}`)).json()) as {
    data: { text: string }[];
  };
  const code = /验证码为([0-9]{6})/u.exec(outbox.data[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no SMS code for ${phone} in the sandbox outbox`);
  return code;
}

/**
 * Registers through the gateway as the form does: a captcha (the e2e API hands out its answer:
 * CAPTCHA_REVEAL_ANSWERS), the SMS code from the sandbox outbox, then the account.
 */
export async function registerByApi(
  request: APIRequestContext,
  csrf: string,
  account: { userName: string; phone: string; password: string },
): Promise<void> {
  const captcha = (await (await request.get('/api/session/captcha')).json()) as {
    captchaId: string;
    answer: string;
  };
  const sent = await request.post('/api/session/sms-code', {
    headers: { 'x-csrf-token': csrf },
    data: { phone: account.phone, captchaId: captcha.captchaId, captcha: captcha.answer },
  });
  expect(sent.status()).toBe(200);
  const response = await request.post('/api/session/register', {
    headers: { 'x-csrf-token': csrf },
    data: { ...account, smsCode: await sandboxSmsCode(request, account.phone) },
  });
  expect(response.status()).toBe(201);
}

/** The same through the legacy /v1 calls; answers the session token. */
export async function registerByV1(
  request: APIRequestContext,
  account: { userName: string; phone: string; password: string },
): Promise<string> {
  const captcha = (await (await request.get('/v1/account/captcha')).json()) as {
    data: { captchaId: string; answer: string };
  };
  const sent = (await (
    await request.post('/v1/account/smsCode', {
      data: {
        phone: account.phone,
        captchaId: captcha.data.captchaId,
        captcha: captcha.data.answer,
      },
    })
  ).json()) as { code: number };
  expect(sent.code).toBe(200);
  const registered = (await (
    await request.post('/v1/account/register', {
      data: { ...account, smsCode: await sandboxSmsCode(request, account.phone) },
    })
  ).json()) as { code: number; data: { token: string } };
  expect(registered.code).toBe(200);
  return registered.data.token;
}
