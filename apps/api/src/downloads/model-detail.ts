import { stat } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { LIST_MESSAGES } from '@yunmo/domain/messages';
import { fenToYuanString } from '@yunmo/domain/money';
import { z } from 'zod';
import type { DbClient } from '../db/client.js';
import { isUuidText } from '../db/uuid.js';
import { LegacyError } from '../http/legacy-error.js';
import { optionalId } from '../http/params.js';
import { countModelView } from './model-views.js';
import {
  manifestFromEntries,
  readPackageModelFacts,
  readZipEntries,
  type ContentsManifest,
  type PackageModelFacts,
  type ZipEntry,
} from './zip-manifest.js';

/** A model that does not exist, is offline or is of another kind. */
export const modelNotFoundCode = 404;
export const modelNotFound = () => new LegacyError(modelNotFoundCode, LIST_MESSAGES.modelNotFound);

export interface ModelCore {
  id: number;
  uuid: string;
  kind: number;
  modelNumber: string;
  title: string;
  oneClassId: number;
  twoClassId: number;
  oneClass: string;
  twoClass: string;
  style: string | null;
  feeCategory: number;
  chargeCategory: number;
  priceFen: number;
  isUnique: boolean;
  downloadCount: number;
  favorCount: number;
  viewCount: number;
  createdAt: string;
  thumbPath: string;
  authorId: number;
}

interface ModelRow {
  id: number;
  uuid: string;
  kind: number;
  model_number: string;
  title: string;
  one_class_id: number;
  two_class_id: number;
  one_class: string | null;
  two_class: string | null;
  style: string | null;
  fee_category: number;
  charge_category: number;
  price_fen: number;
  is_unique: boolean;
  download_count: number;
  favor_count: number;
  view_count: number;
  created_at: string | Date;
  thumb_path: string;
  author_id: number;
}

export type ModelKey = { uuid: string } | { id: number };

/** A detail call's model: by uuid, or by numeric id. */
export const modelKeyQuery = z
  .object({ uuid: z.string().max(64).optional(), id: optionalId('id') })
  .transform((value, context): ModelKey => {
    if (value.uuid) return { uuid: value.uuid };
    if (value.id !== undefined) return { id: value.id };
    context.addIssue({ code: 'custom', message: '参数错误：缺少 uuid 或 id' });
    return z.NEVER;
  });

/** The online model of `kinds` with this uuid or id, counting one view; null when there is none. */
export async function loadModelCore(
  db: DbClient,
  kinds: readonly number[],
  key: ModelKey,
  /** `visitor`: count this call as that visitor's view (once per day, see model-views.ts). */
  options: { countView: false } | { countView: true; visitor: string },
): Promise<ModelCore | null> {
  if ('uuid' in key && !isUuidText(key.uuid)) return null;
  const where = 'uuid' in key ? sql`m.uuid = ${key.uuid}::uuid` : sql`m.id = ${key.id}`;
  const kindList = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const rows = await db.rows<ModelRow>(sql`
    select m.id, m.uuid, m.kind, m.model_number, m.title, m.one_class_id, m.two_class_id, c1.name as one_class, c2.name as two_class,
           s.name as style, m.fee_category, m.charge_category, m.price_fen, m.is_unique, m.download_count, m.favor_count,
           m.view_count, m.created_at, m.thumb_path, m.author_id
    from models m
    left join categories c1 on c1.id = m.one_class_id
    left join categories c2 on c2.id = m.two_class_id
    left join styles s on s.id = m.style_id
    where ${where} and m.online and m.kind in (${kindList})
    limit 1`);
  const row = rows[0];
  if (!row) return null;
  const counted = options.countView ? await countModelView(db, row.id, options.visitor) : false;
  return {
    id: row.id,
    uuid: row.uuid,
    kind: row.kind,
    modelNumber: row.model_number,
    title: row.title,
    oneClassId: row.one_class_id,
    twoClassId: row.two_class_id,
    oneClass: row.one_class ?? '',
    twoClass: row.two_class ?? '',
    style: row.style,
    feeCategory: row.fee_category,
    chargeCategory: row.charge_category,
    priceFen: row.price_fen,
    isUnique: row.is_unique,
    downloadCount: row.download_count,
    favorCount: row.favor_count,
    viewCount: row.view_count + (counted ? 1 : 0),
    createdAt: new Date(row.created_at).toISOString(),
    thumbPath: row.thumb_path,
    authorId: row.author_id,
  };
}

export interface DetailImage {
  type: number;
  path: string;
  vrPath: string | null;
  watermarkImage: string | null;
  strengthenWatermarkImage: string | null;
  thumbImg: string;
}

