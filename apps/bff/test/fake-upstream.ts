import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

/** What a route of the fake answers: a legacy envelope, or a misbehaviour. */
export type FakeAnswer =
  | { data: unknown; code?: number; msg?: string }
  | { raw: string; status?: number; contentType?: string; headers?: Record<string, string> }
  | { delayMs: number; data: unknown }
  | { reset: true };

export type FakeRoutes = Record<string, FakeAnswer | ((request: RecordedRequest) => FakeAnswer)>;

export interface FakeUpstream {
  url: string;
  requests: RecordedRequest[];
  routes: FakeRoutes;
  close(): Promise<void>;
}

function send(response: ServerResponse, answer: FakeAnswer): void {
  if ('reset' in answer) {
    response.socket?.destroy();
    return;
  }
  if ('raw' in answer) {
    response.writeHead(answer.status ?? 200, {
      ...answer.headers,
      'content-type': answer.contentType ?? 'application/json',
    });
    response.end(answer.raw);
    return;
  }
  const body = JSON.stringify({
    code: 'code' in answer ? (answer.code ?? 200) : 200,
    msg: 'msg' in answer ? answer.msg : 'success',
    data: answer.data,
  });
  const write = () => {
    if (response.destroyed) return;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(body);
  };
  if ('delayMs' in answer) setTimeout(write, answer.delayMs).unref();
  else write();
}

