import { eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from './passwords.js';
import type { DbClient } from '../db/client.js';
import { memberships, models, users } from '../db/schema.js';
import { postLedgerEntry } from '../ledger/ledger.js';
import { postUserMessage, type NewUserMessage, type SqlRunner } from '../messages/messages.js';

/** The password of every demo account (they are for trying the product, not for production). */
export const demoPassword = 'yunmo-demo-2026';

export interface DemoAccount {
  userName: string;
  phone: string;
  tier: string;
}

/** One account per tier; the phone numbers are in a range no seeded author uses (199 0000 00xx). */
export const demoAccounts: readonly DemoAccount[] = [
  { userName: 'demo_user', phone: '19900000001', tier: '普通用户' },
  { userName: 'demo_gold', phone: '19900000002', tier: '黄金会员' },
  { userName: 'demo_trial', phone: '19900000003', tier: '极速下载达人（体验）' },
  { userName: 'demo_expert', phone: '19900000004', tier: '极速下载达人（付费）' },
  { userName: 'demo_sub', phone: '19900000005', tier: '企业子账号' },
  { userName: 'demo_author', phone: '19900000006', tier: '作者（有作品）' },
];

const dayMs = 86_400_000;

/**
 * Creates the demo accounts once (idempotent), with memberships for their tiers and a little of every
 * balance through the ledger. The author takes over the works of the seeded author `authorSourceId`.
 */
export async function seedDemoAccounts(
  db: DbClient,
  seed: number,
  now = new Date(),
): Promise<void> {
  const existing = await db.orm
    .select({ userName: users.userName })
    .from(users)
    .where(
      inArray(
        users.userName,
        demoAccounts.map((account) => account.userName),
      ),
    );
  if (existing.length === demoAccounts.length) return;
  const passwordHash = await hashPassword(demoPassword);
  // The seed value picks which seeded author's works the demo author gets, so reseeding is repeatable.
  // A middling author, not a prolific one: demo accounts must not top the public upload boards.
  const [authorRow] = await db.rows<{ id: number }>(
    sql`with counts as (select author_id, count(*) as works from models group by author_id),
        ordered as (select author_id, row_number() over (order by works desc, author_id) as position, count(*) over () as authors from counts)
        select author_id as id from ordered
        where position = least(authors, greatest(1, authors / 2) + ${Math.abs(seed) % 3})`,
  );
  await db.orm.transaction(async (tx) => {
    for (const [index, account] of demoAccounts.entries()) {
      const [created] = await tx
        .insert(users)
        .values({
          userName: account.userName,
          nickname: `演示${account.tier}`,
          phone: account.phone,
          passwordHash,
          isAuthor: account.userName === 'demo_author',
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!created) continue;
      const userId = created.id;
      const in30Days = new Date(now.getTime() + 30 * dayMs);
      const inYear = new Date(now.getTime() + 365 * dayMs);
      const membership = {
        demo_user: { memberCategory: 1 },
        demo_gold: { memberCategory: 4, goldEndsAt: inYear },
        demo_trial: {
          memberCategory: 2,
          endsAt: new Date(now.getTime() + 7 * dayMs),
          experienceNumber: 7,
        },
        demo_expert: { memberCategory: 3, endsAt: in30Days },
        demo_sub: { memberCategory: 4, goldEndsAt: inYear, isSubAccount: true },
        demo_author: { memberCategory: 1 },
      }[account.userName] ?? { memberCategory: 1 };
      await tx
        .insert(memberships)
        .values({ userId, ...membership })
        .onConflictDoNothing();
      await postLedgerEntry(tx, {
        userId,
        asset: 'beans_fen',
        delta: 5000 + index * 1000,
        reason: 'demo-grant',
      });
      await postLedgerEntry(tx, {
        userId,
        asset: 'down_coin_tenths',
        delta: 20 + index * 5,
        reason: 'demo-grant',
      });
      await postLedgerEntry(tx, {
        userId,
        asset: 'render_points',
        delta: 10,
        reason: 'demo-grant',
      });
      await postLedgerEntry(tx, { userId, asset: 'coupons', delta: 2, reason: 'demo-grant' });
      await seedDemoMessages(tx, userId, account, now);
      if (account.userName === 'demo_author' && authorRow)
        await tx.update(models).set({ authorId: userId }).where(eq(models.authorId, authorRow.id));
    }
  });
}

/**
 * A few messages so the message centre and the header badge show something on the first run:
 * three unread (a welcome, an order, a feedback answer) and one already read.
 */
async function seedDemoMessages(
  tx: SqlRunner,
  userId: number,
  account: DemoAccount,
  now: Date,
): Promise<void> {
  const messages: NewUserMessage[] = [
    {
      userId,
      kind: 'system',
      title: '下载须知',
      body: '下载前请先阅读并同意下载协议，每日免费下载次数在每天 0 点重置。',
      link: '/commonProblems/commonProblemsIndex',
    },
    {
      userId,
      kind: 'feedback_reply',
      title: '您的反馈有了回复',
      body: '感谢您的建议，我们已在新版本中优化了搜索结果的排序。',
      link: '/commonProblems/commonProblemsIndex?section=contact',
    },
    account.userName === 'demo_author'
      ? { userId, kind: 'follow', title: '新增关注', body: '演示普通用户 关注了你', link: null }
      : {
          userId,
          kind: 'order',
          title: '下载包购买成功',
          body: '订单 YM20260101000001 已支付 ¥18.00。',
          link: '/vip/vipList',
        },
    {
      userId,
      kind: 'system',
      title: '欢迎来到云模型',
      body: '在这里浏览、收藏和下载 3ds Max、SketchUp 与 Unreal Engine 模型。',
      link: '/',
    },
  ];
  const ids: number[] = [];
  for (const message of messages) ids.push(await postUserMessage(tx, message));
  // Spread over the last days so the list has an order; the first one is already read.
  for (const [index, id] of ids.entries()) {
    const at = new Date(now.getTime() - (ids.length - index) * 3_600_000).toISOString();
    await tx.execute(
      sql`update user_messages set created_at = ${at}, read_at = ${index === 0 ? at : null} where id = ${id}`,
    );
  }
}

/** The log lines the start command shows. */
export function demoAccountLines(): string[] {
  return [
    `Demo accounts (password for all: ${demoPassword}):`,
    ...demoAccounts.map(
      (account) => `  ${account.userName.padEnd(12)} ${account.phone}  ${account.tier}`,
    ),
  ];
}
