import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { headFor, type Head } from '@yunmo/domain/seo';
import { matchSpaRoute } from '@yunmo/domain/spa-routes';
import { ApiError, errorMessages } from '../../errors.js';
import { sendError } from './error-handler.js';

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
  readonly built: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    spa: Spa;
  }
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

const notBuiltPage =
  '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>云模型</title></head>' +
  '<body><h1>The web app is not built</h1><p>Run <code>pnpm --filter @yunmo/web build</code>, then reload.</p></body></html>';

function absolute(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
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
      (item) => `<script type="application/ld+json">${JSON.stringify(item).replace(/</g, '\\u003c')}</script>`,
    ),
  ].join('');
  const stripped = html
    .replace(/<title>[\s\S]*?<\/title>/gi, '')
    .replace(/<meta\s+name="description"[^>]*>/gi, '')
    .replace(/<link\s+rel="canonical"[^>]*>/gi, '')
    .replace(/<meta\s+property="og:[^"]*"[^>]*>/gi, '')
    .replace(/<meta\s+name="robots"[^>]*>/gi, '');
  return stripped.includes('</head>') ? stripped.replace('</head>', `${head}</head>`) : head + stripped;
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

    fastify.decorate('spa', {
      built,
      send(request: FastifyRequest, reply: FastifyReply, tags?: SeoTags): FastifyReply {
        const html = tags === undefined || !built ? indexHtml : injectSeoTags(indexHtml, tags, origin);
        return reply
          .code(built ? (tags?.status ?? 200) : 503)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(html);
      },
      page(instance: FastifyInstance, path: string, resolve: SeoResolver): void {
        instance.get(path, async (request, reply) => {
          let tags: SeoTags | undefined;
          try {
            tags = built ? await resolve(request) : undefined;
          } catch (error) {
            // The page still works without tags: the app loads its data itself.
            request.log.warn({ err: error }, 'page tags unavailable');
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
          response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
          response.setHeader('vary', 'accept-encoding');
        },
      });
    }

    // The home page is a client route too (the static server does not list directories).
    fastify.get('/', (request, reply) => fastify.spa.send(request, reply, headFor({ name: 'home' })));

    const notFoundTags: SeoTags = { ...headFor({ name: 'notFound' }), status: 404 };

    fastify.setNotFoundHandler((request, reply) => {
      // A missing build asset is a 404, never the app shell (a stale chunk must fail loudly).
      const isBuildAsset = request.url.startsWith('/assets/');
      if (!isLegacyOrApi(request.url) && !isBuildAsset && wantsHtml(request)) {
        // Paths the app has a page for (in letter cases the gateway's routes do not list) get the app;
        // everything else is a real 404 that still carries the app, which shows its own 404 handling.
        const route = matchSpaRoute(request.url.split('?')[0] ?? '/');
        return fastify.spa.send(request, reply, route === undefined || route === 'notFound' ? notFoundTags : undefined);
      }
      return sendError(request, reply, new ApiError(404, 'NOT_FOUND', errorMessages.notFound));
    });
  },
  { name: 'spa', dependencies: ['env', 'error-handler'] },
);
