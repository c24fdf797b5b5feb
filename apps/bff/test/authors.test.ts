import { createTestApi, type TestApi } from '@yunmo/api/testing';
import { createTestUser } from '@yunmo/api/testing-users';
import {
  authorProfileSchema,
  authorWorkDetailSchema,
  authorWorksPageSchema,
} from '@yunmo/api-contract/authors';
import { modelCardSchema } from '@yunmo/api-contract/common';
import { IMAGE_SEARCH_MESSAGES, LIST_MESSAGES } from '@yunmo/domain/messages';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { build } from './helper.js';
import { writeWithCsrf } from './seeded-gateway.js';

let api: TestApi;
let app: FastifyInstance;
let author = '';
let viewerToken = '';

function write(
  method: 'put' | 'post' | 'delete',
  url: string,
  token: string | null,
  body?: object,
) {
  return writeWithCsrf(app, method, url, token, body);
}

beforeAll(async () => {
  api = await createTestApi({ count: 60 });
  app = await build({ V1_UPSTREAM: api.baseUrl, CACHE_TTL_MS: '0' });
  const ranking = (await (await fetch(`${api.baseUrl}/v1/ranking/list?category=3`)).json()) as {
    data: { userName: string }[];
  };
  author = ranking.data[0]!.userName;
  viewerToken = (await createTestUser(api.app, { userName: 'bff_author_fan', isAuthor: false }))
    .token;
}, 120_000);
afterAll(async () => {
  await app?.close();
  await api?.close();
});

describe('author page', () => {
  it('answers the profile and the works of each type', async () => {
    const profile = authorProfileSchema.parse(
      (await request(app.server).get(`/api/authors/${author}`).expect(200)).body,
    );
    expect(profile).toMatchObject({ userName: author, following: false, isOwner: false });
    const models = authorWorksPageSchema.parse(
      (await request(app.server).get(`/api/authors/${author}/works`).expect(200)).body,
    );
    expect(models.total).toBe(profile.counts.models);
    expect(models.pageSize).toBe(12);
    const panoramas = authorWorksPageSchema.parse(
      (await request(app.server).get(`/api/authors/${author}/works?type=panorama`).expect(200))
        .body,
    );
    expect(panoramas.items.length).toBe(profile.counts.panoramas);
    expect(panoramas.items.every((work) => 'type' in work && work.type === 'panorama')).toBe(true);
  });

  it('links each panorama and video to its own page on this site, which answers the work (no 404)', async () => {
    const ranking = (await (await fetch(`${api.baseUrl}/v1/ranking/list?category=3`)).json()) as {
      data: { userName: string }[];
    };
    let owner = '';
    for (const { userName } of ranking.data) {
      const profile = authorProfileSchema.parse(
        (await request(app.server).get(`/api/authors/${userName}`).expect(200)).body,
      );
      if (profile.counts.panoramas > 0 && profile.counts.videos > 0) {
        owner = userName;
        break;
      }
    }
    expect(owner).not.toBe('');
    for (const type of ['panorama', 'video'] as const) {
      const page = authorWorksPageSchema.parse(
        (await request(app.server).get(`/api/authors/${owner}/works?type=${type}`).expect(200))
          .body,
      );
      const works = page.items.flatMap((item) => ('type' in item ? [item] : []));
      expect(works.length).toBe(page.items.length);
      expect(works.length).toBeGreaterThan(0);
      for (const work of works) {
        expect(work.url).toBe(`/personalCenter/work/${String(work.id)}`);
        // The page's address is a page of the app, and its data call answers the work.
        const html = await request(app.server).get(work.url).set('accept', 'text/html').expect(200);
        expect(html.text).toContain('<div id="root">');
        const detail = authorWorkDetailSchema.parse(
          (
            await request(app.server)
              .get(`/api/author-works/${String(work.id)}`)
              .expect(200)
          ).body,
        );
        expect(detail).toMatchObject({
          id: work.id,
          type,
          title: work.title,
          author: { userName: owner },
        });
      }
    }
    await request(app.server).get('/api/author-works/99999999').expect(404);
    await request(app.server).get('/api/author-works/abc').expect(400);
  });

  it('refuses a search longer than 20 characters with the spec message, and unknown authors with 404', async () => {
    const tooLong = await request(app.server)
      .get(`/api/authors/${author}/works`)
      .query({ q: '模'.repeat(21) })
      .expect(400);
    expect(JSON.stringify(tooLong.body)).toContain(LIST_MESSAGES.authorSearchTooLong);
    await request(app.server).get('/api/authors/nobody-here').expect(404);
  });

  it('follows with login and CSRF; the profile shows the change', async () => {
    const guest = await write('put', `/api/authors/${author}/follow`, null);
    expect(guest.status).toBe(401);
    expect(guest.body.loginUrl).toBeTruthy();
    await request(app.server)
      .put(`/api/authors/${author}/follow`)
      .set('cookie', `token=${viewerToken}`)
      .expect(403);
    expect((await write('put', `/api/authors/${author}/follow`, viewerToken)).status).toBe(204);
    const followed = await request(app.server)
      .get(`/api/authors/${author}`)
      .set('cookie', `token=${viewerToken}`)
      .expect(200);
    expect(followed.body).toMatchObject({ following: true, followers: 1 });
    expect((await write('delete', `/api/authors/${author}/follow`, viewerToken)).status).toBe(204);
    const unfollowed = await request(app.server)
      .get(`/api/authors/${author}`)
      .set('cookie', `token=${viewerToken}`)
      .expect(200);
    expect(unfollowed.body).toMatchObject({ following: false, followers: 0 });
  });

  it('passes the follow calls through under /user/v1 with the token header', async () => {
    const answer = await write('post', '/user/v1/api/follow', viewerToken, { author });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 200 });
    const guest = await request(app.server)
      .delete('/user/v1/api/follow/cancelFollow')
      .query({ author })
      .expect(200);
    expect(guest.body.code).toBe(10004);
  });
});

