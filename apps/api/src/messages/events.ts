import { sql, type SQL } from 'drizzle-orm';
import { kindFromCode } from '@yunmo/domain/asset-kinds';
import { encodeAuthorName } from '@yunmo/domain/author-name';
import { fenToYuanString } from '@yunmo/domain/money';
import type { OrderPurpose } from '@yunmo/domain/orders';
import type { DbClient } from '../db/client.js';
import { postUserMessage, type SqlRunner } from './messages.js';

/**
 * The events that raise messages. Each writes its message through the runner (transaction) of
 * the event itself, so a rolled-back event leaves no message and a committed one always has it.
 */

async function rowsOf<Row>(runner: SqlRunner, query: SQL): Promise<Row[]> {
  const result = (await runner.execute(query)) as { rows: Row[] };
  return result.rows;
}

// In-app paths of the web app (apps/web config/paths.ts); the API cannot import the web app.
const vipPath = '/vip/vipList';
const feedbackPath = '/commonProblems/commonProblemsIndex?section=contact';

async function modelPath(runner: SqlRunner, modelId: number): Promise<string | null> {
  const [row] = await rowsOf<{ uuid: string; kind: number }>(
    runner,
    sql`select uuid::text as uuid, kind from models where id = ${modelId}`,
  );
  const kind = row ? kindFromCode(Number(row.kind)) : undefined;
  return row && kind ? `/detail/${kind}/${row.uuid}` : null;
}

const purposeTitles: Record<OrderPurpose, string> = {
  gold: '黄金会员开通成功',
  membership: '极速下载达人开通成功',
  package: '下载包购买成功',
  download: '模型购买成功',
};

export interface PaidOrder {
  user_id: number;
  order_number: string;
  purpose: OrderPurpose;
  amount_fen: number;
  reference: string | null;
}

/** An order was paid (beans or a provider's notification): tells the payer what they bought. */
export async function orderPaidMessage(runner: SqlRunner, order: PaidOrder): Promise<void> {
  let link: string | null = vipPath;
  if (order.purpose === 'download') {
    const modelId = Number((order.reference ?? '').split(':')[1]);
    link = Number.isInteger(modelId) && modelId > 0 ? await modelPath(runner, modelId) : null;
  }
  await postUserMessage(runner, {
    userId: order.user_id,
    kind: 'order',
    title: purposeTitles[order.purpose],
    body: `订单 ${order.order_number} 已支付 ¥${fenToYuanString(order.amount_fen)}。`,
    link,
  });
}

/**
 * An operator answers an error report: stores the answer and tells the reporter, in one
 * transaction. Answers false when the report does not exist.
 */
export async function replyToErrorReport(
  db: DbClient,
  input: { reportId: number; replyUserId: number | null; text: string },
): Promise<boolean> {
  return db.orm.transaction(async (tx) => {
    const [report] = await rowsOf<{ user_id: number | null; model_id: number | null }>(
      tx,
      sql`update error_reports set reply_msg = ${input.text}, reply_user_id = ${input.replyUserId}, replied_at = now()
          where id = ${input.reportId} returning user_id, model_id`,
    );
    if (!report) return false;
    if (report.user_id !== null) {
      await postUserMessage(tx, {
        userId: report.user_id,
        kind: 'error_reply',
        title: '您的纠错有了回复',
        body: input.text,
        link: report.model_id === null ? null : await modelPath(tx, report.model_id),
      });
    }
    return true;
  });
}

/** An operator answers a feedback: stores the answer and tells the sender. False when it does not exist. */
export async function replyToFeedback(
  db: DbClient,
  input: { feedbackId: number; replyUserId: number | null; text: string },
): Promise<boolean> {
  return db.orm.transaction(async (tx) => {
    const [row] = await rowsOf<{ user_id: number | null }>(
      tx,
      sql`update feedback set reply_msg = ${input.text}, reply_user_id = ${input.replyUserId}, replied_at = now()
          where id = ${input.feedbackId} returning user_id`,
    );
    if (!row) return false;
    // Guests may send the experience feedback; there is nobody to tell then.
    if (row.user_id !== null) {
      await postUserMessage(tx, {
        userId: row.user_id,
        kind: 'feedback_reply',
        title: '您的反馈有了回复',
        body: input.text,
        link: feedbackPath,
      });
    }
    return true;
  });
}

export type ConversionOutcome = 'done' | 'failed';

/**
 * A queued version conversion finished. Only a queued one moves, so a repeated call changes
 * nothing and sends no second message. False when no queued conversion has that id.
 */
export async function finishVersionConversion(
  db: DbClient,
  input: { conversionId: number; outcome: ConversionOutcome },
): Promise<boolean> {
  return db.orm.transaction(async (tx) => {
    const [row] = await rowsOf<{ user_id: number; model_id: number; target_version: string }>(
      tx,
      sql`update version_conversions set status = ${input.outcome}, finished_at = now()
          where id = ${input.conversionId} and status = 'queued' returning user_id, model_id, target_version`,
    );
    if (!row) return false;
    const done = input.outcome === 'done';
    await postUserMessage(tx, {
      userId: row.user_id,
      kind: 'conversion',
      title: done ? '版本转换已完成' : '版本转换失败',
      body: done
        ? `您申请的 ${row.target_version} 版本已转换完成，可在模型详情页下载。`
        : `您申请的 ${row.target_version} 版本转换失败，请稍后重新申请。`,
      link: await modelPath(tx, row.model_id),
    });
    return true;
  });
}

/** Tells an author about a new follower; the caller runs it only when the follow row is new. */
export async function newFollowerMessage(
  runner: SqlRunner,
  input: { authorId: number; followerId: number },
): Promise<void> {
  const [follower] = await rowsOf<{ user_name: string; nickname: string }>(
    runner,
    sql`select user_name, nickname from users where id = ${input.followerId}`,
  );
  if (!follower) return;
  let link: string | null = null;
  try {
    link = `/personalCenter/center?flag=${encodeAuthorName(follower.user_name)}`;
  } catch {
    // A user name the author-page codec cannot carry: the message goes without a link.
  }
  await postUserMessage(runner, {
    userId: input.authorId,
    kind: 'follow',
    title: '新增关注',
    body: `${follower.nickname} 关注了你`,
    link,
  });
}
