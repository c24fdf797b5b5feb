import { createTestApi, type TestApi } from '@yunmo/api/testing';
import { downloadStepSchema } from '@yunmo/api-contract/downloads';
import { modelDetailSchema } from '@yunmo/api-contract/model-detail';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from './helper.js';
import { registerThroughGateway } from './register-helper.js';

let api: TestApi;
let app: FastifyInstance;

beforeAll(async () => {
  api = await createTestApi({ count: 120 });
  app = await build({ V1_UPSTREAM: api.baseUrl, CACHE_TTL_MS: '0' });
}, 180_000);
afterAll(async () => {
  await app?.close();
  await api?.close();
});

async function member() {
  const agent = request.agent(app.server);
  const csrf = (await agent.get('/api/session/csrf').expect(200)).body.csrfToken as string;
  const suffix = String(Date.now()).slice(-8);
  expect(
    (
      await registerThroughGateway(agent, csrf, {
        userName: `dl_${suffix}`,
        phone: `166${suffix}`,
        password: 'correct-horse',
      })
    ).status,
  ).toBe(201);
  return { agent, csrf };
}

async function firstModel(
  kind: string,
  feeType?: string,
): Promise<{ uuid: string; title: string }> {
  const page = await request(app.server)
    .get('/api/models')
    .query(feeType === undefined ? { kind } : { kind, feeType })
    .expect(200);
  return page.body.items[0] as { uuid: string; title: string };
}

describe('model detail and downloads through the gateway', () => {
  it('answers the detail of every kind in the contract shape, and 404 with 模型未找到! for another kind', async () => {
    for (const kind of ['max', 'su', 'mapping', 'ue4', 'uec'] as const) {
      const model = await firstModel(kind);
      const detail = modelDetailSchema.parse(
        (await request(app.server).get(`/api/kinds/${kind}/models/${model.uuid}`).expect(200)).body,
      );
      expect(detail.kind).toBe(kind);
      const contents = detail.versions[0]?.contents;
      if (kind === 'max' || kind === 'su' || kind === 'ue4') {
        // A real asset: GLB and OBJ + MTL, with its counts and size from the package's manifest.
        expect(contents?.files.map((file) => file.name)).toEqual(
          expect.arrayContaining(['model.glb', 'model.obj', 'model.mtl']),
        );
        expect(contents?.model?.faces).toBeGreaterThan(0);
      } else {
        // A material set: base colour, normal and roughness maps at least.
        const maps = contents?.textures ?? [];
        for (const map of ['basecolor', 'normal', 'roughness'])
          expect(maps.some((name) => name.includes(`_${map}.`))).toBe(true);
        expect(contents?.model).toBeNull();
      }
      expect(detail.fields.length).toBeGreaterThan(0);
    }
    const max = await firstModel('max', 'free');
    const wrongKind = await request(app.server).get(`/api/kinds/su/models/${max.uuid}`).expect(404);
    expect(wrongKind.body.detail).toBe('模型未找到!');
  });

  it('refuses guests with 401, then walks agreement and a free download to a file saved under the title', async () => {
    const model = await firstModel('max', 'free');
    await request(app.server)
      .post(`/api/kinds/max/models/${model.uuid}/download-check`)
      .send({})
      .expect(401);
    const { agent, csrf } = await member();
    const first = downloadStepSchema.parse(
      (
        await agent
          .post(`/api/kinds/max/models/${model.uuid}/download-check`)
          .set('x-csrf-token', csrf)
          .send({})
          .expect(200)
      ).body,
    );
    expect(first.step).toBe('agreement');
    await agent.put('/api/downloads/agreement').set('x-csrf-token', csrf).expect(204);
    const link = downloadStepSchema.parse(
      (
        await agent
          .post(`/api/kinds/max/models/${model.uuid}/download-check`)
          .set('x-csrf-token', csrf)
          .send({})
          .expect(200)
      ).body,
    );
    if (link.step !== 'link') throw new Error(`expected a link, got ${link.step}`);
    expect(link.files[0]?.fileName).toBe(`${model.title}.zip`);
    const file = await agent.get(link.files[0]?.url ?? '').expect(200);
    expect(file.headers['x-content-sha256']).toBe(link.files[0]?.sha256);
    const quota = await agent.get('/api/downloads/quota').expect(200);
    expect(quota.body).toMatchObject({ dailyLimit: 20, dailyLeft: 19 });
  });

  it('turns a paid model without funds into the pay dialog with its price', async () => {
    const { agent, csrf } = await member();
    await agent.put('/api/downloads/agreement').set('x-csrf-token', csrf).expect(204);
    const page = await request(app.server)
      .get('/api/models')
      .query({ kind: 'max', feeType: 'nofree' })
      .expect(200);
    const paid = (page.body.items as { uuid: string; priceFen: number; isMember: boolean }[]).find(
      (item) => !item.isMember,
    );
    if (!paid) throw new Error('no paid model');
    const check = downloadStepSchema.parse(
      (
        await agent
          .post(`/api/kinds/max/models/${paid.uuid}/download-check`)
          .set('x-csrf-token', csrf)
          .send({})
          .expect(200)
      ).body,
    );
    expect(check.step).toBe('payDialog');
    const pay = downloadStepSchema.parse(
      (
        await agent
          .post(`/api/kinds/max/models/${paid.uuid}/download`)
          .set('x-csrf-token', csrf)
          .send({})
          .expect(200)
      ).body,
    );
    expect(pay).toEqual({ step: 'payDialog', payPriceFen: paid.priceFen });
  });

  it('answers 反馈成功 for an error report and 提交错误 for an invalid one', async () => {
    const { agent, csrf } = await member();
    const model = await firstModel('ue4');
    const saved = await agent
      .post('/api/error-reports')
      .set('x-csrf-token', csrf)
      .send({ categories: ['模型打不开'], msg: '  ', modelUuid: model.uuid })
      .expect(200);
    expect(saved.body.message).toBe('反馈成功');
    const invalid = await agent
      .post('/api/error-reports')
      .set('x-csrf-token', csrf)
      .send({ categories: [], modelUuid: model.uuid })
      .expect(400);
    expect(invalid.body.detail).toBe('提交错误');
  });

  it('writes the title, canonical address and preview image into the served detail page', async () => {
    const model = await firstModel('su');
    const html = await request(app.server).get(`/detail/su/${model.uuid}`).expect(200);
    expect(html.text).toContain(`<title>${model.title} - SU模型 - 云模型</title>`);
    expect(html.text).toContain(`/detail/su/${model.uuid}`);
  });
});
