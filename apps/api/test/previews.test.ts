import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  UE_CHANNEL_PICTURES,
  bannerKey,
  bannerPreviewPath,
  bannerPreviewWidths,
} from '@yunmo/domain/previews';
import { bootApp } from '../src/testing.js';
import { build, type BuiltApp } from './helper.js';

/** Reads an image response whole (supertest leaves binary bodies unbuffered otherwise). */
function binary(response: request.Request) {
  return response.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

describe('rendered previews', () => {
  let built: BuiltApp;
  beforeAll(async () => {
    built = await build('pglite', 40);
  }, 120_000);
  afterAll(async () => {
    await built.close();
  });

  it('seeds renders of each model’s own asset: the cover thumbnail is on disk, gallery sizes are listed', async () => {
    const rows = await built.app.db.rows<{
      id: number;
      thumb_path: string;
      path: string;
      position: number;
    }>(
      sql`select m.id, m.thumb_path, i.path, i.position from models m join model_images i on i.model_id = m.id where m.thumb_path like '/files/renders/%' order by m.id, i.position`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]!.thumb_path).toMatch(/^\/files\/renders\/m\/\d{4}\/\d+\/cover-480\.webp$/u);
    const gallery = rows.filter((row) => row.id === rows[0]!.id);
    expect(gallery.map((row) => row.path.replace(/^.*\//u, ''))).toEqual(
      ['cover-1200.webp', 'front-1200.webp', 'side-1200.webp', 'top-1200.webp'].slice(
        0,
        gallery.length,
      ),
    );
    const thumb = await binary(request(built.app.server).get(rows[0]!.thumb_path));
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((thumb.body as Buffer).subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  it('renders a missing listed size once on its first requests, however many arrive together', async () => {
    const [row] = await built.app.db.rows<{ path: string }>(
      sql`select i.path from model_images i where i.path like '/files/renders/%' and i.position = 1 limit 1`,
    );
    const card = row!.path.replace(/-1200\.webp$/u, '-800.webp');
    const responses = await Promise.all(
      [0, 1, 2].map(() => binary(request(built.app.server).get(card))),
    );
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
    }
    const bodies = responses.map((response) => (response.body as Buffer).toString('base64'));
    expect(new Set(bodies).size).toBe(1);
    // No temporary files left behind.
    const folder = path.join(built.app.files.directory, path.dirname(card.slice('/files/'.length)));
    expect((await readdir(folder)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  }, 60_000);

  it('renders banners and avatars of a test catalogue on their first request', async () => {
    const [banner] = await built.app.db.rows<{ image: string }>(
      sql`select image from banners where slot = 'home-1' order by position limit 1`,
    );
    expect(banner!.image).toMatch(/^\/files\/renders\/banner\/home-1-0\/scene-1600\.webp$/u);
    const [author] = await built.app.db.rows<{ avatar_path: string }>(
      sql`select avatar_path from users where is_author order by id limit 1`,
    );
    for (const image of [
      banner!.image,
      banner!.image.replace('-1600.', '-800.'),
      author!.avatar_path,
    ]) {
      const response = await binary(request(built.app.server).get(image));
      expect(response.status, image).toBe(200);
      expect((response.body as Buffer).subarray(8, 12).toString('ascii')).toBe('WEBP');
    }
  }, 60_000);

  it('renders the UE channel’s slides and video posters on their first request', async () => {
    const { slot, slides, posters } = UE_CHANNEL_PICTURES;
    const pictures = Array.from({ length: slides + posters }, (_, index) =>
      bannerPreviewPath(bannerKey(slot, index), bannerPreviewWidths[0]),
    );
    for (const image of [pictures[0]!, pictures.at(-1)!]) {
      const response = await binary(request(built.app.server).get(image));
      expect(response.status, image).toBe(200);
      expect((response.body as Buffer).subarray(8, 12).toString('ascii')).toBe('WEBP');
    }
  }, 120_000);

  it('records the UE channel’s pictures at boot for a catalogue seeded before them', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'yunmo-ue-pictures-'));
    const env = {
      SEED_VALUE: '42',
      SEED_IMAGES: '0',
      SEED_COUNT: '12',
      YUNMO_DATA_DIR: dataDir,
      PGLITE_IN_MEMORY: '0',
      UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    };
    const picture = bannerPreviewPath(bannerKey(UE_CHANNEL_PICTURES.slot, 1), 800);
    try {
      const first = await bootApp(env);
      // As a seed from before the page used them left it: nothing recorded for these keys.
      const specs = path.join(first.previews.specsDir, 'banner.json');
      await first.close();
      const recorded = JSON.parse(await readFile(specs, 'utf8')) as Record<string, unknown>;
      const older = Object.entries(recorded).filter(
        ([key]) => !key.startsWith(`banner/${UE_CHANNEL_PICTURES.slot}-`),
      );
      expect(older.length).toBeLessThan(Object.keys(recorded).length);
      await writeFile(specs, JSON.stringify(Object.fromEntries(older)));
      const second = await bootApp(env);
      try {
        const response = await binary(request(second.server).get(picture));
        expect(response.status).toBe(200);
        expect((response.body as Buffer).subarray(8, 12).toString('ascii')).toBe('WEBP');
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('renders nothing for sizes, views or keys it does not list, nor for paths that leave the folder', async () => {
    const [row] = await built.app.db.rows<{ thumb_path: string }>(
      sql`select thumb_path from models where thumb_path like '/files/renders/%' limit 1`,
    );
    const base = row!.thumb_path.replace(/cover-480\.webp$/u, '');
    for (const bad of [
      `${base}cover-999.webp`,
      `${base}back-480.webp`,
      `${base}cover-480.png`,
      '/files/renders/m/0000/999999/cover-480.webp',
      '/files/renders/m/0000/1/../../../../render-specs/m-0000.json',
      '/files/renders/m/0000/1/%2e%2e/%2e%2e/%2e%2e/%2e%2e/render-specs/m-0000.json',
      '/files/render-specs/m-0000.json',
    ]) {
      expect((await request(built.app.server).get(bad)).status, bad).toBe(404);
    }
  });
});
