import type { Agent } from 'supertest';

/**
 * Registers through the gateway as the web form does: a captcha (the test API hands out its answer),
 * the SMS code from the sandbox outbox, then the account. Answers the registration response.
 */
export interface RegisterResponse {
  status: number;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

export async function registerThroughGateway(
  agent: Agent,
  csrf: string,
  account: { userName: string; phone: string; password: string; redirect?: string },
): Promise<RegisterResponse> {
  const captcha = (await agent.get('/api/session/captcha').expect(200)).body as {
    captchaId: string;
    answer: string;
  };
  await agent
    .post('/api/session/sms-code')
    .set('x-csrf-token', csrf)
    .send({ phone: account.phone, captchaId: captcha.captchaId, captcha: captcha.answer })
    .expect(200);
  const outbox = (await agent.get(`/v1/sms/sandbox/outbox?phone=${account.phone}`).expect(200))
    .body as { data: { text: string }[] };
  const smsCode = /验证码为([0-9]{6})/u.exec(outbox.data[0]?.text ?? '')?.[1] ?? '';
  return agent
    .post('/api/session/register')
    .set('x-csrf-token', csrf)
    .send({ ...account, smsCode });
}
