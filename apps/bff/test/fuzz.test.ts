/**
 * Fuzzing the gateway over a real seeded API. Requests come from the published OpenAPI document
 * (every /api path and method, parameters and bodies from their schemas, plus malformed variants),
 * as a guest and as a signed-in member with CSRF proof; raw bytes, paths and headers go to the
 * /v1 passthrough over a socket. Any 5xx, a hang, an unhandled rejection or a body that breaks its
 * documented schema fails the run.
 *
 * Reproducible: the seed is printed; FUZZ_SEED=<seed> replays it, FUZZ_RUNS=<n> sets the count
 * (small by default for CI; run 10000 by hand).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  malformed,
  operations,
  valid,
  violations,
  openApiDocument,
  type JsonSchema,
  type Operation,
} from './openapi-schema.js';
import { gatewayOverSeededApi } from './seeded-gateway.js';

const seed =
  process.env.FUZZ_SEED === undefined || process.env.FUZZ_SEED === ''
    ? Date.now() % 2 ** 31
    : Number(process.env.FUZZ_SEED);
const runs = Number(process.env.FUZZ_RUNS ?? 400);
const passthroughRuns = Math.max(50, Math.round(runs / 4));
/** Budget per request: far above the 5 s upstream timeout, so only a real hang trips it. */
const answerWithinMs = 10_000;

// Fuzzing sends thousands of requests from one address: the per-address limit would answer 429 to most.
const gateway = gatewayOverSeededApi(60, { RATE_LIMIT_MAX: '1000000' });
const errorSchema = openApiDocument.components.schemas.Problem as JsonSchema;
const apiOperations = operations();

const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);

interface Session {
  cookie: string;
  csrf: string;
}

function cookieHeader(
  response: LightMyRequestResponse,
  previous: Record<string, string> = {},
): Record<string, string> {
  const jar = { ...previous };
  for (const cookie of response.cookies) jar[cookie.name] = cookie.value;
  return jar;
}

const jarText = (jar: Record<string, string>) =>
  Object.entries(jar)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

let signIns = 0;

/**
 * A newly registered member as the browser holds it: cookies plus the CSRF token to echo. Each
 * comes from an address of its own: the fuzzed failed logins of the run block the API's
 * per-address login budget for 127.0.0.1.
 */
async function signIn(app: FastifyInstance): Promise<Session> {
  signIns += 1;
  const remoteAddress = `10.77.${Math.floor(signIns / 250)}.${(signIns % 250) + 1}`;
  const csrfResponse = await app.inject({ method: 'GET', url: '/api/session/csrf', remoteAddress });
  const csrf = (csrfResponse.json() as { csrfToken: string }).csrfToken;
  let jar = cookieHeader(csrfResponse);
  const digits = `${String(Date.now()).slice(-6)}${String(signIns % 100).padStart(2, '0')}`;
  const phone = `167${digits}`;
  // Registration goes through the captcha (the test API hands out its answer) and the sandbox SMS.
  const captcha = (
    await app.inject({ method: 'GET', url: '/api/session/captcha', remoteAddress })
  ).json() as { captchaId: string; answer: string };
  await app.inject({
    method: 'POST',
    url: '/api/session/sms-code',
    remoteAddress,
    headers: { 'x-csrf-token': csrf, cookie: jarText(jar) },
    payload: { phone, captchaId: captcha.captchaId, captcha: captcha.answer },
  });
  const outbox = (
    await app.inject({ method: 'GET', url: `/v1/sms/sandbox/outbox?phone=${phone}`, remoteAddress })
  ).json() as { data: { text: string }[] };
  const smsCode = /验证码为([0-9]{6})/u.exec(outbox.data[0]?.text ?? '')?.[1] ?? '';
  const response = await app.inject({
    method: 'POST',
    url: '/api/session/register',
    remoteAddress,
    headers: { 'x-csrf-token': csrf, cookie: jarText(jar) },
    payload: { userName: `fuzz_${digits}`, phone, password: 'correct-horse', smsCode },
  });
  if (response.statusCode !== 201)
    throw new Error(`registering the fuzz member failed: ${response.statusCode} ${response.body}`);
  jar = cookieHeader(response, jar);
  return { cookie: jarText(jar), csrf };
}

