import { downloadStepSchema } from '@yunmo/api-contract/downloads';
import { meSchema } from '@yunmo/api-contract/accounts';
import { modelDetailSchema } from '@yunmo/api-contract/model-detail';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream.js';
import { build } from './helper.js';
import { gatewayOverSeededApi, registeredMember } from './seeded-gateway.js';

const gateway = gatewayOverSeededApi(80);

async function cards(kind: string, feeType = 'free') {
  const page = await request(gateway.app.server)
    .get('/api/models')
    .query({ kind, feeType })
    .expect(200);
  return page.body.items as { uuid: string; title: string }[];
}

describe('the detail page over the real API', () => {
  it('resolves a legacy /model/detail/{kind}/{numericId} link to the model instead of 模型未找到!', async () => {
    const [card] = await cards('su');
    const byUuid = modelDetailSchema.parse(
      (await request(gateway.app.server).get(`/api/kinds/su/models/${card!.uuid}`).expect(200))
        .body,
    );
    const byId = modelDetailSchema.parse(
      (
        await request(gateway.app.server)
          .get(`/api/kinds/su/models/${String(byUuid.id)}`)
          .expect(200)
      ).body,
    );
    expect([byId.uuid, byId.title]).toEqual([byUuid.uuid, byUuid.title]);
    await request(gateway.app.server)
      .get(`/api/kinds/su/models/${String(byUuid.id)}/similar`)
      .expect(200);
    // The legacy page itself is served as the model's page (200), with the kind given as its code.
    const page = await request(gateway.app.server)
      .get(`/model/detail/2/${String(byUuid.id)}`)
      .set('accept', 'text/html')
      .expect(200);
    expect(page.text).toContain(byUuid.title);
    expect(page.text).not.toContain('模型未找到!');
  });

  it('asks a UE4 download for the captcha after 10 downloads within 3 minutes, as every kind does', async () => {
    const { agent, csrf } = await registeredMember(gateway.app, 'cap');
    await agent.put('/api/downloads/agreement').set('x-csrf-token', csrf).expect(204);
    const free = [
      ...(await cards('max')).slice(0, 5).map((card) => ({ kind: 'max', card })),
      ...(await cards('su')).slice(0, 5).map((card) => ({ kind: 'su', card })),
    ];
    expect(free).toHaveLength(10);
    for (const { kind, card } of free) {
      const step = downloadStepSchema.parse(
        (
          await agent
            .post(`/api/kinds/${kind}/models/${card.uuid}/download-check`)
            .set('x-csrf-token', csrf)
            .send({})
            .expect(200)
        ).body,
      );
      expect(step.step).toBe('link');
    }
    const [ue4] = await cards('ue4');
    const step = downloadStepSchema.parse(
      (
        await agent
          .post(`/api/kinds/ue4/models/${ue4!.uuid}/download-check`)
          .set('x-csrf-token', csrf)
          .send({})
          .expect(200)
      ).body,
    );
    expect(step).toEqual({ step: 'captcha', message: '需要输入验证码或验证码错误' });
  });

  it('answers the user info posted upstream with outStanding and the coupon and payment fields', async () => {
    const { agent } = await registeredMember(gateway.app, 'me');
    const me = meSchema.parse((await agent.get('/api/me').expect(200)).body);
    expect(me.outstandingFen).toBe(0);
    expect(me.payment).toEqual({
      tickets: 0,
      freeDownloadsLeftToday: 20,
      downloadPackages: 0,
      memberDownloadsLeft: 20,
      flowFeeFen: 20,
      userCategory: 1,
    });
  });
});

describe('the pay check through the gateway', () => {
  let upstream: FakeUpstream;
  let app: FastifyInstance;
  beforeAll(async () => {
    upstream = await startFakeUpstream({
      '/v1/download/checkUserPay': { code: 10003, msg: '下载失败', data: null },
      '/v1/download/downPay': { code: 10003, msg: '下载失败', data: null },
    });
    app = await build({ V1_UPSTREAM: upstream.url, CACHE_TTL_MS: '0' });
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  it("forwards the page's source and the client flag to checkUserPay and downPay, and refuses a malformed source in Chinese", async () => {
    const session = await request(app.server).get('/api/session/csrf').expect(200);
    const secret = (session.headers['set-cookie'] as unknown as string[])
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const post = (path: string, body: unknown) =>
      request(app.server)
        .post(path)
        .set('cookie', `${secret}; token=abc`)
        .set('x-csrf-token', session.body.csrfToken)
        .send(body as object);
    const uuid = '6f1c0a52-0000-4000-8000-000000000001';
    await post(`/api/kinds/max/models/${uuid}/download-check`, {
      versionId: 3,
      flag: 1,
      source: 'modelPc',
    }).expect(200);
    await post(`/api/kinds/max/models/${uuid}/download`, {
      versionId: 3,
      flag: 1,
      source: 'modelPc',
      payCategory: 2,
    }).expect(200);
    const bodies = upstream.requests
      .filter((item) => item.path.startsWith('/v1/download/'))
      .map((item) => JSON.parse(item.body) as Record<string, unknown>);
    expect(bodies).toEqual([
      { uuid, fileId: 3, flag: 1, source: 'modelPc' },
      { uuid, fileId: 3, payCategory: 2, flag: 1, source: 'modelPc' },
    ]);
    const bad = await post(`/api/kinds/max/models/${uuid}/download-check`, {
      source: '<script>',
    }).expect(400);
    expect(bad.body.detail).toContain('参数错误');
  });
});