describe('search by image', () => {
  it('finds models from a data URL, and refuses bad input with the spec alerts', async () => {
    const list = (await (
      await fetch(`${api.baseUrl}/v1/model/search?modelType=1&pn=1&size=1`)
    ).json()) as { data: { records: { thumbPath: string }[] } };
    // The previews are WebP; search by image takes JPEG and PNG, as a designer's saved picture would be.
    const bytes = await sharp(
      Buffer.from(
        await (await fetch(`${api.baseUrl}${list.data.records[0]!.thumbPath}`)).arrayBuffer(),
      ),
    )
      .jpeg()
      .toBuffer();
    const found = await write('post', '/api/image-search', null, {
      image: `data:image/jpeg;base64,${bytes.toString('base64')}`,
      cid: 1,
    });
    expect(found.status).toBe(200);
    const cards = z.array(modelCardSchema).parse(found.body.items);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((card) => card.kind === 'max')).toBe(true);

    const notAnImage = await write('post', '/api/image-search', null, {
      image: `data:image/png;base64,${Buffer.from('<html></html>').toString('base64')}`,
      cid: 1,
    });
    expect(notAnImage.status).toBe(400);
    expect(notAnImage.body.detail).toBe(IMAGE_SEARCH_MESSAGES.fileWrongFormat);
    const privateLink = await write('post', '/api/image-search', null, {
      url: 'http://127.0.0.1/a.png',
      cid: 1,
    });
    expect(privateLink.status).toBe(400);
    expect(privateLink.body.detail).toBe(IMAGE_SEARCH_MESSAGES.unusableLink);
    const emptyLink = await write('post', '/api/image-search', null, { url: '', cid: 2 });
    expect(emptyLink.status).toBe(400);
  });
});
