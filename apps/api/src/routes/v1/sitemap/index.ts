import { sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { SITEMAP_SECTIONS, SITEMAP_URLS_PER_FILE, type SitemapSection } from '@yunmo/domain/seo';
import { parseParams, positiveInt, uuidParam } from '../../../http/params.js';
import { v1Calls } from '@yunmo/api-contract/v1/calls';

/** Rows one entries call may return; the gateway chains calls by id to fill a sitemap file. */
const maxEntries = 10_000;

/** The rows of each section, as one filter; summary and entries must count the same rows. */
const sectionFilters: Record<SitemapSection, { table: SQL; where: SQL }> = {
  models: { table: sql`models`, where: sql`online` },
  albums: { table: sql`albums`, where: sql`true` },
  authors: { table: sql`users`, where: sql`is_author` },
};

const sectionParam = z.enum(SITEMAP_SECTIONS, {
  error: `参数错误：type 可选值 ${SITEMAP_SECTIONS.join('、')}`,
});

function toIso(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}

/**
 * Data for the sitemap files: the first id of every page of each section, and
 * the pages' rows by keyset (`id >= fromId order by id`), only the columns a URL needs. Both walk
 * the primary key, so they stay cheap at a million models.
 */
const sitemap: FastifyPluginAsync = async (fastify) => {
  const db = fastify.db;

  fastify.get('/summary', async (request, reply) => {
    const { size } = parseParams(
      z.object({
        size: positiveInt('size', { max: SITEMAP_URLS_PER_FILE, fallback: SITEMAP_URLS_PER_FILE }),
      }),
      request.query,
    );
    const sections = await Promise.all(
      SITEMAP_SECTIONS.map(async (type) => {
        const { table, where } = sectionFilters[type];
        // Every size-th id (1st, size+1-th, ...) starts a file; numbering walks the id index once.
        // (No total: a second window over every row would double the cost, and no file needs it.)
        const rows = await db.rows<{ id: number }>(sql`
          select id from (
            select id, row_number() over (order by id) as n from ${table} where ${where}
          ) numbered where (n - 1) % ${size} = 0 order by id`);
        return { type, pageStarts: rows.map((row) => row.id) };
      }),
    );
    return reply.v1(v1Calls.sitemapSummary, { size, sections });
  });

  fastify.get('/entries', async (request, reply) => {
    const query = parseParams(
      z.object({
        type: sectionParam,
        fromId: positiveInt('fromId', { max: 2_147_483_647, fallback: 1 }),
        limit: positiveInt('limit', { max: maxEntries, fallback: maxEntries }),
      }),
      request.query,
    );
    const { fromId, limit } = query;
    switch (query.type) {
      case 'models': {
        const rows = await db.rows<{ id: number; uuid: string; kind: number; created_at: unknown }>(
          sql`select id, uuid, kind, created_at from models where online and id >= ${fromId} order by id limit ${limit}`,
        );
        return reply.v1(v1Calls.sitemapEntries, {
          items: rows.map((row) => ({
            id: row.id,
            uuid: row.uuid,
            kind: row.kind,
            lastmod: toIso(row.created_at),
          })),
        });
      }
      case 'albums': {
        const rows = await db.rows<{ id: number; uuid: string; created_at: unknown }>(
          sql`select id, uuid, created_at from albums where id >= ${fromId} order by id limit ${limit}`,
        );
        return reply.v1(v1Calls.sitemapEntries, {
          items: rows.map((row) => ({
            id: row.id,
            uuid: row.uuid,
            lastmod: toIso(row.created_at),
          })),
        });
      }
      case 'authors': {
        // An author page changes with the author's latest work (models_author_idx serves the max).
        const rows = await db.rows<{ id: number; user_name: string; lastmod: unknown }>(sql`
          select u.id, u.user_name,
            greatest(u.created_at, (select max(m.created_at) from models m where m.author_id = u.id and m.online)) as lastmod
          from users u where u.is_author and u.id >= ${fromId} order by u.id limit ${limit}`);
        return reply.v1(v1Calls.sitemapEntries, {
          items: rows.map((row) => ({
            id: row.id,
            userName: row.user_name,
            lastmod: toIso(row.lastmod),
          })),
        });
      }
    }
  });

  /** Whether a model is online, taken offline (its page answers 410) or never existed (404). */
  fastify.get('/modelState', async (request, reply) => {
    const { uuid } = parseParams(z.object({ uuid: uuidParam('uuid') }), request.query);
    const [row] = await db.rows<{ online: boolean }>(
      sql`select online from models where uuid = ${uuid!}`,
    );
    return reply.v1(v1Calls.modelState, {
      state: row === undefined ? 'missing' : row.online ? 'online' : 'offline',
    });
  });
};

export default sitemap;
