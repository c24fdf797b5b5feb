import {
  ACCOUNT_MESSAGES,
  DAILY_SIGN_IN_REWARD_TENTHS,
  isPhoneNumber,
  type LoginInput,
  type RegisterInput,
} from '@yunmo/domain/accounts';
import { shanghaiDayKey } from '@yunmo/domain/daily-rules';
import { fenToYuanString } from '@yunmo/domain/money';
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { DbClient } from '../db/client.js';
import { memberships, signIns, users } from '../db/schema.js';
import { LegacyError } from '../http/legacy-error.js';
import { trialStartOf } from '../downloads/tier.js';
import { postLedgerEntry } from '../ledger/ledger.js';
import { hashPassword, verifyPassword } from './passwords.js';

/** Business codes of the account calls (the login site is this project's, so are its codes). */
export const accountCodes = {
  wrongCredentials: 10021,
  taken: 10023,
  captchaRequired: 10024,
  smsCodeWrong: 10025,
  smsFailed: 10026,
  tooManyAttempts: 429,
  alreadySigned: 10031,
} as const;

export interface AccountIdentity {
  id: number;
  userName: string;
  nickname: string;
}

/** True when an account that can log in has this phone number. */
export async function phoneRegistered(db: DbClient, phone: string): Promise<boolean> {
  const rows = await db.orm
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.passwordHash)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Creates an account; the user name and phone must both be free. Called only after the SMS code
 * proved the phone is the caller's, so saying which one is taken reveals nothing new.
 */
export async function registerAccount(
  db: DbClient,
  input: Omit<RegisterInput, 'smsCode'>,
): Promise<AccountIdentity> {
  const passwordHash = await hashPassword(input.password);
  return db.orm.transaction(async (tx) => {
    // Serialise registrations of the same phone: the unique index only covers accounts that can log in.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`register:${input.phone}`}))`);
    const taken = await tx
      .select({ userName: users.userName, phone: users.phone })
      .from(users)
      .where(
        or(
          eq(users.userName, input.userName),
          and(eq(users.phone, input.phone), isNotNull(users.passwordHash)),
        ),
      )
      .limit(1);
    const clash = taken[0];
    if (clash)
      throw new LegacyError(
        accountCodes.taken,
        clash.userName === input.userName
          ? ACCOUNT_MESSAGES.userNameTaken
          : ACCOUNT_MESSAGES.phoneTaken,
      );
    const inserted = await tx
      .insert(users)
      .values({
        userName: input.userName,
        nickname: input.userName,
        phone: input.phone,
        passwordHash,
      })
      .onConflictDoNothing()
      .returning({ id: users.id, userName: users.userName, nickname: users.nickname });
    const created = inserted[0];
    if (!created) throw new LegacyError(accountCodes.taken, ACCOUNT_MESSAGES.userNameTaken);
    await tx
      .insert(memberships)
      .values({ userId: created.id, memberCategory: 1 })
      .onConflictDoNothing();
    return created;
  });
}

/**
 * Checks a login. Unknown accounts and wrong passwords get the same answer after the same work
 * (a decoy hash); nothing is locked: the route's throttle slows guessing down instead.
 */
export async function authenticate(
  db: DbClient,
  input: Pick<LoginInput, 'account' | 'password'>,
): Promise<AccountIdentity> {
  const byPhone = isPhoneNumber(input.account);
  const rows = await db.orm
    .select({
      id: users.id,
      userName: users.userName,
      nickname: users.nickname,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(
      and(
        byPhone ? eq(users.phone, input.account) : eq(users.userName, input.account),
        isNotNull(users.passwordHash),
      ),
    )
    .limit(1);
  const account = rows[0];
  const matches = await verifyPassword(account?.passwordHash, input.password);
  if (!account || !matches)
    throw new LegacyError(accountCodes.wrongCredentials, ACCOUNT_MESSAGES.wrongCredentials);
  return { id: account.id, userName: account.userName, nickname: account.nickname };
}

/** Tenths of a download point as the legacy decimal text ("3.5"). */
export function downCoinText(tenths: number): string {
  const sign = tenths < 0 ? '-' : '';
  const absolute = Math.abs(tenths);
  return `${sign}${String(Math.floor(absolute / 10))}.${String(absolute % 10)}`;
}

/** The header popup's user info: beans, render points, download points, coupon packs and the tier. */
export async function userInfo(db: DbClient, userId: number) {
  const rows = await db.orm
    .select({
      userName: users.userName,
      nickname: users.nickname,
      avatarPath: users.avatarPath,
      isAuthor: users.isAuthor,
      beanFen: users.beanBalanceFen,
      downCoinTenths: users.downCoinTenths,
      renderPoints: users.renderPoints,
      couponPacks: users.couponPacks,
      downloadPackages: users.downloadPackageCount,
      memberCategory: memberships.memberCategory,
      isSubAccount: memberships.isSubAccount,
      goldEndsAt: memberships.goldEndsAt,
      endsAt: memberships.endsAt,
      experienceNumber: memberships.experienceNumber,
    })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    userName: row.userName,
    nickname: row.nickname,
    avatar: row.avatarPath ? `/v1/user/getHeader?author=${encodeURIComponent(row.userName)}` : null,
    isAuthor: row.isAuthor,
    modelBean: fenToYuanString(row.beanFen),
    total: row.renderPoints,
    downCoin: downCoinText(row.downCoinTenths),
    count: row.couponPacks,
    downloadPackages: row.downloadPackages,
    memberCategory: row.memberCategory ?? 1,
    subAccount: row.isSubAccount ?? false,
    // The trial discounts (62/70/80 %) run on the hours since the trial began; pages compute them from this.
    trialStartTime:
      trialStartOf(
        {
          member_category: row.memberCategory,
          is_sub_account: row.isSubAccount,
          gold_ends_at: row.goldEndsAt,
          ends_at: row.endsAt,
          experience_number: row.experienceNumber ?? 0,
        },
        new Date(),
      )?.toISOString() ?? null,
  };
}

/** Today's sign state: sign 0 = not signed today; downCoin the accumulated download points. */
export async function signInfo(db: DbClient, userId: number, now = new Date()) {
  const day = shanghaiDayKey(now);
  const rows = await db.orm
    .select({
      downCoinTenths: users.downCoinTenths,
      signed: sql<boolean>`exists (select 1 from sign_ins s where s.user_id = ${users.id} and s.day = ${day})`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const row = rows[0];
  return { sign: row?.signed ? 1 : 0, downCoin: downCoinText(row?.downCoinTenths ?? 0) };
}

/**
 * Signs in for today (Asia/Shanghai day) and grants 0.1 download points. The (user, day) primary key
 * lets exactly one of any number of parallel calls insert; only that one posts the ledger entry, in
 * the same transaction.
 */
export async function signInToday(db: DbClient, userId: number, now = new Date()) {
  const day = shanghaiDayKey(now);
  const balance = await db.orm.transaction(async (tx) => {
    const inserted = await tx
      .insert(signIns)
      .values({ userId, day })
      .onConflictDoNothing()
      .returning({ day: signIns.day });
    if (inserted.length === 0)
      throw new LegacyError(accountCodes.alreadySigned, ACCOUNT_MESSAGES.alreadySigned);
    const { balanceAfter } = await postLedgerEntry(tx, {
      userId,
      asset: 'down_coin_tenths',
      delta: DAILY_SIGN_IN_REWARD_TENTHS,
      reason: 'sign-in',
      reference: day,
    });
    return balanceAfter;
  });
  return { sign: 1, downCoin: downCoinText(balance) };
}
