import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Resolver, isForbiddenAddress, safeFetchImage } from './safe-fetch.js';
import { syntheticImage } from './synthetic-images.js';

const UNUSABLE = '该链接无法搜索，建议截图（复制）粘贴或直接上传图片搜索';
const FAILED = '搜索失败，请重新搜索～';

describe('isForbiddenAddress', () => {
  it.each([
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '127.0.0.1',
    '127.255.0.9',
    '169.254.169.254',
    '169.254.1.1',
    '100.64.0.1',
    '100.127.255.255',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:7f00:1',
    '[::1]',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });
  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '::ffff:93.184.216.34',
  ])('allows %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(false);
  });
});

describe('safeFetchImage refusals without any connection', () => {
  it.each([
    'file:///etc/passwd',
    'ftp://example.com/a.png',
    'gopher://example.com/1',
    'data:image/png;base64,iVBORw0KGgo=',
  ])('refuses the scheme of %s', async (url) => {
    expect(await safeFetchImage(url)).toEqual({
      ok: false,
      code: 'forbidden-scheme',
      message: UNUSABLE,
    });
  });

  it.each([
    'http://10.0.0.8/a.png',
    'http://192.168.0.1/a.png',
    'http://169.254.169.254/latest/meta-data/',
    'http://127.0.0.1/a.png',
    'http://[::1]/a.png',
    'http://[::ffff:127.0.0.1]/a.png',
    'http://[fd00:ec2::254]/a.png',
    'http://0.0.0.0/a.png',
    'http://2130706433/a.png', // 127.0.0.1 written as one number
    'http://0x7f.1/a.png',
  ])('refuses the address of %s', async (url) => {
    expect(await safeFetchImage(url)).toEqual({
      ok: false,
      code: 'forbidden-address',
      message: UNUSABLE,
    });
  });

  it('refuses localhost as resolved by the system', async () => {
    expect(await safeFetchImage('http://localhost/a.png')).toMatchObject({
      ok: false,
      code: 'forbidden-address',
    });
  });

  it('refuses a host name whose DNS answer is loopback or private', async () => {
    const resolver: Resolver = async (hostname) =>
      hostname === 'mixed.test'
        ? [
            { address: '93.184.216.34', family: 4 },
            { address: '10.0.0.1', family: 4 },
          ]
        : [{ address: '127.0.0.1', family: 4 }];
    expect(await safeFetchImage('https://images.test/a.png', { resolver })).toMatchObject({
      code: 'forbidden-address',
    });
    expect(await safeFetchImage('https://mixed.test/a.png', { resolver })).toMatchObject({
      code: 'forbidden-address',
    });
  });

  it('refuses garbage and credentials in the URL', async () => {
    expect(await safeFetchImage('not a url')).toMatchObject({
      ok: false,
      code: 'invalid-url',
      message: UNUSABLE,
    });
    expect(await safeFetchImage('http://user:secret@93.184.216.34/a.png')).toMatchObject({
      code: 'invalid-url',
    });
  });
});

