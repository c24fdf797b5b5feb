import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuiltApp } from './helper.js';

let built: BuiltApp;
let plain: BuiltApp;

beforeAll(async () => {
  built = await build('pglite', 20, {
    PUBLIC_ORIGIN: 'https://yunmo.example',
    WECHAT_APP_ID: 'wx-app',
    WECHAT_JSAPI_TICKET: 'ticket-1',
  });
  plain = await build('pglite', 0);
}, 180_000);
afterAll(async () => {
  await built?.close();
  await plain?.close();
});

describe('dynamic time (spec §7.2)', () => {
  it('answers the page address, pubDate and upDate in Beijing time, by uuid or legacy numeric id', async () => {
    const [model] = await built.app.db.rows<{
      id: number;
      uuid: string;
      kind: number;
      created_at: Date;
    }>(
      sql`select id, uuid, kind, created_at from models where online and kind = 4 order by id limit 1`,
    );
    expect(model).toBeDefined();
    if (!model) return;
    const byUuid = await request(built.app.server)
      .get('/v1/webDetail/dynamicTime')
      .query({ uuid: model.uuid })
      .expect(200);
    const beijing = new Date(new Date(model.created_at).getTime() + 8 * 3_600_000)
      .toISOString()
      .slice(0, 19);
    expect(byUuid.body).toEqual({
      code: 200,
      msg: 'success',
      data: {
        url: `https://yunmo.example/detail/ue4/${model.uuid}`,
        pubDate: beijing,
        upDate: beijing,
      },
    });
    const byId = await request(built.app.server)
      .get('/v1/webDetail/dynamicTime')
      .query({ id: model.id })
      .expect(200);
    expect(byId.body.data.url).toBe(byUuid.body.data.url);
    const missing = await request(built.app.server).get('/v1/webDetail/dynamicTime').expect(200);
    expect(missing.body).toMatchObject({ code: 400, msg: '参数错误：缺少 uuid 或 id' });
  });
});

describe('share signature (spec §7.5)', () => {
  it('signs the page address for the WeChat JS-SDK with the configured ticket', async () => {
    const url = 'https://yunmo.example/personalCenter/center?flag=abc';
    const answer = await request(built.app.server)
      .get('/v1/share/signature')
      .query({ url })
      .expect(200);
    const { appId, timestamp, nonceStr, signature } = answer.body.data as Record<
      string,
      string | number
    >;
    expect(appId).toBe('wx-app');
    const expected = createHash('sha1')
      .update(
        `jsapi_ticket=ticket-1&noncestr=${String(nonceStr)}&timestamp=${String(timestamp)}&url=${url}`,
      )
      .digest('hex');
    expect(signature).toBe(expected);
  });

  it('answers the parameters as missing where none are configured, and refuses a bad address in Chinese', async () => {
    const answer = await request(plain.app.server)
      .get('/v1/share/signature')
      .query({ url: 'https://a.example/x' })
      .expect(200);
    expect(answer.body.data).toEqual({
      appId: null,
      timestamp: null,
      nonceStr: null,
      signature: null,
    });
    const bad = await request(plain.app.server)
      .get('/v1/share/signature')
      .query({ url: 'javascript:alert(1)' })
      .expect(200);
    expect(bad.body).toMatchObject({ code: 400, msg: '参数错误：url 不是有效的网页地址' });
  });
});

describe('pano url (spec §7.5: POST always {str})', () => {
  it('resolves a panorama work and the allowed VR addresses, and nothing else', async () => {
    const [work] = await built.app.db.rows<{ id: number; link_path: string }>(
      sql`select id, link_path from author_works where work_type = 5 order by id limit 1`,
    );
    expect(work).toBeDefined();
    if (!work) return;
    const post = (str: unknown) =>
      request(built.app.server).post('/v1/share/panoUrl').send({ str });
    expect((await post(String(work.id))).body).toEqual({
      code: 200,
      msg: 'success',
      data: { url: work.link_path },
    });
    expect((await post('https://720.xrender.com/tour/1')).body.data).toEqual({
      url: 'https://720.xrender.com/tour/1',
    });
    expect((await post('https://evil.example/tour/1')).body).toMatchObject({
      code: 404,
      msg: '全景不存在',
    });
    expect((await post('//evil.example/x')).body).toMatchObject({ code: 404 });
    expect((await post('')).body).toMatchObject({ code: 400, msg: '参数错误：缺少 str' });
  });
});
