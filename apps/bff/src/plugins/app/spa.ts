import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { headFor, SITE_NAME, type Head } from '@yunmo/domain/seo';
import { RATE_LIMITED_PAGE } from '@yunmo/domain/messages';
import { matchSpaRoute } from '@yunmo/domain/spa-routes';
import { ApiError, errorMessages } from '../../errors.js';
import { methodNotAllowed } from './allowed-methods.js';
import { rateLimitedWait, sendError } from './error-handler.js';
import { cacheHeader, type CachedValue } from './cache.js';
import { routeAssetLinks, type BuildManifest } from './route-assets.js';

/** Tags written into the served HTML: the head from the shared `headFor`, plus what only the server knows. */
export interface SeoTags extends Head {
  /** Schema.org objects written as JSON-LD (detail pages). */
  jsonLd?: readonly object[];
  /** 404 for a missing page, 410 for a removed model: the body is still the app, which shows its 404 page. */
  status?: 200 | 404 | 410;
}

/** Finds the tags of a page from real data; undefined when there is nothing to say. */
export type SeoResolver = (request: FastifyRequest) => Promise<SeoTags | undefined>;

export interface Spa {
  /** Sends the web app's HTML, with `tags` written in when given (and their status). */
  send(request: FastifyRequest, reply: FastifyReply, tags?: SeoTags): FastifyReply;
  /**
   * Registers a client route whose served HTML carries tags from `resolve` (list pages now,
   * detail pages once their calls exist). When resolving fails the plain app HTML is served.
   */
  page(instance: FastifyInstance, path: string, resolve: SeoResolver): void;
  /**
   * Answers a page load refused for too many requests (429) with the web app, told through a meta
   * tag to show the refusal and to reload after `retryAfterSeconds`.
   */
  sendRateLimited(reply: FastifyReply, retryAfterSeconds: number): FastifyReply;
  readonly built: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    spa: Spa;
  }
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/**
 * Security headers that browsers read on documents only (helmet sends them on every answer). Kept
 * on assets: `x-content-type-options`, `cross-origin-resource-policy` and `referrer-policy` (a
 * stylesheet's own policy governs the pictures it asks for).
 */
export const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** The web app's server render (apps/web/src/ssr/entry-server.tsx, built into dist-ssr). */
interface ServerRenderer {
  ssrPageOf(pathname: string): unknown;
  /** The client build's manifest name of the route module a rendered page draws with. */
  ssrRouteModuleOf(pathname: string): string | undefined;
  render(input: { url: string; fetch: typeof fetch; timeoutMs?: number }): Promise<
    | {
        kind: 'html';
        status: number;
        pipe: (destination: NodeJS.WritableStream) => void;
        hydrationScripts: string;
      }
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'skip'; reason: string }
  >;
}

type RenderedPage =
  | { kind: 'html'; content: string; hydrationScripts: string }
  | { kind: 'redirect'; status: number; location: string };

/** A render that chose not to produce a page (a failed query, a timeout): never cached. */
class RenderSkipped extends Error {}

/** The whole output of a render stream as text. */
function collect(pipe: (destination: NodeJS.WritableStream) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.once('error', reject);
    pipe(sink);
  });
}

/** Pages rendered for a visitor who shows a login cookie would disagree with their logged-in client. */
function hasLoginCookie(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie ?? '';
  return /(?:^|;\s*)(login|account)=[^;]/.test(cookie);
}

const notBuiltPage =
  '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>云模型</title></head>' +
  '<body><h1>The web app is not built</h1><p>Run <code>pnpm --filter @yunmo/web build</code>, then reload.</p></body></html>';

function absolute(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl)
    ? pathOrUrl
    : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** Writes title, description, canonical and og tags into the page head, replacing existing ones. */
