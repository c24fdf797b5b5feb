import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ASSET_KINDS, kindFromCode } from '@yunmo/domain/asset-kinds';
import { encodeAuthorName } from '@yunmo/domain/author-name';
import { defaultFilterCode } from '@yunmo/domain/filter-code';
import {
  headFor,
  SITEMAP_URLS_PER_FILE,
  type SeoRoute,
  type SitemapSection,
} from '@yunmo/domain/seo';
import { v1Calls, type V1Data } from '@yunmo/api-contract/v1/calls';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, errorMessages } from '../../errors.js';
import { sendError } from '../../plugins/app/error-handler.js';

/** Rows asked of the API per call while a sitemap file is filled (its largest page). */
const entriesPerCall = 10_000;
/** Crawlers may keep crawl files this long; the gateway's public cache holds them meanwhile too. */
const crawlFileMaxAge = 300;

type Entry = V1Data<typeof v1Calls.sitemapEntries>['items'][number];

/** Pages without a database row: home, channels, default lists and the fixed pages. */
const fixedRoutes: SeoRoute[] = [
  { name: 'home' },
  ...ASSET_KINDS.map((kind): SeoRoute => ({ name: 'channel', kind })),
  ...ASSET_KINDS.map((kind): SeoRoute => ({
    name: 'list',
    kind,
    filterCode: defaultFilterCode(kind),
  })),
  { name: 'albumList' },
  { name: 'ranking' },
  { name: 'vip' },
  { name: 'imageSearch' },
  { name: 'help' },
  { name: 'static', page: 'activity' },
  { name: 'static', page: 'labelIndex' },
  { name: 'static', page: 'modeLetter' },
  { name: 'static', page: 'ueChannel' },
];

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => xmlEscapes[character] ?? character);

function urlSet(origin: string, urls: readonly { path: string; lastmod?: string }[]): string {
  const body = urls
    .map(
      (url) =>
        `<url><loc>${xml(origin + url.path)}</loc>${url.lastmod ? `<lastmod>${xml(url.lastmod)}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

function entryPath(section: SitemapSection, entry: Entry): string | undefined {
  switch (section) {
    case 'models': {
      const kind = kindFromCode(entry.kind ?? 0);
      return kind && entry.uuid
        ? headFor({ name: 'detail', kind, uuid: entry.uuid }).canonicalPath
        : undefined;
    }
    case 'albums':
      return entry.uuid
        ? headFor({ name: 'albumDetail', uuid: entry.uuid }).canonicalPath
        : undefined;
    case 'authors':
      return entry.userName
        ? headFor({ name: 'author', flag: encodeAuthorName(entry.userName) }).canonicalPath
        : undefined;
  }
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // Personal pages, the programmatic surfaces and sign-in have nothing for an index.
    'Disallow: /user/',
    'Disallow: /api/',
    'Disallow: /v1/',
    'Disallow: /login',
    'Disallow: /register',
    'Disallow: /model/debugger',
    'Disallow: /model/debugger2',
    // Keyword searches are an endless URL space; the catalogue is reachable through lists and the sitemap.
    'Disallow: /list/*?*element=',
    'Disallow: /model/list?',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * robots.txt, favicon.ico and the sitemaps: /sitemap.xml indexes /sitemaps/pages-1.xml and
 * /sitemaps/{models,albums,authors}-N.xml, each at most 50,000 URLs, read from the API by id.
 */
export default async function crawlFiles(fastify: FastifyInstance): Promise<void> {
  const origin = fastify.config.PUBLIC_ORIGIN;
  const faviconPath = join(fastify.config.WEB_DIST, 'favicon.ico');

  const sendXml = (reply: FastifyReply, body: string) =>
    reply
      .header('cache-control', `public, max-age=${String(crawlFileMaxAge)}`)
      .type('application/xml; charset=utf-8')
      .send(body);
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendError(request, reply, new ApiError(404, 'NOT_FOUND', errorMessages.notFound));

  const summary = (request: FastifyRequest) =>
    fastify.publicCache.get('sitemap:summary', () =>
      fastify.v1.call(request, v1Calls.sitemapSummary, { query: { size: SITEMAP_URLS_PER_FILE } }),
    );

  fastify.get('/robots.txt', (_request, reply) =>
    reply
      .header('cache-control', `public, max-age=${String(crawlFileMaxAge)}`)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(origin)),
  );

  // Never the app's HTML: the web's icon when the build has one, else a plain 404.
  fastify.get('/favicon.ico', (request, reply) => {
    if (!existsSync(faviconPath)) return notFound(request, reply);
    return reply
      .header('cache-control', 'public, max-age=86400')
      .type('image/x-icon')
      .send(readFileSync(faviconPath));
  });

  fastify.get('/sitemap.xml', async (request, reply) => {
    const { data } = await summary(request);
    const files = [
      'pages-1.xml',
      ...data.sections.flatMap((section) =>
        section.pageStarts.map((_start, index) => `${section.type}-${String(index + 1)}.xml`),
      ),
    ];
    const body = files
      .map((file) => `<sitemap><loc>${xml(`${origin}/sitemaps/${file}`)}</loc></sitemap>`)
      .join('\n');
    return sendXml(
      reply,
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`,
    );
  });

  fastify.get('/sitemaps/:file', async (request, reply) => {
    const match = /^(pages|models|albums|authors)-([1-9]\d{0,5})\.xml$/u.exec(
      (request.params as { file: string }).file,
    );
    if (match === null) return notFound(request, reply);
    const [, name, numberText] = match;
    const number = Number(numberText);
    if (name === 'pages') {
      if (number !== 1) return notFound(request, reply);
      return sendXml(
        reply,
        urlSet(
          origin,
          fixedRoutes.map((route) => ({ path: headFor(route).canonicalPath })),
        ),
      );
    }
    const section = name as SitemapSection;
    const { data } = await summary(request);
    const start = data.sections.find((item) => item.type === section)?.pageStarts[number - 1];
    if (start === undefined) return notFound(request, reply);
    const { data: body } = await fastify.publicCache.get(
      `sitemap:${section}:${String(start)}`,
      async () => {
        // Keyset walk from the file's first id: each call continues after the last id it got.
        const entries: Entry[] = [];
        let fromId = start;
        while (entries.length < data.size) {
          const limit = Math.min(entriesPerCall, data.size - entries.length);
          const { items } = await fastify.v1.call(request, v1Calls.sitemapEntries, {
            query: { type: section, fromId, limit },
          });
          entries.push(...items);
          const last = items.at(-1);
          if (items.length < limit || last === undefined) break;
          fromId = last.id + 1;
        }
        return urlSet(
          origin,
          entries.flatMap((entry) => {
            const path = entryPath(section, entry);
            return path === undefined ? [] : [{ path, lastmod: entry.lastmod }];
          }),
        );
      },
    );
    return sendXml(reply, body);
  });
}
