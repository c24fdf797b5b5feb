import {
  FOLLOW_ACTION_WINDOW_MINUTES,
  FOLLOW_ACTIONS_PER_WINDOW,
  FOLLOW_NOTICE_WINDOW_HOURS,
  FOLLOW_RATE_LIMITED_MESSAGE,
} from '@yunmo/domain/abuse-limits';
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { phoneForViewer } from '@yunmo/domain/privacy';
import type { DbClient } from '../../../db/client.js';
import { authorWorks } from '../../../db/author-schema.js';
import { follows, models, users } from '../../../db/schema.js';
import { LegacyError } from '../../../http/legacy-error.js';
import { newFollowerMessage } from '../../../messages/events.js';
import { cardsByIds, type ModelCard } from '../../../search/model-search.js';

/**
 * The profile of `GET /v1/personal/getInfo` (§3: userName, userHeadPath, phone, attention, counts).
 * The phone is personal data: null for visitors, masked for the owner.
 */
export interface AuthorProfile {
  userName: string;
  nikename: string;
  userHeadPath: string | null;
  phone: string | null;
  wx: string | null;
  introduction: string | null;
  pcBanner: string | null;
  mobileBanner: string | null;
  /** 1 when the caller follows the author, else 0. */
  attention: 0 | 1;
  /** 1 when the caller is this author (the owner's tools are shown). */
  owner: 0 | 1;
  fansNumber: number;
  modelNumber: number;
  vrNumber: number;
  yktNumber: number;
  /** Models per sub-kind of the models tab: 1 3D, 2 SU, 3 textures and materials, 4 UE4. */
  subKinds: Record<'1' | '2' | '3' | '4', number>;
}

/** Asset kinds shown under each model sub-kind of the author page. */
export const SUB_KIND_ASSET_KINDS: Readonly<Record<1 | 2 | 3 | 4, readonly number[]>> = {
  1: [1],
  2: [2],
  3: [3, 5],
  4: [4],
};

export async function findAuthorId(db: DbClient, userName: string): Promise<number | null> {
  const rows = await db.orm
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userName, userName))
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function authorProfile(
  db: DbClient,
  userName: string,
  viewerId: number | null,
): Promise<AuthorProfile | null> {
  const rows = await db.orm.select().from(users).where(eq(users.userName, userName)).limit(1);
  const author = rows[0];
  if (!author) return null;
  const [kindCounts, workCounts, fans, followed] = await Promise.all([
    db.orm
      .select({ kind: models.kind, total: count() })
      .from(models)
      .where(and(eq(models.authorId, author.id), eq(models.online, true)))
      .groupBy(models.kind),
    db.orm
      .select({ type: authorWorks.workType, total: count() })
      .from(authorWorks)
      .where(eq(authorWorks.authorId, author.id))
      .groupBy(authorWorks.workType),
    db.orm.select({ total: count() }).from(follows).where(eq(follows.authorId, author.id)),
    viewerId === null
      ? Promise.resolve([])
      : db.orm
          .select({ authorId: follows.authorId })
          .from(follows)
          .where(and(eq(follows.authorId, author.id), eq(follows.followerId, viewerId)))
          .limit(1),
  ]);
  const perKind = new Map(kindCounts.map((row) => [row.kind, Number(row.total)]));
  const subKindCount = (subKind: 1 | 2 | 3 | 4) =>
    SUB_KIND_ASSET_KINDS[subKind].reduce((sum, kind) => sum + (perKind.get(kind) ?? 0), 0);
  const perType = new Map(workCounts.map((row) => [row.type, Number(row.total)]));
  return {
    userName: author.userName,
    nikename: author.nickname,
    userHeadPath: author.avatarPath,
    phone: phoneForViewer(author.phone, author.id, viewerId),
    wx: author.wx,
    introduction: author.introduction,
    pcBanner: author.pcBannerPath,
    mobileBanner: author.mobileBannerPath,
    attention: followed.length > 0 ? 1 : 0,
    owner: viewerId === author.id ? 1 : 0,
    fansNumber: Number(fans[0]?.total ?? 0),
    modelNumber: [...perKind.values()].reduce((sum, value) => sum + value, 0),
    vrNumber: perType.get(5) ?? 0,
    yktNumber: perType.get(6) ?? 0,
    subKinds: {
      '1': subKindCount(1),
      '2': subKindCount(2),
      '3': subKindCount(3),
      '4': subKindCount(4),
    },
  };
}

/** A panorama or video work in the author's list. */
export interface AuthorWorkCard {
  id: number;
  title: string;
  thumbPath: string;
  path: string;
  showNumber: number;
  category: 5 | 6;
}