interface ApiRequest {
  operation: Operation;
  asMember: boolean;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Real identifiers from the seeded data, so that generated calls also reach the found paths. */
const samples: Record<string, string[]> = {
  kind: ['max', 'su', 'mapping', 'ue4', 'uec'],
  author: ['demo_author', 'demo_user'],
  uuid: [],
  modelId: ['1', '2'],
  folderId: ['0', '1'],
};

function asText(value: unknown): string {
  return typeof value === 'string'
    ? value
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
}

const nonEmptyText = fc.string({ unit: 'binary', minLength: 1, maxLength: 80 });

function pathValue(name: string, schema: JsonSchema): fc.Arbitrary<string> {
  const known = samples[name] ?? [];
  const options: fc.Arbitrary<string>[] = [
    valid(schema)
      .map(asText)
      .filter((text) => text !== ''),
    nonEmptyText,
  ];
  if (known.length > 0) options.push(fc.constantFrom(...known));
  return fc.oneof(...options);
}

function queryValue(schema: JsonSchema): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: valid(schema).map(asText) },
    { weight: 1, arbitrary: malformed(schema).map(asText) },
  );
}

/** The body: mostly the documented JSON, sometimes wrong values, broken JSON or another media type. */
function bodyOf(operation: Operation): fc.Arbitrary<{ payload?: string; contentType?: string }> {
  const json = (value: unknown) => ({
    payload: JSON.stringify(value),
    contentType: 'application/json',
  });
  const broken = fc.oneof(
    fc.constant({ payload: '{"a":', contentType: 'application/json' }),
    fc.constant({ payload: '', contentType: 'application/json' }),
    fc.constant({
      payload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
      contentType: 'application/json',
    }),
    fc.constant({
      payload: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}',
      contentType: 'application/json',
    }),
    fc
      .string({ unit: 'binary', maxLength: 200 })
      .map((payload) => ({ payload, contentType: 'text/plain' })),
    fc
      .string({ unit: 'binary', maxLength: 200 })
      .map((payload) => ({ payload, contentType: 'application/x-www-form-urlencoded' })),
    fc
      .string({ maxLength: 200 })
      .map((payload) => ({ payload, contentType: 'multipart/form-data; boundary=x' })),
    fc.constant({}),
  );
  if (operation.body === undefined)
    return fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: broken });
  return fc.oneof(
    { weight: 6, arbitrary: valid(operation.body).map(json) },
    { weight: 2, arbitrary: malformed(operation.body).map(json) },
    { weight: 1, arbitrary: broken },
  );
}

/** A value once in `every` runs, null otherwise. */
function rarely<T>(arbitrary: fc.Arbitrary<T>, every: number): fc.Arbitrary<T | null> {
  return fc.oneof({ weight: every - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });
}

function requestFor(operation: Operation): fc.Arbitrary<ApiRequest> {
  const pathParameters = operation.parameters.filter((p) => p.in === 'path');
  const queryParameters = operation.parameters.filter((p) => p.in === 'query');
  const pathRecord: Record<string, fc.Arbitrary<string>> = {};
  for (const p of pathParameters) pathRecord[p.name] = pathValue(p.name, p.schema);
  const queryRecord: Record<string, fc.Arbitrary<string>> = {};
  for (const p of queryParameters) queryRecord[p.name] = queryValue(p.schema);
  return fc
    .record({
      params: fc.record(pathRecord),
      query: fc.record(queryRecord, { requiredKeys: [] }),
      extraQuery: rarely(fc.tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 40 })), 5),
      body: bodyOf(operation),
      asMember: fc.boolean(),
      withCsrf: fc.oneof(
        { weight: 9, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
      wrongMethod: rarely(fc.constantFrom('PATCH', 'OPTIONS', 'HEAD', 'PUT', 'DELETE'), 15),
    })
    .map(({ params, query, extraQuery, body, asMember, withCsrf, wrongMethod }) => {
      let path = operation.path;
      for (const [name, value] of Object.entries(params))
        path = path.replace(`{${name}}`, encodeURIComponent(value));
      const search = new URLSearchParams(query as Record<string, string>);
      if (extraQuery !== null) search.append(extraQuery[0], extraQuery[1]);
      const queryText = search.toString();
      const headers: Record<string, string> = {};
      if (body.contentType !== undefined) headers['content-type'] = body.contentType;
      if (withCsrf) headers['x-csrf-token'] = '';
      return {
        operation,
        asMember,
        method: wrongMethod ?? operation.method,
        url: queryText === '' ? path : `${path}?${queryText}`,
        headers,
        ...(body.payload === undefined ? {} : { payload: body.payload }),
      };
    });
}