describe('safeFetchImage against local servers', () => {
  let server: Server;
  let base: string;
  let png: Buffer;
  const loopbackOnly = { allowAddresses: ['127.0.0.1'] };
  const routes = new Map<string, (request: IncomingMessage, response: ServerResponse) => void>();

  beforeAll(async () => {
    png = await syntheticImage(1);
    routes.set('/image.png', (_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    });
    routes.set('/page', (_request, response) => {
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end('<html><body>图片</body></html>');
    });
    routes.set('/to-image', (_request, response) =>
      response.writeHead(302, { location: '/image.png' }).end(),
    );
    routes.set('/to-private', (_request, response) =>
      response.writeHead(302, { location: 'http://10.0.0.5/a.png' }).end(),
    );
    routes.set('/to-metadata-name', (_request, response) =>
      response.writeHead(301, { location: 'http://metadata.test/' }).end(),
    );
    routes.set('/to-file', (_request, response) =>
      response.writeHead(302, { location: 'file:///etc/passwd' }).end(),
    );
    routes.set('/loop', (_request, response) =>
      response.writeHead(302, { location: '/loop' }).end(),
    );
    routes.set('/endless', (_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png' });
      const chunk = Buffer.alloc(64 * 1024, 1);
      const write = () => {
        while (response.write(chunk)) {
          /* keep writing until the socket pushes back */
        }
      };
      response.on('drain', write);
      write();
    });
    routes.set('/silent', () => undefined);
    routes.set('/missing', (_request, response) => response.writeHead(404).end());
    server = createServer((request, response) => {
      const route = routes.get(request.url ?? '');
      if (route === undefined) response.writeHead(404).end();
      else route(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('refuses the loopback server by default', async () => {
    expect(await safeFetchImage(`${base}/image.png`)).toMatchObject({
      ok: false,
      code: 'forbidden-address',
    });
  });

  it('fetches an image when the test allowlist admits the server', async () => {
    const result = await safeFetchImage(`${base}/image.png`, loopbackOnly);
    expect(result).toMatchObject({ ok: true, contentType: 'image/png' });
    if (result.ok) expect(result.body.equals(png)).toBe(true);
  });

  it('connects to the checked address of a name, which plain DNS does not know', async () => {
    const port = (server.address() as AddressInfo).port;
    const resolver: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    expect(
      await safeFetchImage(`http://shop.invalid:${port}/image.png`, { ...loopbackOnly, resolver }),
    ).toMatchObject({ ok: true });
  });

  it('checks the address again at connect time (DNS rebinding)', async () => {
    const port = (server.address() as AddressInfo).port;
    let calls = 0;
    const rebinding: Resolver = async () =>
      calls++ === 0 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.0.0.1', family: 4 }];
    expect(
      await safeFetchImage(`http://rebind.invalid:${port}/image.png`, {
        ...loopbackOnly,
        resolver: rebinding,
      }),
    ).toMatchObject({
      ok: false,
      code: 'forbidden-address',
    });
    expect(calls).toBe(2);
  });

  it('follows a redirect to an image', async () => {
    expect(await safeFetchImage(`${base}/to-image`, loopbackOnly)).toMatchObject({
      ok: true,
      finalUrl: `${base}/image.png`,
    });
  });

  it('re-checks every redirect target', async () => {
    const resolver: Resolver = async () => [{ address: '169.254.169.254', family: 4 }];
    expect(await safeFetchImage(`${base}/to-private`, loopbackOnly)).toMatchObject({
      code: 'forbidden-address',
      message: UNUSABLE,
    });
    expect(
      await safeFetchImage(`${base}/to-metadata-name`, { ...loopbackOnly, resolver }),
    ).toMatchObject({ code: 'forbidden-address' });
    expect(await safeFetchImage(`${base}/to-file`, loopbackOnly)).toMatchObject({
      code: 'forbidden-scheme',
    });
  });

  it('stops redirect loops after 3 redirects', async () => {
    expect(await safeFetchImage(`${base}/loop`, loopbackOnly)).toEqual({
      ok: false,
      code: 'too-many-redirects',
      message: UNUSABLE,
    });
  });

  it('stops an endless body at the size cap', async () => {
    expect(
      await safeFetchImage(`${base}/endless`, { ...loopbackOnly, maxBytes: 256 * 1024 }),
    ).toMatchObject({ code: 'too-large' });
  });

  it('gives up on a server that never answers', async () => {
    expect(await safeFetchImage(`${base}/silent`, { ...loopbackOnly, timeoutMs: 400 })).toEqual({
      ok: false,
      code: 'timeout',
      message: FAILED,
    });
    expect(
      await safeFetchImage(`${base}/silent`, { ...loopbackOnly, headersTimeoutMs: 300 }),
    ).toMatchObject({ code: 'timeout' });
  });

  it('refuses an HTML page and an error status', async () => {
    expect(await safeFetchImage(`${base}/page`, loopbackOnly)).toEqual({
      ok: false,
      code: 'not-an-image',
      message: UNUSABLE,
    });
    expect(await safeFetchImage(`${base}/missing`, loopbackOnly)).toMatchObject({
      code: 'http-status',
    });
  });
});
