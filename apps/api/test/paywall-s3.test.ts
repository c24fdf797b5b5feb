import { createHash, randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/http/auth.js';
import { build, type BuiltApp } from './helper.js';

/** A stand-in S3 endpoint (path style): PUT stores an object, GET answers it only with a presigned query. */
function fakeS3() {
  const objects = new Map<string, Buffer>();
  const server = http.createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://s3.test');
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      if (incoming.method === 'PUT') {
        objects.set(decodeURIComponent(url.pathname), Buffer.concat(chunks));
        outgoing.writeHead(200, { etag: '"x"' }).end();
        return;
      }
      const stored = objects.get(decodeURIComponent(url.pathname));
      // The API's own, header-signed existence check (a package built on its first download).
      if (incoming.method === 'HEAD' && incoming.headers.authorization) {
        outgoing.writeHead(stored ? 200 : 404).end();
        return;
      }
      const signed =
        url.searchParams.has('X-Amz-Signature') &&
        Number(url.searchParams.get('X-Amz-Expires')) <= 300;
      if (incoming.method === 'GET' && stored && signed) outgoing.writeHead(200).end(stored);
      else outgoing.writeHead(403).end();
    });
  });
  return { objects, server };
}

describe('packages in a private S3-compatible bucket', () => {
  const s3 = fakeS3();
  let built: BuiltApp;
  let endpoint = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${String((s3.server.address() as AddressInfo).port)}`;
    built = await build('pglite', 40, {
      PACKAGE_STORAGE_S3_ENDPOINT: endpoint,
      PACKAGE_STORAGE_S3_BUCKET: 'yunmo-packages',
      PACKAGE_STORAGE_S3_REGION: 'us-east-1',
      PACKAGE_STORAGE_S3_ACCESS_KEY_ID: 'test-access-key',
      PACKAGE_STORAGE_S3_SECRET_ACCESS_KEY: 'test-secret-key-test-secret-key',
    });
  }, 240_000);
  afterAll(async () => {
    await built.close();
    s3.server.close();
  });

  it('uploads every package under its random key and delivers it once through a presigned GET', async () => {
    const db = built.app.db;
    const keys = await db.rows<{ file_path: string }>(
      sql`select distinct file_path from model_versions`,
    );
    expect(keys.length).toBeGreaterThan(0);
    for (const { file_path: key } of keys) {
      expect(key).toMatch(/^pkg\/[0-9a-f]{2}\/[0-9a-f]{32}\.(?:zip|hdr)$/u);
      expect(s3.objects.has(`/yunmo-packages/${key}`)).toBe(true);
    }
    // Nothing stays on the API's disk, public or private.
    const local = await readdir(path.join(built.app.config.YUNMO_DATA_DIR), { recursive: true });
    expect(local.filter((name) => /\.(?:zip|hdr)$/iu.test(name))).toEqual([]);
    // The bucket is private: an unsigned GET is refused.
    const unsigned = await fetch(`${endpoint}/yunmo-packages/${keys[0]?.file_path ?? ''}`);
    expect(unsigned.status).toBe(403);

    const user = await db.rows<{ id: number }>(
      sql`insert into users (user_name, nickname) values (${`s3buyer-${randomBytes(3).toString('hex')}`}, '买家') returning id`,
    );
    const token = randomBytes(24).toString('hex');
    await db.rows(
      sql`insert into sessions (token_sha256, user_id, expires_at) values (${hashToken(token)}, ${Number(user[0]?.id)}, now() + interval '1 day')`,
    );
    await db.rows(sql`insert into download_agreements (user_id) values (${Number(user[0]?.id)})`);
    const [model] = await db.rows<{ uuid: string }>(
      sql`select uuid::text from models where online and kind in (1, 2) and fee_category = 1 order by id limit 1`,
    );
    const granted = (
      await request(built.app.server)
        .post('/v1/download/checkUserPay')
        .set('token', token)
        .send({ uuid: model?.uuid })
    ).body as {
      code: number;
      data: { url: string; sha256: string };
    };
    expect(granted.code).toBe(200);

    expect((await request(built.app.server).get(granted.data.url)).status).toBe(401);
    const redirect = await request(built.app.server).get(granted.data.url).set('token', token);
    expect(redirect.status).toBe(302);
    const location = new URL(redirect.headers.location as string);
    expect(location.origin).toBe(endpoint);
    expect(Number(location.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);
    expect(location.searchParams.get('response-content-disposition')).toContain('attachment');
    const file = await fetch(location);
    expect(file.status).toBe(200);
    expect(
      createHash('sha256')
        .update(Buffer.from(await file.arrayBuffer()))
        .digest('hex'),
    ).toBe(granted.data.sha256);
    // The link handed out its one delivery.
    expect((await request(built.app.server).get(granted.data.url).set('token', token)).status).toBe(
      410,
    );
  });
});