export async function loadImages(db: DbClient, modelId: number): Promise<DetailImage[]> {
  const rows = await db.rows<{
    type: number;
    path: string;
    vr_path: string | null;
    watermark_path: string | null;
    strengthen_watermark_path: string | null;
    thumb_path: string;
  }>(
    sql`select type, path, vr_path, watermark_path, strengthen_watermark_path, thumb_path from model_images where model_id = ${modelId} order by position`,
  );
  return rows.map((row) => ({
    type: row.type,
    path: row.path,
    vrPath: row.vr_path,
    watermarkImage: row.watermark_path ?? row.path,
    strengthenWatermarkImage: row.strengthen_watermark_path ?? row.watermark_path ?? row.path,
    thumbImg: row.thumb_path,
  }));
}

export interface DetailVersion {
  id: number;
  modelType: number;
  version: string;
  light: string | null;
  /** Size in MB with two decimals, as the spec's zip list shows it. */
  size: number;
  sizeBytes: number;
  sha256: string;
  copyright: boolean;
  filePath: string;
}

export async function loadVersions(db: DbClient, modelId: number): Promise<DetailVersion[]> {
  const rows = await db.rows<{
    id: number;
    model_type: number;
    version: string;
    light: string | null;
    size_bytes: string | number;
    sha256: string;
    copyright: boolean;
    file_path: string;
  }>(
    sql`select id, model_type, version, light, size_bytes, sha256, copyright, file_path from model_versions where model_id = ${modelId} and online order by id`,
  );
  return rows.map((row) => ({
    id: row.id,
    modelType: row.model_type,
    version: row.version,
    light: row.light,
    size: Math.round((Number(row.size_bytes) / (1024 * 1024)) * 100) / 100,
    sizeBytes: Number(row.size_bytes),
    sha256: row.sha256,
    copyright: row.copyright,
    filePath: row.file_path,
  }));
}

/** Contents of each version's file, read from the zip itself so the listing matches the download. */
export async function versionManifests(
  versions: readonly DetailVersion[],
  diskPath: (packageKey: string) => string | null,
  published: PublishedPackage | null = null,
  zips: Pick<ZipManifests, 'read'> = new ZipManifests(0),
): Promise<Record<number, ContentsManifest | null>> {
  const manifests: Record<number, ContentsManifest | null> = {};
  for (const version of versions) {
    const onDisk = diskPath(version.filePath);
    const fromDisk = onDisk ? await zips.read(onDisk) : null;
    manifests[version.id] =
      fromDisk ??
      (published && published.sha256 === version.sha256
        ? { ...manifestFromEntries(published.entries), model: published.model }
        : null);
  }
  return manifests;
}

/**
 * The manifests of the zips read so far (one per API process, `fastify.files.zipManifests`), by
 * path, with the file's identity when it was read. A package is written once and replaced whole,
 * so the same inode, size and time mean the same bytes: a detail page then costs one stat per
 * version instead of opening and reading the zip twice.
 */
export class ZipManifests {
  private readonly known = new Map<string, { identity: string; manifest: ContentsManifest }>();

  constructor(private readonly kept = 2_000) {}

  async read(onDisk: string): Promise<ContentsManifest | null> {
    const stats = await stat(onDisk).catch(() => null);
    if (!stats?.isFile()) return null;
    const identity = `${String(stats.ino)}:${String(stats.size)}:${String(stats.mtimeMs)}`;
    const known = this.known.get(onDisk);
    if (known?.identity === identity) return known.manifest;
    const entries = await readZipEntries(onDisk);
    if (!entries) return null;
    const manifest = {
      ...manifestFromEntries(entries),
      model: await readPackageModelFacts(onDisk),
    };
    this.known.delete(onDisk);
    if (this.kept > 0) this.known.set(onDisk, { identity, manifest });
    // Oldest first out: a Map iterates in insertion order.
    if (this.known.size > this.kept) this.known.delete(this.known.keys().next().value!);
    return manifest;
  }
}

/**
 * A model's asset package as the seed built and hashed it, before its first download writes it: the
 * zip's entries and the facts of its manifest.json, recorded from those very bytes.
 */
export interface PublishedPackage {
  sha256: string;
  entries: ZipEntry[];
  model: PackageModelFacts;
}

export async function loadPublishedPackage(
  db: DbClient,
  modelId: number,
): Promise<PublishedPackage | null> {
  const rows = await db.rows<{ package: { published?: PublishedPackage } | string | null }>(
    sql`select package from model_assets where model_id = ${modelId}`,
  );
  const stored = rows[0]?.package;
  const value =
    typeof stored === 'string' ? (JSON.parse(stored) as { published?: PublishedPackage }) : stored;
  return value?.published ?? null;
}

export interface AuthorCard {
  userName: string;
  nikename: string;
  avatar: string | null;
  modelNumber: number;
}

