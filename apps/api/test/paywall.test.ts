import { createHash, randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesDirectory, loadConfig } from '../src/config/env.js';
import { hashToken } from '../src/http/auth.js';
import { backends, build, fetchBytes, type BuiltApp } from './helper.js';

interface Legacy<T = Record<string, unknown>> {
  code: number;
  msg: string;
  data: T;
}
interface Granted {
  url: string;
  sizeBytes: number;
  sha256: string;
  expiresAt: string;
  hdrPath?: string;
  hdrSizeBytes?: number;
  hdrSha256?: string;
}
interface Pick {
  id: number;
  uuid: string;
  kind: number;
  model_number: string;
  thumb_path: string;
}

/** How each kind asks for a free download: its state call answers the link straight away. */
const grantCalls: Record<number, { path: string; body: (model: Pick) => Record<string, unknown> }> =
  {
    1: { path: '/v1/download/checkUserPay', body: (model) => ({ uuid: model.uuid }) },
    2: { path: '/v1/download/checkUserPay', body: (model) => ({ uuid: model.uuid }) },
    3: { path: '/v1/mapping-detail/down-state', body: (model) => ({ id: model.id }) },
    4: { path: '/v1/ue4-detail/check-download', body: (model) => ({ id: model.id }) },
    5: { path: '/v1/uec-detail/down-state', body: (model) => ({ id: model.id }) },
  };