export interface AuthorContentRequest {
  category: 1 | 5 | 6;
  subKind?: 1 | 2 | 3 | 4 | undefined;
  element?: string | undefined;
  pn: number;
  ps: number;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/gu, (character) => `\\${character}`)}%`;
}

/** `GET /v1/personal/getContent`: one page of the author's models (by sub-kind) or works, newest first. */
export async function authorContent(
  db: DbClient,
  authorId: number,
  request: AuthorContentRequest,
): Promise<{ results: (ModelCard | AuthorWorkCard)[]; totalRecord: number }> {
  const offset = (request.pn - 1) * request.ps;
  const keyword = request.element?.trim();
  if (request.category === 1) {
    const conditions: SQL[] = [eq(models.authorId, authorId), eq(models.online, true)];
    if (request.subKind !== undefined)
      conditions.push(inArray(models.kind, [...SUB_KIND_ASSET_KINDS[request.subKind]]));
    if (keyword) {
      const byText = [ilike(models.title, likePattern(keyword)), eq(models.modelNumber, keyword)];
      if (/^\d{1,9}$/u.test(keyword)) byText.push(eq(models.id, Number(keyword)));
      conditions.push(or(...byText)!);
    }
    const where = and(...conditions);
    const [ids, total] = await Promise.all([
      db.orm
        .select({ id: models.id })
        .from(models)
        .where(where)
        .orderBy(desc(models.createdAt), desc(models.id))
        .limit(request.ps)
        .offset(offset),
      db.orm.select({ total: count() }).from(models).where(where),
    ]);
    return {
      results: await cardsByIds(
        db,
        ids.map((row) => row.id),
      ),
      totalRecord: Number(total[0]?.total ?? 0),
    };
  }
  const conditions: SQL[] = [
    eq(authorWorks.authorId, authorId),
    eq(authorWorks.workType, request.category),
  ];
  if (keyword) {
    const byText = [ilike(authorWorks.title, likePattern(keyword))];
    if (/^\d{1,9}$/u.test(keyword)) byText.push(eq(authorWorks.id, Number(keyword)));
    conditions.push(or(...byText)!);
  }
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    db.orm
      .select()
      .from(authorWorks)
      .where(where)
      .orderBy(desc(authorWorks.createdAt), desc(authorWorks.id))
      .limit(request.ps)
      .offset(offset),
    db.orm.select({ total: count() }).from(authorWorks).where(where),
  ]);
  return {
    results: rows.map((row) => ({
      id: row.id,
      title: row.title,
      thumbPath: row.coverPath,
      path: row.linkPath,
      showNumber: row.viewCount,
      category: request.category as 5 | 6,
    })),
    totalRecord: Number(total[0]?.total ?? 0),
  };
}

/** One panorama or video tutorial of an author, for its own page (`GET /v1/personal/getWork`). */
export interface AuthorWorkDetail {
  id: number;
  title: string;
  category: 5 | 6;
  thumbPath: string;
  /** What the page plays: the panorama picture, or the video file; null when there is no playable video. */
  mediaPath: string | null;
  showNumber: number;
  createTime: string;
  userName: string;
  nikename: string;
}

const videoFile = /\.(?:mp4|webm|m3u8)$/iu;

/** The work with its author; counts this view. Null when there is no such work. */
export async function authorWork(db: DbClient, id: number): Promise<AuthorWorkDetail | null> {
  const viewed = await db.orm
    .update(authorWorks)
    .set({ viewCount: sql`${authorWorks.viewCount} + 1` })
    .where(eq(authorWorks.id, id))
    .returning();
  const work = viewed[0];
  if (!work || (work.workType !== 5 && work.workType !== 6)) return null;
  const owner = await db.orm
    .select({ userName: users.userName, nickname: users.nickname })
    .from(users)
    .where(eq(users.id, work.authorId))
    .limit(1);
  if (!owner[0]) return null;
  return {
    id: work.id,
    title: work.title,
    category: work.workType === 5 ? 5 : 6,
    thumbPath: work.coverPath,
    // A panorama is its picture; a video plays only from a video file.
    mediaPath:
      work.workType === 5 ? work.coverPath : videoFile.test(work.linkPath) ? work.linkPath : null,
    showNumber: work.viewCount,
    createTime: work.createdAt.toISOString(),
    userName: owner[0].userName,
    nikename: owner[0].nickname,
  };
}

/**
 * Follows an author; following twice is the same as once (race-safe through the primary key).
 * Only a new follow tells the author, in the same transaction, and only when the author was not
 * told about this follower within FOLLOW_NOTICE_WINDOW_HOURS: unfollow and follow again in a loop
 * must not flood the author's inbox.
 */
export async function follow(db: DbClient, followerId: number, authorId: number): Promise<void> {
  await db.orm.transaction(async (tx) => {
    const created = await tx
      .insert(follows)
      .values({ followerId, authorId })
      .onConflictDoNothing()
      .returning({ authorId: follows.authorId });
    if (created.length === 0) return;
    const notice = (await tx.execute(sql`
      insert into follow_notices (author_id, follower_id) values (${authorId}, ${followerId})
      on conflict (author_id, follower_id) do update set notified_at = now()
        where follow_notices.notified_at < now() - make_interval(hours => ${FOLLOW_NOTICE_WINDOW_HOURS})
      returning 1 as due`)) as unknown as { rows: unknown[] };
    if (notice.rows.length > 0) await newFollowerMessage(tx, { authorId, followerId });
  });
}

/**
 * Records one follow or unfollow action of `userId` and refuses it (429) past
 * FOLLOW_ACTIONS_PER_WINDOW actions in the window.
 */
export async function limitFollowActions(db: DbClient, userId: number): Promise<void> {
  const rows = await db.rows<{ recent: number }>(sql`
    with recorded as (insert into follow_actions (user_id) values (${userId}) returning 1)
    select count(*)::int as recent from follow_actions
    where user_id = ${userId} and created_at > now() - make_interval(mins => ${FOLLOW_ACTION_WINDOW_MINUTES})`);
  // The count does not see the row inserted by the same statement: the limit is on earlier actions.
  if ((rows[0]?.recent ?? 0) >= FOLLOW_ACTIONS_PER_WINDOW)
    throw new LegacyError(429, FOLLOW_RATE_LIMITED_MESSAGE);
}

export async function unfollow(db: DbClient, followerId: number, authorId: number): Promise<void> {
  await db.orm
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.authorId, authorId)));
}
