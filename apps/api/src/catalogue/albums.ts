import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbClient } from '../db/client.js';
import { albumLabelLinks, albumModels, albums, models } from '../db/schema.js';
import { analyseKeyword } from '../search/tokens.js';
import type { SearchVocabulary } from '../search/vocabulary.js';
import { cardsByIds, type ModelCard } from '../search/model-search.js';

export interface AlbumSummary {
  id: number;
  uuid: string;
  title: string;
  count: number;
  favor: number;
  showNumber: number;
  models: { uuid: string; thumbPath: string; title: string }[];
}

const albumColumns = {
  id: albums.id,
  uuid: albums.uuid,
  title: albums.title,
  favor: albums.favorCount,
  showNumber: albums.viewCount,
  count: sql<number>`(select count(*)::int from ${albumModels} where ${albumModels.albumId} = ${albums.id})`,
};

async function withPreviews(
  db: DbClient,
  rows: Omit<AlbumSummary, 'models'>[],
  previewSize: number,
): Promise<AlbumSummary[]> {
  if (rows.length === 0) return [];
  const previews = await db.orm
    .select({
      albumId: albumModels.albumId,
      position: albumModels.position,
      uuid: models.uuid,
      thumbPath: models.thumbPath,
      title: models.title,
    })
    .from(albumModels)
    .innerJoin(models, eq(models.id, albumModels.modelId))
    .where(
      and(
        inArray(
          albumModels.albumId,
          rows.map((row) => row.id),
        ),
        sql`${albumModels.position} < ${previewSize}`,
      ),
    )
    .orderBy(albumModels.albumId, albumModels.position);
  return rows.map((row) => ({
    ...row,
    models: previews
      .filter((preview) => preview.albumId === row.id)
      .map(({ uuid, thumbPath, title }) => ({ uuid, thumbPath, title })),
  }));
}

export async function popularAlbums(db: DbClient, limit: number): Promise<AlbumSummary[]> {
  const rows = await db.orm
    .select(albumColumns)
    .from(albums)
    .orderBy(desc(albums.favorCount), desc(albums.id))
    .limit(limit);
  return withPreviews(db, rows, 8);
}

export interface AlbumSearch {
  page: number;
  size: number;
  keyword?: string | undefined;
  sort: 0 | 1;
  labelId?: number | undefined;
}

export async function searchAlbums(
  db: DbClient,
  query: AlbumSearch,
  vocabulary: SearchVocabulary,
): Promise<{ results: AlbumSummary[]; totalRecord: number }> {
  const conditions: SQL[] = [];
  if (query.labelId) {
    conditions.push(
      sql`exists (select 1 from ${albumLabelLinks} where ${albumLabelLinks.albumId} = ${albums.id} and ${albumLabelLinks.labelId} = ${query.labelId})`,
    );
  }
  if (query.keyword) {
    const terms = analyseKeyword(query.keyword, vocabulary).terms;
    if (terms.length === 0) conditions.push(sql`false`);
    for (const term of terms) conditions.push(sql`strpos(lower(${albums.title}), ${term}) > 0`);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order =
    query.sort === 1
      ? [desc(albums.favorCount), desc(albums.id)]
      : [desc(albums.createdAt), desc(albums.id)];
  const [rows, totals] = await Promise.all([
    db.orm
      .select(albumColumns)
      .from(albums)
      .where(where)
      .orderBy(...order)
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.orm
      .select({ total: sql<number>`count(*)::int` })
      .from(albums)
      .where(where),
  ]);
  return { results: await withPreviews(db, rows, 8), totalRecord: totals[0]?.total ?? 0 };
}

export async function albumByUuid(db: DbClient, uuid: string) {
  const rows = await db.orm.select(albumColumns).from(albums).where(eq(albums.uuid, uuid)).limit(1);
  return rows[0] ?? null;
}

export async function albumDetail(
  db: DbClient,
  uuid: string,
): Promise<(Omit<AlbumSummary, 'models'> & { models: ModelCard[] }) | null> {
  const album = await albumByUuid(db, uuid);
  if (!album) return null;
  const members = await db.orm
    .select({ modelId: albumModels.modelId })
    .from(albumModels)
    .where(eq(albumModels.albumId, album.id))
    .orderBy(albumModels.position);
  return {
    ...album,
    models: await cardsByIds(
      db,
      members.map((member) => member.modelId),
    ),
  };
}

/** Albums sharing a label with the given one, most favoured first. */
export async function similarAlbums(
  db: DbClient,
  albumId: number,
  limit: number,
): Promise<AlbumSummary[]> {
  const rows = await db.orm
    .select(albumColumns)
    .from(albums)
    .where(
      and(
        sql`${albums.id} <> ${albumId}`,
        sql`exists (select 1 from ${albumLabelLinks} mine join ${albumLabelLinks} theirs on theirs.label_id = mine.label_id
                    where mine.album_id = ${albumId} and theirs.album_id = ${albums.id})`,
      ),
    )
    .orderBy(desc(albums.favorCount), desc(albums.id))
    .limit(limit);
  return withPreviews(db, rows, 8);
}