/** A small legacy /v1 server for tests: answers from `routes`, records every request. */
export async function startFakeUpstream(routes: FakeRoutes): Promise<FakeUpstream> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://upstream');
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const route = fake.routes[url.pathname];
      if (route === undefined) {
        send(response, {
          raw: JSON.stringify({ code: 404, msg: 'no such call', data: null }),
          status: 404,
        });
        return;
      }
      send(response, typeof route === 'function' ? route(recorded) : route);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeUpstream = {
    url: `http://127.0.0.1:${String(port)}`,
    requests,
    routes,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

/** An address nothing listens on. */
export async function unusedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${String(port)}`;
}

export function legacyCard(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 101,
    uuid: 'a1b2c3',
    title: '北欧风格 沙发',
    thumbPath: '/files/thumbs/a1b2c3.jpg',
    price: '2.20',
    score: 4,
    modelRender: 'VRay',
    chargeCategory: 3,
    vip: 1,
    showNumber: 120,
    favorNumber: 8,
    downloadCount: 15,
    kind: 'max',
    ...overrides,
  };
}

const link = (id: number) => ({
  id,
  image: `/files/banners/${String(id)}.jpg`,
  title: `横幅 ${String(id)}`,
  path: `/list/max/0-0-0-1-0-0-0-0-0-0-0-0`,
});
const rank = (index: number) => ({
  userName: `author${String(index)}`,
  userNikename: `作者${String(index)}`,
  maxBean: 1000 - index,
  bean: 10 * index,
  workNumber: index,
  userImage: `/files/avatars/${String(index)}.png`,
});
const album = (id: number) => ({
  id,
  uuid: `album-${String(id)}`,
  title: `专辑 ${String(id)}`,
  count: 8,
  favor: 3,
  showNumber: 99,
  models: [{ uuid: 'a1b2c3', thumbPath: '/files/thumbs/a1b2c3.jpg', title: '沙发' }],
});
const page = (records: unknown[], total = records.length) => ({
  total,
  totalCapped: false,
  records,
});
const showcase = (kind: string) => ({
  number: 5,
  models: [legacyCard({ kind })],
  modelClasses: [{ id: 1, name: '家具' }],
});

/** A well-behaved upstream answering every browsing call of the catalogue. */
export function catalogueRoutes(): FakeRoutes {
  return {
    '/v1/home/homeImages': (recorded) => ({
      data: recorded.query.get('category') === '3' ? [link(7)] : [link(1), link(2)],
    }),
    '/v1/home/bigImages': { data: [link(3)] },
    '/v1/home/navList': { data: [link(4)] },
    '/v1/home/adList': { data: [{ ...link(5), subtitle: '每天30次免费下载', cta: '立即开通' }] },
    '/v1/home/models/max': { data: showcase('max') },
    '/v1/home/models/su': { data: showcase('su') },
    '/v1/home/models/mapping': { data: showcase('mapping') },
    '/v1/home/models/ue4': { data: showcase('ue4') },
    '/v1/home/models/member': { data: showcase('max') },
    '/v1/home/modelsuit': { data: [album(1), album(2)] },
    '/v1/home/userIncome': { data: Array.from({ length: 15 }, (_, index) => rank(index + 1)) },
    '/v1/home/authorIncome': { data: Array.from({ length: 15 }, (_, index) => rank(index + 1)) },
    '/v1/home/userWorks': { data: Array.from({ length: 15 }, (_, index) => rank(index + 1)) },
    '/v1/home/labelWords': { data: [{ word: '沙发' }, { word: '椅子' }] },
    '/v1/home/associationWords': { data: [{ word: '沙发床' }, { word: '沙发椅' }] },
    '/v1/home/hotList': { data: [{ id: 1, name: '客厅' }] },
    '/v1/home/channelBanner': { data: [link(6)] },
    '/v1/home/channelSearch': { data: page([legacyCard()], 1) },
    '/v1/home/memberSearch': { data: page([legacyCard()], 1) },
    '/v1/home/hobby': { data: { hobbyList: [1, 2] } },
    '/v1/home/hobby/save': { data: null },
    '/v1/model/search': {
      data: page([legacyCard({ highlight: { title: '北欧风格 <em>沙发</em>' } })], 12_345),
    },
    '/v1/model/debugger/search': {
      data: {
        ...page([legacyCard()], 1),
        element: '沙发',
        elementAnalysis: ['沙发'],
        elementExtend: [],
        elementExtendAnalysis: [],
        categorys: [],
      },
    },
    '/v1/model/categoryCount': { data: [{ key: 1, doc_count: 7, name: '家具' }] },
    '/v1/model/headInfo': {
      data: {
        categorys: [{ id: 1, name: '家具', children: [{ id: 11, name: '沙发' }] }],
        style: [{ id: 2, name: '现代', value: 'modern' }],
        renders: [{ id: 1, name: 'VRay' }],
      },
    },
    '/v1/model/listByQuery': { data: page([legacyCard()], 1) },
    '/v1/mapping/search': { data: page([legacyCard({ kind: 'mapping', price: '0.00' })], 1) },
    '/v1/mapping/labels': (recorded) => ({
      data:
        recorded.query.get('dictCode') === 'FEETYPE'
          ? [
              { id: 31, name: '免费素材', value: '0' },
              { id: 32, name: '付费素材', value: '1' },
              { id: 33, name: '会员素材', value: '2' },
            ]
          : [{ id: 7, name: '木纹', value: 'wood' }],
    }),
    '/v1/uec/labels': {
      data: [
        { id: 41, name: '免费材质', value: '1' },
        { id: 42, name: '付费材质', value: '2' },
      ],
    },
    '/v1/mapping/headInfo': { data: { categories: [{ id: 3, name: '木材', children: [] }] } },
    '/v1/uec/search': { data: page([legacyCard({ kind: 'uec' })], 1) },
    '/v1/uec/headInfo': { data: { categories: [] } },
    '/v1/ue4/search': { data: page([legacyCard({ kind: 'ue4' })], 1) },
    '/v1/ue4/headInfo': { data: { categorys: [], style: [], renders: [] } },
    '/v1/album/labels': { data: [{ id: 1, name: '客厅' }] },
    '/v1/album/search': { data: { results: [album(1)], totalRecord: 1 } },
    '/v1/album/detail': { data: { ...album(1), models: [legacyCard()] } },
    '/v1/album/sameSuit': { data: [album(2)] },
    '/v1/album/favour': { data: null },
    '/v1/album/cancel': { data: null },
    '/v1/ranking/list': { data: Array.from({ length: 25 }, (_, index) => rank(index + 1)) },
  };
}
