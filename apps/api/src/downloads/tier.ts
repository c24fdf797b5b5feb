import { sql } from 'drizzle-orm';
import { USER_CATEGORIES, type Tier } from '@yunmo/domain/quota';
import type { DbClient } from '../db/client.js';

/** The memberships row's member_category: 1 ordinary, 2 trial/experience, 3 unlimited-download member, 4 gold. */
export const membershipCategories = { ordinary: 1, experience: 2, unlimited: 3, gold: 4 } as const;

export interface MembershipRow {
  member_category: number | null;
  is_sub_account: boolean | null;
  gold_ends_at: string | Date | null;
  ends_at: string | Date | null;
}

const stillRunning = (end: string | Date | null, now: Date) =>
  end === null || new Date(end).getTime() > now.getTime();

/** The tier a membership row gives at `now`; expired memberships fall back to ordinary. */
export function tierOfMembership(row: MembershipRow | undefined, now: Date): Tier {
  if (!row || row.member_category === null) return 'ordinary';
  if (row.is_sub_account === true) return 'enterpriseSubAccount';
  switch (row.member_category) {
    case membershipCategories.gold:
      return stillRunning(row.gold_ends_at, now) ? 'gold' : 'ordinary';
    case membershipCategories.unlimited:
      return stillRunning(row.ends_at, now) ? 'expertPaid' : 'ordinary';
    case membershipCategories.experience:
      return stillRunning(row.ends_at, now) ? 'expertTrial' : 'ordinary';
    default:
      return 'ordinary';
  }
}

/** Days of an experience membership when the row does not record them. */
const defaultTrialDays = 7;

/**
 * When a running trial began: the row keeps only the end and the trial's length in days, so the start
 * is derived from both. Null unless the row is a trial still running at `now`.
 */
export function trialStartOf(
  row: (MembershipRow & { experience_number: number }) | undefined,
  now: Date,
): Date | null {
  if (tierOfMembership(row, now) !== 'expertTrial' || !row?.ends_at) return null;
  const days = row.experience_number > 0 ? row.experience_number : defaultTrialDays;
  return new Date(new Date(row.ends_at).getTime() - days * 86_400_000);
}

export async function userTier(db: DbClient, userId: number, now = new Date()): Promise<Tier> {
  const rows = await db.rows<MembershipRow>(
    sql`select member_category, is_sub_account, gold_ends_at, ends_at from memberships where user_id = ${userId}`,
  );
  return tierOfMembership(rows[0], now);
}

/** The spec's userCategory for a tier: 1 ordinary, 2 gold, 3 expert. */
export function userCategoryOf(tier: Tier): number {
  if (tier === 'gold') return USER_CATEGORIES.gold;
  if (tier === 'expertTrial' || tier === 'expertPaid') return USER_CATEGORIES.expert;
  return USER_CATEGORIES.ordinary;
}