const kindNames: Record<number, string> = { 1: 'max', 2: 'su', 3: 'mapping', 4: 'ue4', 5: 'uec' };

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe.each(backends)('paywall on %s', (backend) => {
  let built: BuiltApp;
  let counter = 0;

  beforeAll(async () => {
    built = await build(backend, 300, { DOWNLOAD_CAPTCHA_THRESHOLD: '1000' });
  }, 240_000);
  afterAll(async () => {
    await built.close();
  });

  const db = () => built.app.db;

  async function createUser() {
    counter += 1;
    const rows = await db().rows<{ id: number }>(
      sql`insert into users (user_name, nickname) values (${`paywall${String(counter)}-${randomBytes(3).toString('hex')}`}, ${'买家'}) returning id`,
    );
    const userId = Number(rows[0]?.id);
    const token = randomBytes(24).toString('hex');
    await db().rows(
      sql`insert into sessions (token_sha256, user_id, expires_at) values (${hashToken(token)}, ${userId}, now() + interval '1 day')`,
    );
    await db().rows(sql`insert into download_agreements (user_id) values (${userId})`);
    return { userId, token };
  }

  async function grant(model: Pick, token: string): Promise<Granted> {
    const call = grantCalls[model.kind]!;
    const answer = (
      await request(built.app.server).post(call.path).set('token', token).send(call.body(model))
    ).body as Legacy<Granted>;
    expect(answer.code, JSON.stringify(answer)).toBe(200);
    expect(answer.data.url).toMatch(/^\/v1\/download\/file\//u);
    return answer.data;
  }

  const freeModel = async (kind: number, extra = sql`true`) =>
    (
      await db().rows<Pick>(
        sql`select id, uuid, kind, model_number, thumb_path from models where online and kind = ${kind} and fee_category = 1 and ${extra} order by id limit 1`,
      )
    )[0];

  it('keeps every kind of package off the public files: anonymous, other users and guessed paths fail, the buyer gets the bytes', async () => {
    const filesDir = filesDirectory(
      loadConfig({ YUNMO_DATA_DIR: built.app.config.YUNMO_DATA_DIR }),
    );
    // No package is left anywhere under the public files directory.
    const publicFiles = await filesUnder(filesDir);
    expect(publicFiles.filter((file) => /\.(?:zip|hdr)$/iu.test(file))).toEqual([]);

    const hdrTexture = await freeModel(
      3,
      sql`exists (select 1 from model_versions v where v.model_id = models.id and v.file_path like '%.hdr')`,
    );
    const picks = [
      ...(await Promise.all([1, 2, 3, 4, 5].map((kind) => freeModel(kind)))),
      hdrTexture,
    ];
    for (const model of picks) {
      expect(model, 'a free model of every kind').toBeDefined();
      if (!model) continue;
      const label = `${kindNames[model.kind] ?? ''} ${model.model_number}`;
      const versions = await db().rows<{ file_path: string }>(
        sql`select file_path from model_versions where model_id = ${model.id}`,
      );
      const poolIndex = /\/(\d+)\.jpg$/u.exec(model.thumb_path)?.[1] ?? '0';
      const bucket = String(Math.floor(Number(poolIndex) / 1000)).padStart(4, '0');
      // The old layout, derived from the public thumb path, and the stored keys under /files: all unknown.
      const guesses = [
        `/files/zips/${bucket}/${poolIndex}-0.zip`,
        `/files/zips/${bucket}/${poolIndex}-1.zip`,
        `/files/hdr/${bucket}/${poolIndex}.hdr`,
        ...versions.flatMap((version) => [
          `/files/${version.file_path}`,
          `/files/../packages/${version.file_path.replace(/^pkg\//u, '')}`,
        ]),
      ];
      for (const guess of guesses) {
        const answer = await request(built.app.server).get(guess);
        expect(answer.status, `${label} ${guess}`).toBe(404);
      }
      for (const version of versions) {
        // The key is random: neither the pool number nor the model number is in it.
        expect(version.file_path).toMatch(/^pkg\/[0-9a-f]{2}\/[0-9a-f]{32}\.(?:zip|hdr)$/u);
        expect(version.file_path).not.toContain(model.model_number);
      }
      // Nothing public names the key.
      const detailPath =
        model.kind <= 2 ? '/v1/webDetail/get' : `/v1/${kindNames[model.kind] ?? ''}-detail/get`;
      const detail = await request(built.app.server)
        .get(detailPath)
        .query({ id: model.id, uuid: model.uuid });
      expect(detail.status).toBe(200);
      for (const version of versions) expect(detail.text).not.toContain(version.file_path.slice(4));

      const buyer = await createUser();
      const other = await createUser();
      const granted = await grant(model, buyer.token);
      // The grant's link lives minutes, not hours.
      expect(new Date(granted.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);
      const links = [granted.url, ...(granted.hdrPath ? [granted.hdrPath] : [])];
      for (const url of links) {
        expect((await request(built.app.server).get(url)).status, `${label} anonymous`).toBe(401);
        expect(
          (await request(built.app.server).get(url).set('token', other.token)).status,
          `${label} other user`,
        ).toBe(403);
        expect(
          (
            await request(built.app.server)
              .get(url)
              .set('token', other.token)
              .set('range', 'bytes=0-')
          ).status,
        ).toBe(403);
      }
      const file = await fetchBytes(built.app, granted.url, { token: buyer.token });
      expect(file.status, label).toBe(200);
      expect(file.bytes.length).toBe(granted.sizeBytes);
      expect(createHash('sha256').update(file.bytes).digest('hex')).toBe(granted.sha256);
      if (granted.hdrPath) {
        const hdr = await fetchBytes(built.app, granted.hdrPath, { token: buyer.token });
        expect(hdr.status).toBe(200);
        expect(createHash('sha256').update(hdr.bytes).digest('hex')).toBe(granted.hdrSha256);
      }
    }
    expect(hdrTexture, 'a texture with an HDR map').toBeDefined();
  });

  it('delivers one link once: Range cannot replay a finished delivery, but resumes an unfinished one', async () => {
    const model = await freeModel(1);
    const buyer = await createUser();
    const get = (url: string, range?: string) => {
      const call = request(built.app.server).get(url).set('token', buyer.token);
      return range ? call.set('range', range) : call;
    };

    // The link is marked spent once its last byte has been handed over (just after the answer ends).
    const delivered = async (url: string) => {
      const linkId = /file\/([0-9a-f]+)/u.exec(url)?.[1] ?? '';
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const rows = await db().rows<{ delivered_at: unknown }>(
          sql`select delivered_at from download_links where id = ${linkId}`,
        );
        if (rows[0]?.delivered_at) return true;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return false;
    };

    // A whole delivery, then the replay of the report: Range bytes=0- gets nothing.
    const whole = await grant(model!, buyer.token);
    expect((await get(whole.url)).status).toBe(200);
    // Even before it is marked, the finished delivery cannot be fetched whole again.
    expect((await get(whole.url, 'bytes=0-')).status).toBe(410);
    expect(await delivered(whole.url)).toBe(true);
    expect((await get(whole.url, 'bytes=5-9')).status).toBe(410);
    expect((await get(whole.url)).status).toBe(410);

    // An interrupted delivery resumes with ranges until its last byte; then the link is spent.
    const resumed = await grant(model!, buyer.token);
    const head = await fetchBytes(built.app, resumed.url, {
      token: buyer.token,
      range: 'bytes=0-99',
    });
    expect(head.status).toBe(206);
    // Starting over with a whole download is not a resumption.
    expect((await get(resumed.url)).status).toBe(410);
    const tail = await fetchBytes(built.app, resumed.url, {
      token: buyer.token,
      range: 'bytes=100-',
    });
    expect(tail.status).toBe(206);
    expect(
      createHash('sha256')
        .update(Buffer.concat([head.bytes, tail.bytes]))
        .digest('hex'),
    ).toBe(resumed.sha256);
    expect(await delivered(resumed.url)).toBe(true);
    expect((await get(resumed.url, 'bytes=0-')).status).toBe(410);
    expect((await get(resumed.url, 'bytes=0-9')).status).toBe(410);

    // Never fetching the last byte does not make a reusable link either: a delivery and its
    // resumptions stay under twice the file's size.
    const partial = await grant(model!, buyer.token);
    const allButLast = `bytes=0-${String(partial.sizeBytes - 2)}`;
    expect((await get(partial.url, allButLast)).status).toBe(206);
    expect((await get(partial.url, allButLast)).status).toBe(206);
    expect((await get(partial.url, allButLast)).status).toBe(410);
    expect((await get(partial.url, 'bytes=0-0')).status).toBe(206);
    expect((await get(partial.url, 'bytes=0-0')).status).toBe(410);

    // Each grant counted as one download.
    const grants = await db().rows<{ count: string | number }>(
      sql`select count(*) as count from download_grants g join sessions s on s.user_id = g.user_id where s.token_sha256 = ${hashToken(buyer.token)}`,
    );
    expect(Number(grants[0]?.count)).toBe(3);
  });
});
