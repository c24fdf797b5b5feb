import { versionConversionOptionsSchema } from '@yunmo/api-contract/version-conversions';
import { VERSION_CONVERSION_MESSAGES } from '@yunmo/domain/messages';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { gatewayOverSeededApi, registeredMember } from './seeded-gateway.js';

const gateway = gatewayOverSeededApi(80);

async function firstMaxUuid(): Promise<string> {
  const page = await request(gateway.app.server)
    .get('/api/models')
    .query({ kind: 'max' })
    .expect(200);
  return (page.body.items[0] as { uuid: string }).uuid;
}

describe('version conversion through the gateway', () => {
  it('offers the versions each file can become, none of which exists yet', async () => {
    const uuid = await firstMaxUuid();
    const options = versionConversionOptionsSchema.parse(
      (
        await request(gateway.app.server)
          .get(`/api/kinds/max/models/${uuid}/conversions`)
          .expect(200)
      ).body,
    );
    expect(options.files.length).toBeGreaterThan(0);
    expect(options.convertible.length).toBeGreaterThan(0);
    const existing = new Set(options.files.map((file) => file.version));
    for (const file of options.convertible)
      for (const target of file.targets) expect(existing.has(target)).toBe(false);
    await request(gateway.app.server)
      .get(`/api/kinds/mapping/models/${uuid}/conversions`)
      .expect(400);
    await request(gateway.app.server)
      .get('/api/kinds/max/models/00000000-0000-4000-8000-000000000000/conversions')
      .expect(404);
  });

  it('queues a conversion for a member, refuses guests, forged requests and impossible versions', async () => {
    const uuid = await firstMaxUuid();
    const options = versionConversionOptionsSchema.parse(
      (
        await request(gateway.app.server)
          .get(`/api/kinds/max/models/${uuid}/conversions`)
          .expect(200)
      ).body,
    );
    const source = options.convertible[0]!;
    const body = { fileId: source.fileId, version: source.targets[0] };
    await request(gateway.app.server)
      .post(`/api/kinds/max/models/${uuid}/conversions`)
      .send(body)
      .expect(401);

    const { agent, csrf } = await registeredMember(gateway.app, 'vc');

    await agent.post(`/api/kinds/max/models/${uuid}/conversions`).send(body).expect(403);
    const done = await agent
      .post(`/api/kinds/max/models/${uuid}/conversions`)
      .set('x-csrf-token', csrf)
      .send(body)
      .expect(200);
    expect(done.body.message).toBe(VERSION_CONVERSION_MESSAGES.submitted);

    const existing = await agent
      .post(`/api/kinds/max/models/${uuid}/conversions`)
      .set('x-csrf-token', csrf)
      .send({ fileId: source.fileId, version: source.version })
      .expect(422);
    expect(existing.body.detail).toBe('该版本无法转换');
    await agent
      .post(`/api/kinds/max/models/${uuid}/conversions`)
      .set('x-csrf-token', csrf)
      .send({ fileId: source.fileId, version: '' })
      .expect(400);
    await agent
      .post(`/api/kinds/max/models/${uuid}/conversions`)
      .set('x-csrf-token', csrf)
      .send({ fileId: -1, version: '2020' })
      .expect(400);
  });
});