const anyApiRequest = fc.oneof(...apiOperations.map(requestFor));

function withDeadline<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${answerWithinMs} ms: ${what}`)),
      answerWithinMs,
    );
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** What is wrong with the answer to a generated /api request; undefined when it is acceptable. */
function problemWith(request: ApiRequest, response: LightMyRequestResponse): string | undefined {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}: ${response.body.slice(0, 300)}`;
  if (request.method === 'HEAD' || status === 204 || status === 304) {
    return response.body === '' ? undefined : `answered ${status} with a body`;
  }
  const documented =
    request.method === request.operation.method
      ? request.operation.responses.get(status)
      : undefined;
  // Undocumented 4xx (415, 405 for a wrong method) still use the one error shape.
  const schema = documented ?? (status >= 400 ? errorSchema : undefined);
  if (schema === undefined) return `answered undocumented ${status}`;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `answered ${status} with a body that is not JSON: ${response.body.slice(0, 200)}`;
  }
  const problems = violations(schema, body);
  return problems.length === 0
    ? undefined
    : `answered ${status} breaking its schema: ${problems.slice(0, 5).join('; ')}`;
}

describe(`fuzzing the gateway (seed ${seed}, ${runs} /api runs, ${passthroughRuns} /v1 runs; FUZZ_SEED=${seed} replays)`, () => {
  let member: Session;
  let port = 0;

  beforeAll(async () => {
    process.on('unhandledRejection', onRejection);
    console.log(`fuzz seed ${seed} (replay with FUZZ_SEED=${seed} FUZZ_RUNS=${runs})`);
    const app = gateway.app;
    const models = (await app.inject({ method: 'GET', url: '/api/kinds/max/models' })).json() as {
      items: { uuid: string }[];
    };
    const albums = (await app.inject({ method: 'GET', url: '/api/albums' })).json() as {
      items: { uuid: string }[];
    };
    samples.uuid = [...models.items.slice(0, 5), ...albums.items.slice(0, 3)].map(
      (item) => item.uuid,
    );
    member = await signIn(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    port = typeof address === 'object' && address !== null ? address.port : 0;
  }, 60_000);

  afterAll(() => {
    process.off('unhandledRejection', onRejection);
  });

  it(
    'every /api operation answers generated and malformed requests without 5xx and in its documented shape',
    async () => {
      const app = gateway.app;
      const statuses = new Map<string, number>();
      await fc.assert(
        fc.asyncProperty(anyApiRequest, async (request) => {
          const headers: Record<string, string> = { ...request.headers };
          if (request.asMember) {
            headers.cookie = member.cookie;
            if ('x-csrf-token' in headers) headers['x-csrf-token'] = member.csrf;
          } else {
            delete headers['x-csrf-token'];
          }
          const options: InjectOptions = {
            method: request.method as InjectOptions['method'],
            url: request.url,
            headers,
          };
          if (request.payload !== undefined) options.payload = request.payload;
          const response = await withDeadline(
            app.inject(options),
            `${request.method} ${request.url}`,
          );
          const key = `${request.operation.method} ${request.operation.path} ${response.statusCode}`;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
          // Logging out revokes the member's session upstream: sign in again for the next runs.
          if (
            request.asMember &&
            request.operation.path === '/api/session/logout' &&
            response.statusCode === 204
          ) {
            member = await signIn(app);
          }
          const problem = problemWith(request, response);
          if (problem !== undefined) {
            throw new Error(
              `${request.asMember ? 'member' : 'guest'} ${request.method} ${request.url} ${request.payload?.slice(0, 200) ?? ''}: ${problem}`,
            );
          }
        }),
        { seed, numRuns: runs, endOnFailure: true },
      );
      const byStatus = new Map<number, number>();
      for (const [key, count] of statuses) {
        const status = Number(key.split(' ')[2]);
        byStatus.set(status, (byStatus.get(status) ?? 0) + count);
      }
      console.log(
        `fuzz /api answers by status: ${[...byStatus]
          .sort((a, b) => a[0] - b[0])
          .map(([status, count]) => `${status}×${count}`)
          .join(', ')}`,
      );
      const reached = new Set(
        [...statuses.keys()].map((key) => key.split(' ').slice(0, 2).join(' ')),
      );
      // With a few hundred runs, nearly every one of the operations is reached.
      expect(reached.size).toBeGreaterThan(apiOperations.length * (runs >= 300 ? 0.9 : 0.5));
      expect(rejections).toEqual([]);
    },
    60_000 + runs * 200,
  );

  it(
    'the /v1 passthrough survives arbitrary bytes, paths and headers',
    async () => {
      const headerName = fc.oneof(
        fc.constantFrom(
          'token',
          'cookie',
          'x-client-ip',
          'x-client-ip-signature',
          'x-forwarded-for',
          'x-forwarded-host',
          'x-forwarded-proto',
          'x-real-ip',
          'forwarded',
          'expect',
          'accept',
          'content-type',
          'range',
          'if-none-match',
          'x-request-id',
          'accept-encoding',
          'referer',
          'origin',
          'host',
        ),
        fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/),
      );
      // Mostly values Node's parser accepts, so that most requests reach the API; some raw bytes.
      const headerValue = fc.oneof(
        { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 120 }) },
        {
          weight: 2,
          arbitrary: fc.constantFrom(
            'token=abc; csrf=x',
            'bytes=0-1',
            'bytes=99999999999999999999-',
            'bytes=5-2',
            '',
            ' ',
            'application/json',
            '*/*',
            'gzip, br',
            '100-continue',
            '127.0.0.1, 10.0.0.1',
            '::1',
            'for=198.51.100.1;proto=https',
            'https',
            `${String(Date.now())}.${'0'.repeat(64)}`,
          ),
        },
        { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 120 }) },
      );
      const pathPart = fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...legacyPaths) },
        {
          weight: 2,
          arbitrary: fc
            .tuple(fc.constantFrom(...legacyPaths), fc.nat())
            .map(([path, choice]) => respell(path, choice)),
        },
        {
          weight: 2,
          arbitrary: fc
            .tuple(
              fc.constantFrom('/v1/', '/user/v1/', '/files/'),
              fc.array(
                fc.oneof(
                  fc.string({ unit: 'binary', maxLength: 20 }).map(encodeURIComponent),
                  fc.constantFrom('..', '%2e%2e', '%00', '%', '%zz', '//', 'search', '%E4%B8'),
                ),
                { maxLength: 5 },
              ),
            )
            .map(([prefix, parts]) => `${prefix}${parts.join('/')}`),
        },
        {
          weight: 1,
          arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map((text) => `/v1/${text}`),
        },
      );
      const queryPart = fc.oneof(
        {
          weight: 3,
          arbitrary: fc
            .dictionary(
              fc.string({ maxLength: 10 }),
              fc.string({ unit: 'grapheme', maxLength: 40 }),
              { maxKeys: 5 },
            )
            .map((query) => new URLSearchParams(query).toString()),
        },
        { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
      );
      const rawRequest = fc.oneof(
        {
          weight: 8,
          arbitrary: fc
            .record({
              method: fc.constantFrom(
                'GET',
                'POST',
                'PUT',
                'DELETE',
                'HEAD',
                'OPTIONS',
                'PATCH',
                'BREW',
              ),
              path: pathPart,
              query: queryPart,
              headers: fc.array(fc.tuple(headerName, headerValue), { maxLength: 8 }),
              body: fc.oneof(
                fc.constant(''),
                fc.string({ unit: 'binary', maxLength: 300 }),
                fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
              ),
            })
            .map(({ method, path, query, headers, body }) => {
              const lines = [
                `${method} ${path}${query === '' ? '' : `?${query}`} HTTP/1.1`,
                'host: 127.0.0.1',
              ];
              for (const [name, value] of headers) {
                if (
                  ['connection', 'content-length', 'transfer-encoding', 'upgrade', 'host'].includes(
                    name,
                  )
                )
                  continue;
                lines.push(`${name}: ${value}`);
              }
              const bodyBytes = Buffer.from(body, 'utf8');
              lines.push(`content-length: ${bodyBytes.length}`, 'connection: close', '', '');
              return Buffer.concat([Buffer.from(lines.join('\r\n'), 'latin1'), bodyBytes]);
            }),
        },
        {
          weight: 1,
          arbitrary: fc.uint8Array({ maxLength: 400 }).map((bytes) => Buffer.from(bytes)),
        },
        {
          weight: 1,
          arbitrary: fc
            .uint8Array({ maxLength: 200 })
            .map((bytes) =>
              Buffer.concat([
                Buffer.from('GET /v1/home/navList?q='),
                Buffer.from(bytes),
                Buffer.from(' HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n'),
              ]),
            ),
        },
      );
      const byStatus = new Map<string, number>();
      await fc.assert(
        fc.asyncProperty(rawRequest, async (bytes) => {
          const status = await withDeadline(
            sendRaw(port, bytes),
            bytes.toString('latin1').slice(0, 200),
          );
          byStatus.set(
            String(status ?? 'closed'),
            (byStatus.get(String(status ?? 'closed')) ?? 0) + 1,
          );
          if (status !== undefined && status >= 500) {
            throw new Error(
              `answered ${status} to ${JSON.stringify(bytes.toString('latin1').slice(0, 300))}`,
            );
          }
        }),
        { seed, numRuns: passthroughRuns, endOnFailure: true },
      );
      console.log(
        `fuzz /v1 answers by status: ${[...byStatus]
          .sort()
          .map(([status, count]) => `${status}×${count}`)
          .join(', ')}`,
      );
      // Still serving afterwards.
      const after = await gateway.app.inject({ method: 'GET', url: '/v1/home/navList' });
      expect(after.statusCode).toBe(200);
      expect(rejections).toEqual([]);
    },
    60_000 + passthroughRuns * 200,
  );

  it(
    'a cookie-authenticated write without the CSRF token is refused however its path is spelled',
    async () => {
      const writes = [
        ...legacyPaths,
        '/api/sign-in',
        '/api/folders',
        '/api/session/logout',
        '/api/favourites',
      ];
      const refused = fc.record({
        method: fc.constantFrom('POST', 'PUT', 'DELETE', 'PATCH'),
        path: fc
          .tuple(fc.constantFrom(...writes), fc.nat())
          .map(([path, choice]) => respell(path, choice)),
        forwarded: fc.option(
          fc.constantFrom(
            'x-forwarded-for: 10.0.0.1',
            'x-forwarded-proto: https',
            'x-forwarded-host: evil.example',
            'forwarded: for=10.0.0.1',
          ),
          { nil: undefined },
        ),
        forgedToken: fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(refused, async ({ method, path, forwarded, forgedToken }) => {
          // The notification path itself, spelled exactly (a query or fragment does not change the
          // route), is the one write exempt from CSRF: the provider's signature guards it instead, so
          // an unsigned body is still refused, only not with 403.
          const notify = /^\/v1\/pay\/notify\/(sandbox|alipay|wechat)\/?$/.test(
            path.replace(/[?#].*$/s, ''),
          );
          const lines = [
            `${method} ${path} HTTP/1.1`,
            'host: 127.0.0.1',
            `cookie: ${member.cookie}`,
            'content-type: application/json',
          ];
          if (forwarded !== undefined) lines.push(forwarded);
          if (forgedToken) lines.push('x-csrf-token: forged-token');
          lines.push('content-length: 2', 'connection: close', '', '{}');
          const status = await withDeadline(
            sendRaw(port, Buffer.from(lines.join('\r\n'), 'latin1')),
            `${method} ${path}`,
          );
          const refusedAs = notify ? [400, 403, 404, 405] : [403];
          if (status === undefined || !refusedAs.includes(status))
            throw new Error(
              `${method} ${path} with the session cookie and no valid CSRF token answered ${String(status)}`,
            );
        }),
        { seed, numRuns: passthroughRuns, endOnFailure: true },
      );
    },
    60_000 + passthroughRuns * 200,
  );
});

/**
 * Another spelling of `path` that routes to the same place or near it: percent-encoded letters,
 * doubled slashes, other case, dot segments. Deterministic in `choice`.
 */
function respell(path: string, choice: number): string {
  const encodeAt = (text: string, index: number) => {
    const character = text[index] ?? '';
    return /[A-Za-z0-9]/.test(character)
      ? `${text.slice(0, index)}%${character.charCodeAt(0).toString(16).padStart(2, '0')}${text.slice(index + 1)}`
      : text;
  };
  const variants = [
    () => encodeAt(path, 1),
    () => encodeAt(encodeAt(path, 2), 1),
    () => encodeAt(path, 1 + (choice % Math.max(1, path.length - 1))),
    () => `/${path}`,
    () => path.replace(/\//g, '//'),
    () => path.replace(/^\/[a-z]+/, (prefix) => prefix.toUpperCase()),
    () => path.toUpperCase(),
    () => path.replace(/^(\/[a-z0-9]+)\//, '$1/x/../'),
    () => path.replace(/^(\/[a-z0-9]+)\//, '$1/%2e%2e/$1/'),
    () => `/v1/pay/notify/sandbox/../..${path}`,
    () => `/v1/pay/notify/sandbox%2f..%2f..${path}`,
    () => `${path}/`,
    () => `${path}?a=1#frag`,
  ];
  return (variants[choice % variants.length] ?? (() => path))();
}

/** The calls of the legacy document, plus a few the passthrough serves beyond it (sign-in, payments, files). */
const legacyPaths = [
  ...Object.keys(
    (
      JSON.parse(
        readFileSync(
          createRequire(import.meta.url).resolve('@yunmo/api-contract/legacy-openapi.json'),
          'utf8',
        ),
      ) as { paths: object }
    ).paths,
  ),
  '/v1/account/login',
  '/v1/pay/notify/sandbox',
  '/user/v1/follow',
  '/files/models/1.zip',
];

/** Sends raw bytes and returns the status of the answer (undefined when the server just closed). */
function sendRaw(port: number, bytes: Buffer): Promise<number | undefined> {
  return new Promise((resolvePromise, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    // Bytes the parser still finds incomplete get a half-close after a while, so they are answered
    // rather than waited for (half-closing at once would abort complete requests too).
    const nudge = setTimeout(() => socket.end(), 1500);
    const finish = () => {
      clearTimeout(nudge);
      resolvePromise(statusOf(Buffer.concat(chunks)));
    };
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // The status line is all that is checked: no need to wait for the server to close.
      if (statusOf(Buffer.concat(chunks)) !== undefined) {
        finish();
        socket.destroy();
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close on garbage before reading it all.
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') finish();
      else {
        clearTimeout(nudge);
        reject(error);
      }
    });
    socket.on('close', finish);
    socket.write(bytes);
  });
}

function statusOf(response: Buffer): number | undefined {
  const match = /^HTTP\/1\.[01] (\d{3}) /.exec(response.toString('latin1'));
  return match === null ? undefined : Number(match[1]);
}