export function injectSeoTags(html: string, tags: SeoTags, origin: string): string {
  const canonical = escapeHtml(absolute(origin, tags.canonicalPath));
  const title = escapeHtml(tags.title);
  const description = escapeHtml(tags.description);
  const head = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${canonical}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${canonical}">`,
    ...(tags.imageUrl === undefined || tags.imageUrl === ''
      ? []
      : [`<meta property="og:image" content="${escapeHtml(absolute(origin, tags.imageUrl))}">`]),
    ...(tags.noindex === true ? ['<meta name="robots" content="noindex">'] : []),
    // `<` is escaped so that no text inside can close the script element.
    ...(tags.jsonLd ?? []).map(
      (item) =>
        `<script type="application/ld+json">${JSON.stringify(item).replace(/</g, '\\u003c')}</script>`,
    ),
  ].join('');
  const stripped = html
    .replace(/<title>[\s\S]*?<\/title>/gi, '')
    .replace(/<meta\s+name="description"[^>]*>/gi, '')
    .replace(/<link\s+rel="canonical"[^>]*>/gi, '')
    .replace(/<meta\s+property="og:[^"]*"[^>]*>/gi, '')
    .replace(/<meta\s+name="robots"[^>]*>/gi, '');
  return stripped.includes('</head>')
    ? stripped.replace('</head>', `${head}</head>`)
    : head + stripped;
}

const charsetMeta = /<meta charset="[^"]*"\s*\/?>/i;

/**
 * The pictures React preloads with high priority (the first row of covers, where the page's
 * largest paint is), for the top of the head: React writes its preloads inside `#root`, after
 * the head's scripts and styles, and over HTTP/1.1's six connections the pictures would queue
 * behind them. The copies in `#root` stay (hydration expects them); each picture is fetched once.
 */
export function leadImagePreload(content: string): string {
  return (
    content.match(/<link rel="preload" as="image"[^>]*fetchPriority="high"[^>]*>/g) ?? []
  ).join('');
}

type PageEncoding = 'br' | 'gzip';

/** A finished page's bytes, and its compressed copies made on first demand and kept with it. */
interface AssembledPage {
  body: Buffer;
  encoded(encoding: PageEncoding): Buffer;
}

function compressedOnce(body: Buffer): AssembledPage {
  const copies: Partial<Record<PageEncoding, Buffer>> = {};
  return {
    body,
    encoded(encoding) {
      copies[encoding] ??=
        encoding === 'br'
          ? brotliCompressSync(body, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            })
          : gzipSync(body, { level: 6 });
      return copies[encoding];
    },
  };
}

/** Brotli, then gzip, as the compress plugin negotiates; undefined for neither (or a refusal by q=0). */
export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(parameter));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

function isLegacyOrApi(url: string): boolean {
  return /^\/(api|v1|files)(\/|\?|$)/.test(url);
}

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept ?? '*/*';
  return accept.includes('text/html') || accept.includes('*/*');
}

/**
 * One origin: the built web app from WEB_DIST (static files, SPA fallback for client routes),
 * JSON 404s for unknown /api, /v1 and /files paths.
 */