export async function loadAuthor(db: DbClient, authorId: number): Promise<AuthorCard | null> {
  const rows = await db.rows<{
    user_name: string;
    nickname: string;
    avatar_path: string | null;
    model_number: string | number;
  }>(sql`
    select u.user_name, u.nickname, u.avatar_path, (select count(*) from models m where m.author_id = u.id and m.online) as model_number
    from users u where u.id = ${authorId}`);
  const row = rows[0];
  return row
    ? {
        userName: row.user_name,
        nikename: row.nickname,
        avatar: row.avatar_path,
        modelNumber: Number(row.model_number),
      }
    : null;
}

export interface WorkCard {
  id: number;
  uuid: string;
  kind: number;
  title: string;
  thumbPath: string;
  downloadCount: number;
  /** Yuan, as cards write prices; with the fee category it gives the card's price label. */
  price: string;
  feeType: number;
}

interface WorkRow {
  id: number;
  uuid: string;
  kind: number;
  title: string;
  thumb_path: string;
  download_count: number;
  price_fen: number;
  fee_category: number;
}

const toWork = (row: WorkRow): WorkCard => ({
  id: row.id,
  uuid: row.uuid,
  kind: row.kind,
  title: row.title,
  thumbPath: row.thumb_path,
  downloadCount: row.download_count,
  price: fenToYuanString(row.price_fen),
  feeType: row.fee_category,
});

/** The author's other works, newest first. */
export async function loadWorks(db: DbClient, model: ModelCore, limit = 6): Promise<WorkCard[]> {
  const rows = await db.rows<WorkRow>(sql`
    select id, uuid, kind, title, thumb_path, download_count, price_fen, fee_category from models
    where author_id = ${model.authorId} and online and id <> ${model.id}
    order by created_at desc, id desc limit ${limit}`);
  return rows.map(toWork);
}

/** Similar models: same kind and second-level class, most downloaded first, then the first-level class. */
export async function loadSimilar(db: DbClient, model: ModelCore, limit = 8): Promise<WorkCard[]> {
  const rows = await db.rows<WorkRow>(sql`
    select id, uuid, kind, title, thumb_path, download_count, price_fen, fee_category from models
    where kind = ${model.kind} and online and id <> ${model.id} and one_class_id = ${model.oneClassId}
    order by (two_class_id = ${model.twoClassId}) desc, download_count desc, id limit ${limit}`);
  return rows.map(toWork);
}

export interface Advert {
  path: string;
  image: string;
  title: string;
}

export async function loadAdverts(db: DbClient): Promise<Advert[]> {
  const rows = await db.rows<{ path: string; image: string; title: string }>(
    sql`select path, image, title from banners where slot = 'ad' order by position, id`,
  );
  return rows;
}

/** Whether the user has favourited the model. */
export async function isFavourite(
  db: DbClient,
  userId: number | null,
  modelId: number,
): Promise<boolean> {
  if (userId === null) return false;
  const rows = await db.rows<{ one: number }>(
    sql`select 1 as one from favourites where user_id = ${userId} and model_id = ${modelId} limit 1`,
  );
  return rows.length > 0;
}

export interface ErrorReply {
  userName: string;
  userNikeName: string;
  content: string;
  createTime: string;
  replyName: string | null;
  replyNikeName: string | null;
  replyMsg: string | null;
  replyTime: string | null;
}

/** The latest answered error report of a model (the spec's "latest error reply"), or null. */
export async function latestErrorReply(db: DbClient, modelId: number): Promise<ErrorReply | null> {
  const rows = await db.rows<{
    user_name: string | null;
    nickname: string | null;
    msg: string;
    category: string;
    created_at: string | Date;
    reply_name: string | null;
    reply_nickname: string | null;
    reply_msg: string | null;
    replied_at: string | Date | null;
  }>(sql`
    select u.user_name, u.nickname, e.msg, e.category, e.created_at, r.user_name as reply_name, r.nickname as reply_nickname, e.reply_msg, e.replied_at
    from error_reports e
    left join users u on u.id = e.user_id
    left join users r on r.id = e.reply_user_id
    where e.model_id = ${modelId} and e.reply_msg is not null
    order by e.replied_at desc nulls last, e.id desc limit 1`);
  const row = rows[0];
  if (!row) return null;
  return {
    userName: row.user_name ?? '',
    userNikeName: row.nickname ?? '',
    content: [row.category, row.msg].filter((part) => part.length > 0).join('：'),
    createTime: new Date(row.created_at).toISOString(),
    replyName: row.reply_name,
    replyNikeName: row.reply_nickname,
    replyMsg: row.reply_msg,
    replyTime: row.replied_at === null ? null : new Date(row.replied_at).toISOString(),
  };
}