export default fp(
  async function spaPlugin(fastify: FastifyInstance) {
    const root = fastify.config.WEB_DIST;
    const indexPath = join(root, 'index.html');
    const built = existsSync(indexPath);
    const indexHtml = built ? readFileSync(indexPath, 'utf8') : notBuiltPage;

    // Canonical and og links use the configured public origin, never the request's Host header.
    const origin = fastify.config.PUBLIC_ORIGIN;

    // Vite's build manifest, read once: which chunks and styles each route module needs.
    const manifestPath = join(root, '.vite', 'manifest.json');
    let manifest: BuildManifest | undefined;
    try {
      manifest = existsSync(manifestPath)
        ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest)
        : undefined;
    } catch (error) {
      // Rendered pages still work without it: the app loads the route's code itself.
      fastify.log.warn({ err: error }, 'web build manifest unreadable');
    }
    const routeLinks = new Map<string, string>();
    const routeLinksOf = (routeModule: string | undefined): string => {
      if (manifest === undefined || routeModule === undefined) return '';
      let links = routeLinks.get(routeModule);
      if (links === undefined) {
        links = routeAssetLinks(manifest, routeModule);
        routeLinks.set(routeModule, links);
      }
      return links;
    };

    const ssrEntry = join(root, '..', 'dist-ssr', 'entry-server.js');
    // On by default, but only where the server render was built next to the app.
    const rendering = built && fastify.config.SSR && existsSync(ssrEntry);
    // Loaded on the first rendered page, not at start: importing React's server renderer takes
    // seconds on a busy machine and must not hold up the gateway's start.
    let renderer: Promise<ServerRenderer> | undefined;
    const loadRenderer = (): Promise<ServerRenderer> | undefined => {
      if (!rendering) return undefined;
      renderer ??= import(pathToFileURL(ssrEntry).href) as Promise<ServerRenderer>;
      return renderer;
    };

    /**
     * The render's /api calls go through this gateway in-process (`inject`): the same routes,
     * validation and caches as the browser's calls, without a socket.
     */
    const inProcessFetch: typeof fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const target = new URL(request.url);
      const response = await fastify.inject({
        method: 'GET',
        url: `${target.pathname}${target.search}`,
        headers: Object.fromEntries(request.headers.entries()),
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined)
          headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
      return new Response(response.rawPayload, { status: response.statusCode, headers });
    };

    /** Sends the page rendered on the server when it is one of the rendered kinds; false otherwise. */
    async function sendRendered(
      request: FastifyRequest,
      reply: FastifyReply,
      html: string,
    ): Promise<boolean> {
      const loading = hasLoginCookie(request) ? undefined : loadRenderer();
      if (loading === undefined) return false;
      const ssr = await loading;
      const pathname = request.url.split('?')[0] ?? '/';
      if (!ssr.ssrPageOf(pathname)) return false;
      // Rendered pages are anonymous, so one render serves every visitor until the public cache
      // expires or a write empties it (the cache's own rule): a list page is rendered once, not per request.
      let cached: CachedValue<RenderedPage>;
      try {
        cached = await fastify.publicCache.get(
          `ssr:${request.url}`,
          async (): Promise<RenderedPage> => {
            const result = await ssr.render({
              url: request.url,
              fetch: inProcessFetch,
              timeoutMs: fastify.config.SSR_TIMEOUT_MS,
            });
            if (result.kind === 'skip') throw new RenderSkipped(result.reason);
            if (result.kind === 'redirect') return result;
            return {
              kind: 'html',
              content: await collect(result.pipe),
              hydrationScripts: result.hydrationScripts,
            };
          },
        );
      } catch (error) {
        if (!(error instanceof RenderSkipped)) throw error;
        request.log.info({ reason: error.message }, 'server render skipped');
        return false;
      }
      const result = cached.data;
      if (result.kind === 'redirect') {
        await reply.redirect(result.location, result.status);
        return true;
      }
      const page = assembledPage(result, html, pathname, ssr);
      if (page === undefined) return false;
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      void reply
        .code(200)
        .header('cache-control', 'no-cache')
        .header('x-rendered', 'server')
        .header(cacheHeader, cached.hit === true ? 'hit' : 'miss')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8');
      // A cached page is sent as the bytes (and compressed copy) made on its first request.
      if (encoding !== undefined) void reply.header('content-encoding', encoding);
      await reply.send(encoding === undefined ? page.body : page.encoded(encoding));
      return true;
    }

    /** Finished pages, per rendered result (a cache entry), for the HTML shell they were put in. */
    const assembled = new WeakMap<object, AssembledPage & { html: string }>();
    function assembledPage(
      result: Extract<RenderedPage, { kind: 'html' }>,
      html: string,
      pathname: string,
      ssr: ServerRenderer,
    ): AssembledPage | undefined {
      const known = assembled.get(result);
      if (known?.html === html) return known;
      const marker = '<div id="root"></div>';
      const at = html.indexOf(marker);
      if (at < 0) return undefined;
      // The early-request script is for the plain app: a rendered page already holds its data.
      // The route's styles and chunks are announced so that they load with the entry script.
      const head =
        html
          .slice(0, at)
          .replace(/<script src="\/early-data\.js"><\/script>/, '')
          .replace(charsetMeta, (meta) => meta + leadImagePreload(result.content))
          .replace('</head>', () => `${routeLinksOf(ssr.ssrRouteModuleOf(pathname))}</head>`) +
        '<div id="root">';
      const tail = `</div>${result.hydrationScripts}${html.slice(at + marker.length)}`;
      const page = { html, ...compressedOnce(Buffer.from(head + result.content + tail, 'utf8')) };
      assembled.set(result, page);
      return page;
    }

    fastify.decorate('spa', {
      built,
      send(request: FastifyRequest, reply: FastifyReply, tags?: SeoTags): FastifyReply {
        const html =
          tags === undefined || !built ? indexHtml : injectSeoTags(indexHtml, tags, origin);
        return reply
          .code(built ? (tags?.status ?? 200) : 503)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(html);
      },
      sendRateLimited(reply: FastifyReply, retryAfterSeconds: number): FastifyReply {
        const html = indexHtml
          // The early data request would only be refused too (the page asks again when it reloads).
          .replace(/<script src="\/early-data\.js"><\/script>/, '')
          .replace(
            /<title>[^<]*<\/title>/,
            () => `<title>${escapeHtml(RATE_LIMITED_PAGE.title)} - ${SITE_NAME}</title>`,
          )
          .replace(
            '</head>',
            () =>
              `<meta name="${RATE_LIMITED_PAGE.metaName}" content="${String(rateLimitedWait(retryAfterSeconds))}"><meta name="robots" content="noindex"></head>`,
          );
        return reply.type('text/html; charset=utf-8').send(html);
      },
      page(instance: FastifyInstance, path: string, resolve: SeoResolver): void {
        instance.get(path, async (request, reply) => {
          let tags: SeoTags | undefined;
          try {
            // With server rendering on, heads are public (the same for every visitor) and share the
            // rendered pages' cache lifetime; without it each page asks for its own, as before.
            tags = !built
              ? undefined
              : rendering
                ? (
                    await fastify.publicCache.get(`head:${request.url}`, async () => ({
                      tags: await resolve(request),
                    }))
                  ).data.tags
                : await resolve(request);
          } catch (error) {
            // The page still works without tags: the app loads its data itself.
            request.log.warn({ err: error }, 'page tags unavailable');
          }
          // 404 and 410 keep the plain app (it shows its own 404 page); found pages are rendered.
          if (built && (tags?.status ?? 200) === 200) {
            try {
              const html = tags === undefined ? indexHtml : injectSeoTags(indexHtml, tags, origin);
              if (await sendRendered(request, reply, html)) return reply;
            } catch (error) {
              // The page still works unrendered: the app loads its data itself.
              request.log.warn({ err: error }, 'server render failed');
            }
          }
          return fastify.spa.send(request, reply, tags);
        });
      },
    });

    if (built) {
      await fastify.register(fastifyStatic, {
        root,
        index: false,
        wildcard: true,
        cacheControl: false,
        // The build writes .br and .gz copies next to each asset: sent as they are, by Accept-Encoding.
        preCompressed: true,
        // Hashed build assets never change; everything else is revalidated.
        setHeaders: (response, filePath) => {
          const immutable = filePath.startsWith(join(root, 'assets'));
          response.setHeader(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
          response.setHeader('vary', 'accept-encoding');
          // Build assets are scripts, styles and pictures, never documents (the app starts no
          // workers): the document-only headers would ride along on every chunk of a first paint.
          // (@fastify/static hands over the raw response, where helmet wrote them.)
          if (immutable)
            for (const name of documentOnlyHeaders)
              (response as unknown as ServerResponse).removeHeader(name);
        },
      });
    }

    // The home page is a client route too (the static server does not list directories).
    fastify.get('/', (request, reply) =>
      fastify.spa.send(request, reply, headFor({ name: 'home' })),
    );

    const notFoundTags: SeoTags = { ...headFor({ name: 'notFound' }), status: 404 };

    fastify.setNotFoundHandler((request, reply) => {
      // A missing build asset is a 404, never the app shell (a stale chunk must fail loudly).
      const isBuildAsset = request.url.startsWith('/assets/');
      if (!isLegacyOrApi(request.url) && !isBuildAsset && wantsHtml(request)) {
        // Paths the app has a page for (in letter cases the gateway's routes do not list) get the app;
        // everything else is a real 404 that still carries the app, which shows its own 404 handling.
        const route = matchSpaRoute(request.url.split('?')[0] ?? '/');
        return fastify.spa.send(
          request,
          reply,
          route === undefined || route === 'notFound' ? notFoundTags : undefined,
        );
      }
      return sendError(
        request,
        reply,
        methodNotAllowed(request, reply) ?? new ApiError(404, 'NOT_FOUND', errorMessages.notFound),
      );
    });
  },
  { name: 'spa', dependencies: ['env', 'error-handler', 'allowed-methods'] },
);
