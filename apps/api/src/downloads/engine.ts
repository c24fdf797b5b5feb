import { sql, type SQL } from 'drizzle-orm';
import { shanghaiDayKey } from '@yunmo/domain/daily-rules';
import { authorShareFen, fenToYuanString } from '@yunmo/domain/money';
import {
  MEMBER_TEXTURES_FREE_PER_DAY,
  expertMemberModelLimit,
  PAY_CATEGORIES,
  choosePaymentMethod,
  dailyFreeDownloads,
  isExpert,
  type DownloadPaymentMethod,
  type Tier,
} from '@yunmo/domain/quota';
import type { DbClient } from '../db/client.js';
import { isUuidText } from '../db/uuid.js';
import { postLedgerEntry, type LedgerTx } from '../ledger/ledger.js';
import { captchaHash, captchaLifetimeMs, newCaptchaAnswer } from './captcha.js';
import {
  decideDownload,
  windowOpeningBases,
  dailyQuotaBases,
  type ChargeReason,
  type Decision,
  type GrantBasis,
} from '@yunmo/domain/download-decision';
import { linkLifetimeMs, newLinkId, signedLinkPath } from './signed-links.js';
import { tierOfMembership, trialStartOf, type MembershipRow } from './tier.js';
import { upgradeToGoldIfQualified } from './gold-upgrade.js';

export interface EngineConfig {
  secret: Buffer;
  /** Downloads within the window after which an image captcha is required. */
  captchaThreshold: number;
  /** The frequent-download window (3 minutes: waiting it out also clears the captcha). */
  captchaWindowMs: number;
  now?: () => Date;
}

/** What a download request wants: which model (of which kinds), which file, and how it pays. */
export interface DownloadRequest {
  kinds: readonly number[];
  model: { uuid: string } | { id: number };
  versionId?: number | undefined;
  verify?: string | undefined;
  /** The pay step: 1 ticket, 2 member quota, 3 download package; absent = automatic (ticket, points, beans). */
  payCategory?: number | undefined;
}

export interface Balances {
  beansFen: number;
  downloadPointsFen: number;
  tickets: number;
  /** Downloads left in the user's bought download packages. */
  packages: number;
}

export interface Quote {
  priceFen: number;
  payPrice: string;
  reason: ChargeReason | 'memberQuota';
  method: DownloadPaymentMethod | null;
  fundsSufficient: boolean;
  balances: Balances;
  remaining: number | null;
  downNumber: number | null;
}

export interface GrantedLink {
  url: string;
  fileName: string;
  extension: string;
  sizeBytes: number;
  sha256: string;
  expiresAt: string;
  basis: GrantBasis;
  paidFen: number;
  payment: DownloadPaymentMethod | null;
  versionId: number;
  /** A texture's HDR environment map, granted with it (MAPPING flag 2). */
  hdr?: { url: string; fileName: string; sizeBytes: number; sha256: string } | undefined;
}

export type DownloadResult =
  | { outcome: 'notFound' }
  | { outcome: 'agreement' }
  | { outcome: 'captcha' }
  | { outcome: 'refused'; code: number; message: string }
  | {
      outcome: 'confirm';
      decision: Extract<Decision, { type: 'charge' | 'memberQuota' }>;
      quote: Quote;
    }
  | { outcome: 'insufficient'; quote: Quote }
  | { outcome: 'granted'; link: GrantedLink };

export interface QuotaMeter {
  tier: Tier;
  dailyLimit: number;
  dailyUsed: number;
  dailyLeft: number;
  memberMonthLimit: number;
  memberMonthUsed: number;
  memberMonthLeft: number;
  memberTexturesLimit: number;
  memberTexturesLeft: number;
  balances: Balances;
}

interface UserRow {
  id: number;
  bean_balance_fen: string | number;
  down_coin_tenths: string | number;
  coupon_packs: string | number;
  download_package_count?: string | number;
}

interface ModelRow {
  id: number;
  kind: number;
  title: string;
  author_id: number;
  fee_category: number;
  charge_category: number;
  price_fen: number;
}

interface VersionRow {
  id: number;
  size_bytes: string | number;
  sha256: string;
  file_path: string;
}

/** Rows of a raw query inside a transaction (both drivers answer { rows }). */
async function rowsOf<Row>(tx: LedgerTx, query: SQL): Promise<Row[]> {
  const result = (await tx.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const bases = (list: readonly string[]) =>
  sql.join(
    list.map((basis) => sql`${basis}`),
    sql`, `,
  );

/** Payment-method codes of the downloads table: 1 beans, 2 download points, 3 free-download coupon, 4 member quota, 5 free. */
const downloadPaymentCodes: Record<
  DownloadPaymentMethod | 'memberQuota' | 'free' | 'package',
  number
> = {
  beans: 1,
  downloadPoints: 2,
  ticket: 3,
  memberQuota: 4,
  free: 5,
  package: 6,
};

function shanghaiDayStart(now: Date): Date {
  return new Date(`${shanghaiDayKey(now)}T00:00:00+08:00`);
}
function shanghaiMonthStart(now: Date): Date {
  return new Date(`${shanghaiDayKey(now).slice(0, 7)}-01T00:00:00+08:00`);
}

/**
 * The download engine: every rule of a download applied inside one transaction that holds the user's
 * row lock, so concurrent requests of one user are decided one after the other and can neither
 * overspend a quota nor a balance.
 */
export class DownloadEngine {
  constructor(
    private readonly db: DbClient,
    private readonly config: EngineConfig,
  ) {}

  private now(): Date {
    return this.config.now?.() ?? new Date();
  }

  async agree(userId: number): Promise<void> {
    await this.db.rows(
      sql`insert into download_agreements (user_id) values (${userId}) on conflict (user_id) do nothing`,
    );
  }

  async hasAgreed(userId: number): Promise<boolean> {
    const rows = await this.db.rows<{ one: number }>(
      sql`select 1 as one from download_agreements where user_id = ${userId}`,
    );
    return rows.length > 0;
  }

  /** A fresh captcha for the user; the answer is kept only as a hash. */
  async newCaptcha(userId: number): Promise<string> {
    const answer = newCaptchaAnswer();
    const expires = new Date(this.now().getTime() + captchaLifetimeMs).toISOString();
    await this.db.rows(sql`
      insert into download_captchas (user_id, answer_sha256, expires_at) values (${userId}, ${captchaHash(userId, answer)}, ${expires})
      on conflict (user_id) do update set answer_sha256 = excluded.answer_sha256, expires_at = excluded.expires_at`);
    return answer;
  }

  async quota(userId: number): Promise<QuotaMeter> {
    return this.db.orm.transaction(async (tx) => {
      const user = await this.lockUser(tx, userId);
      const now = this.now();
      const { tier, trialStart } = await this.tierAndTrial(tx, userId, now);
      const counts = await this.counts(tx, userId, null, now, trialStart);
      const dailyLimit = dailyFreeDownloads(tier);
      const memberMonthLimit = isExpert(tier) ? expertMemberModelLimit(tier) : 0;
      return {
        tier,
        dailyLimit,
        dailyUsed: counts.dailyUsed,
        dailyLeft: Math.max(0, dailyLimit - counts.dailyUsed),
        memberMonthLimit,
        memberMonthUsed: counts.memberMonthUsed,
        memberMonthLeft: Math.max(0, memberMonthLimit - counts.memberMonthUsed),
        memberTexturesLimit: MEMBER_TEXTURES_FREE_PER_DAY,
        memberTexturesLeft: Math.max(0, MEMBER_TEXTURES_FREE_PER_DAY - counts.memberTexturesToday),
        balances: balancesOf(user),
      };
    });
  }

  /**
   * Decides (mode `check`) or carries out (mode `pay`) one download. Free outcomes are granted in
   * either mode; charges and member-quota downloads wait for the pay step.
   */
  async download(
    userId: number,
    request: DownloadRequest,
    mode: 'check' | 'pay',
  ): Promise<DownloadResult> {
    return this.db.orm.transaction(async (tx) => {
      const user = await this.lockUser(tx, userId);
      const now = this.now();
      const model = await this.findModel(tx, request);
      if (!model) return { outcome: 'notFound' };
      const version = await this.findVersion(tx, model.id, request.versionId);
      if (!version) return { outcome: 'notFound' };
      const agreed = await rowsOf<{ one: number }>(
        tx,
        sql`select 1 as one from download_agreements where user_id = ${userId}`,
      );
      if (agreed.length === 0) return { outcome: 'agreement' };
      if (!(await this.passesCaptcha(tx, userId, request.verify, now)))
        return { outcome: 'captcha' };

      const decision = await this.decide(tx, userId, model, now);
      const balances = balancesOf(user);

      switch (decision.type) {
        case 'refuse':
          return { outcome: 'refused', code: decision.code, message: decision.message };
        case 'grant':
          return {
            outcome: 'granted',
            link: await this.grant(tx, userId, model, version, decision.basis, 0, null, now),
          };
        case 'memberQuota': {
          if (mode === 'check' || request.payCategory !== PAY_CATEGORIES.memberQuota) {
            return { outcome: 'confirm', decision, quote: quoteOf(decision, balances, null) };
          }
          return {
            outcome: 'granted',
            link: await this.grant(
              tx,
              userId,
              model,
              version,
              decision.basis,
              0,
              'memberQuota',
              now,
            ),
          };
        }
        case 'charge': {
          const method = paymentMethodFor(decision, balances, request.payCategory);
          if (mode === 'check')
            return { outcome: 'confirm', decision, quote: quoteOf(decision, balances, method) };
          if (request.payCategory === PAY_CATEGORIES.package) {
            // A bought download package pays a purchase (never a flow fee), one download each.
            if (Number(user.download_package_count) <= 0 || decision.reason === 'flowFee')
              return { outcome: 'refused', code: 10003, message: '暂无可用的下载包' };
            await postLedgerEntry(tx, {
              userId,
              asset: 'download_packages',
              delta: -1,
              reason: 'download',
              reference: `model:${String(model.id)}`,
            });
            return {
              outcome: 'granted',
              link: await this.grant(tx, userId, model, version, 'purchase', 0, 'package', now),
            };
          }
          if (method === undefined)
            return { outcome: 'insufficient', quote: quoteOf(decision, balances, null) };
          await this.charge(tx, userId, model.id, method, decision.priceFen);
          // Money spent (not a ticket) counts towards the gold upgrade, under this user's row lock.
          if (method !== 'ticket') await upgradeToGoldIfQualified(tx, userId, now);
          const basis: GrantBasis = decision.reason === 'flowFee' ? 'flow-fee' : 'purchase';
          if (basis === 'purchase' && method !== 'ticket') {
            await tx.execute(
              sql`insert into author_earnings (author_id, amount_fen, earned_at) values (${model.author_id}, ${authorShareFen(decision.priceFen)}, ${now.toISOString()})`,
            );
          }
          return {
            outcome: 'granted',
            link: await this.grant(
              tx,
              userId,
              model,
              version,
              basis,
              method === 'ticket' ? 0 : decision.priceFen,
              method,
              now,
            ),
          };
        }
      }
    });
  }

  /**
   * The price the user would pay for one download of the model now (a purchase or a flow fee), or
   * null when the download is free, uses member quota, is refused or the model is unknown. Nothing
   * is written: a paid QR order uses it for its amount.
   */
  async chargeQuote(
    userId: number,
    request: Pick<DownloadRequest, 'kinds' | 'model' | 'versionId'>,
  ): Promise<{
    modelId: number;
    versionId: number;
    authorId: number;
    priceFen: number;
    title: string;
  } | null> {
    return this.db.orm.transaction(async (tx) => {
      const now = this.now();
      const model = await this.findModel(tx, { ...request });
      if (!model) return null;
      const version = await this.findVersion(tx, model.id, request.versionId);
      if (!version) return null;
      const decision = await this.decide(tx, userId, model, now);
      if (decision.type !== 'charge') return null;
      return {
        modelId: model.id,
        versionId: version.id,
        authorId: model.author_id,
        priceFen: decision.priceFen,
        title: model.title,
      };
    });
  }

  private async lockUser(tx: LedgerTx, userId: number): Promise<UserRow> {
    const rows = await rowsOf<UserRow>(
      tx,
      sql`select id, bean_balance_fen, down_coin_tenths, coupon_packs, download_package_count from users where id = ${userId} for update`,
    );
    const user = rows[0];
    if (!user) throw new Error(`no user ${String(userId)}`);
    return user;
  }

  /** The domain's decision for this user and model now. */
  private async decide(tx: LedgerTx, userId: number, model: ModelRow, now: Date) {
    const { tier, trialStart } = await this.tierAndTrial(tx, userId, now);
    const counts = await this.counts(tx, userId, model.id, now, trialStart);
    return decideDownload({
      tier,
      kind: model.kind,
      feeCategory: model.fee_category,
      chargeCategory: model.charge_category,
      priceFen: model.price_fen,
      ...counts,
    });
  }

  /** The tier, and when a running trial began (its member-model quota counts from then). */
  private async tierAndTrial(
    tx: LedgerTx,
    userId: number,
    now: Date,
  ): Promise<{ tier: Tier; trialStart: Date | null }> {
    const rows = await rowsOf<MembershipRow & { experience_number: number }>(
      tx,
      sql`select member_category, is_sub_account, gold_ends_at, ends_at, experience_number from memberships where user_id = ${userId}`,
    );
    return { tier: tierOfMembership(rows[0], now), trialStart: trialStartOf(rows[0], now) };
  }

  private async findModel(tx: LedgerTx, request: DownloadRequest): Promise<ModelRow | undefined> {
    const kinds = sql.join(
      request.kinds.map((kind) => sql`${kind}`),
      sql`, `,
    );
    const where =
      'uuid' in request.model
        ? isUuidText(request.model.uuid)
          ? sql`uuid = ${request.model.uuid}::uuid`
          : sql`false`
        : sql`id = ${request.model.id}`;
    const rows = await rowsOf<ModelRow>(
      tx,
      sql`select id, kind, title, author_id, fee_category, charge_category, price_fen from models where ${where} and online and kind in (${kinds}) limit 1`,
    );
    return rows[0];
  }

  private async findVersion(
    tx: LedgerTx,
    modelId: number,
    versionId: number | undefined,
  ): Promise<VersionRow | undefined> {
    const rows = await rowsOf<VersionRow>(
      tx,
      versionId === undefined
        ? sql`select id, size_bytes, sha256, file_path from model_versions where model_id = ${modelId} and online order by id limit 1`
        : sql`select id, size_bytes, sha256, file_path from model_versions where model_id = ${modelId} and id = ${versionId} and online`,
    );
    return rows[0];
  }

  /** Too many downloads within the window need a captcha; a right answer opens a new window, a wrong one burns the image. */
  private async passesCaptcha(
    tx: LedgerTx,
    userId: number,
    verify: string | undefined,
    now: Date,
  ): Promise<boolean> {
    const state = await rowsOf<{
      answer_sha256: string | null;
      expires_at: string | Date | null;
      passed_at: string | Date | null;
    }>(
      tx,
      sql`select answer_sha256, expires_at, passed_at from download_captchas where user_id = ${userId}`,
    );
    const row = state[0];
    const windowStart = new Date(
      Math.max(
        now.getTime() - this.config.captchaWindowMs,
        row?.passed_at ? new Date(row.passed_at).getTime() : 0,
      ),
    );
    const recent = await rowsOf<{ count: string | number }>(
      tx,
      sql`select count(*) as count from download_grants where user_id = ${userId} and created_at > ${windowStart.toISOString()}`,
    );
    if (Number(recent[0]?.count ?? 0) < this.config.captchaThreshold) return true;
    const answerOk =
      verify !== undefined &&
      row?.answer_sha256 !== null &&
      row?.answer_sha256 !== undefined &&
      row.expires_at !== null &&
      new Date(row.expires_at).getTime() > now.getTime() &&
      row.answer_sha256 === captchaHash(userId, verify.trim());
    if (answerOk) {
      await tx.execute(
        sql`update download_captchas set answer_sha256 = null, expires_at = null, passed_at = ${now.toISOString()}, failed_attempts = 0 where user_id = ${userId}`,
      );
      return true;
    }
    if (verify !== undefined && row) {
      await tx.execute(
        sql`update download_captchas set answer_sha256 = null, expires_at = null, failed_attempts = failed_attempts + 1 where user_id = ${userId}`,
      );
    }
    return false;
  }

  private async counts(
    tx: LedgerTx,
    userId: number,
    modelId: number | null,
    now: Date,
    trialStart: Date | null,
  ) {
    const dayStart = shanghaiDayStart(now).toISOString();
    // The paid plan's quota is per month; the trial's covers the whole trial.
    const monthStart = (trialStart ?? shanghaiMonthStart(now)).toISOString();
    const rows = await rowsOf<{
      daily: string | number;
      month: string | number;
      textures: string | number;
      last_paid: string | Date | null;
    }>(
      tx,
      sql`
      select
        count(*) filter (where basis in (${bases(dailyQuotaBases)}) and created_at >= ${dayStart}) as daily,
        count(*) filter (where basis = 'member-month' and created_at >= ${monthStart}) as month,
        count(*) filter (where basis = 'member-texture' and created_at >= ${dayStart}) as textures,
        max(created_at) filter (where model_id = ${modelId ?? -1} and basis in (${bases(windowOpeningBases)})) as last_paid
      from download_grants where user_id = ${userId}`,
    );
    const row = rows[0];
    const lastPaid = row?.last_paid ? new Date(row.last_paid) : null;
    return {
      dailyUsed: Number(row?.daily ?? 0),
      memberMonthUsed: Number(row?.month ?? 0),
      memberTexturesToday: Number(row?.textures ?? 0),
      hoursSinceLastPayment:
        lastPaid === null ? null : (now.getTime() - lastPaid.getTime()) / 3_600_000,
    };
  }

  private async charge(
    tx: LedgerTx,
    userId: number,
    modelId: number,
    method: DownloadPaymentMethod,
    priceFen: number,
  ): Promise<void> {
    const reference = `model:${String(modelId)}`;
    switch (method) {
      case 'ticket':
        await postLedgerEntry(tx, {
          userId,
          asset: 'coupons',
          delta: -1,
          reason: 'download',
          reference,
        });
        return;
      case 'downloadPoints':
        await postLedgerEntry(tx, {
          userId,
          asset: 'down_coin_tenths',
          delta: -(priceFen / 10),
          reason: 'download',
          reference,
        });
        return;
      case 'beans':
        await postLedgerEntry(tx, {
          userId,
          asset: 'beans_fen',
          delta: -priceFen,
          reason: 'download',
          reference,
        });
        return;
    }
  }

  /** The HDR file of a texture rides on the same grant: its own single-use link, no second charge. */
  private async grantHdrCompanion(
    tx: LedgerTx,
    userId: number,
    model: ModelRow,
    version: VersionRow,
    grantId: number,
    expiresAtMs: number,
  ): Promise<GrantedLink['hdr']> {
    if (version.file_path.toLowerCase().endsWith('.hdr')) return undefined;
    const rows = await rowsOf<VersionRow>(
      tx,
      sql`select id, size_bytes, sha256, file_path from model_versions
          where model_id = ${model.id} and online and id <> ${version.id} and lower(file_path) like '%.hdr' order by id limit 1`,
    );
    const hdrVersion = rows[0];
    if (!hdrVersion) return undefined;
    const linkId = newLinkId();
    await tx.execute(sql`
      insert into download_links (id, user_id, version_id, grant_id, expires_at)
      values (${linkId}, ${userId}, ${hdrVersion.id}, ${grantId}, ${new Date(expiresAtMs).toISOString()})`);
    return {
      url: signedLinkPath(this.config.secret, linkId, expiresAtMs),
      fileName: `${model.title}${extensionOf(hdrVersion.file_path)}`,
      sizeBytes: Number(hdrVersion.size_bytes),
      sha256: hdrVersion.sha256,
    };
  }

  private async grant(
    tx: LedgerTx,
    userId: number,
    model: ModelRow,
    version: VersionRow,
    basis: GrantBasis,
    paidFen: number,
    payment: DownloadPaymentMethod | 'memberQuota' | 'package' | null,
    now: Date,
  ): Promise<GrantedLink> {
    const createdAt = now.toISOString();
    const paymentMethod = payment === 'memberQuota' || payment === 'package' ? null : payment;
    const inserted = await rowsOf<{ id: number }>(
      tx,
      sql`
      insert into download_grants (user_id, model_id, version_id, basis, paid_fen, payment, created_at)
      values (${userId}, ${model.id}, ${version.id}, ${basis}, ${paidFen}, ${payment === 'package' ? 'package' : paymentMethod}, ${createdAt}) returning id`,
    );
    const grantId = Number(inserted[0]?.id);
    await tx.execute(sql`
      insert into downloads (user_id, model_id, version_id, paid_fen, payment_method, created_at)
      values (${userId}, ${model.id}, ${version.id}, ${paidFen}, ${downloadPaymentCodes[payment ?? 'free']}, ${createdAt})`);
    await tx.execute(
      sql`update models set download_count = download_count + 1 where id = ${model.id}`,
    );
    const linkId = newLinkId();
    const expiresAtMs = now.getTime() + linkLifetimeMs;
    await tx.execute(sql`
      insert into download_links (id, user_id, version_id, grant_id, expires_at)
      values (${linkId}, ${userId}, ${version.id}, ${grantId}, ${new Date(expiresAtMs).toISOString()})`);
    const extension = extensionOf(version.file_path);
    const hdr =
      model.kind === mappingKind
        ? await this.grantHdrCompanion(tx, userId, model, version, grantId, expiresAtMs)
        : undefined;
    return {
      hdr,
      url: signedLinkPath(this.config.secret, linkId, expiresAtMs),
      fileName: `${model.title}${extension}`,
      extension,
      sizeBytes: Number(version.size_bytes),
      sha256: version.sha256,
      expiresAt: new Date(expiresAtMs).toISOString(),
      basis,
      paidFen,
      payment: paymentMethod,
      versionId: version.id,
    };
  }
}

const mappingKind = 3;

function extensionOf(filePath: string): string {
  const match = /\.[a-z0-9]{1,8}$/iu.exec(filePath);
  return match ? match[0].toLowerCase() : '';
}

function balancesOf(user: UserRow): Balances {
  return {
    beansFen: Number(user.bean_balance_fen),
    downloadPointsFen: Number(user.down_coin_tenths) * 10,
    tickets: Number(user.coupon_packs),
    packages: Number(user.download_package_count ?? 0),
  };
}

/**
 * How a charge is paid: the chosen pay category 1 means a ticket; otherwise points, then beans (a
 * ticket first when nothing was chosen). Flow fees are never paid with a ticket, and points pay
 * only prices they can express (tenths of a point).
 */
function paymentMethodFor(
  decision: Extract<Decision, { type: 'charge' }>,
  balances: Balances,
  payCategory: number | undefined,
): DownloadPaymentMethod | undefined {
  const ticketsUsable =
    decision.reason !== 'flowFee' &&
    (payCategory === undefined || payCategory === PAY_CATEGORIES.ticket)
      ? balances.tickets
      : 0;
  if (payCategory === PAY_CATEGORIES.ticket) return ticketsUsable > 0 ? 'ticket' : undefined;
  return choosePaymentMethod(decision.priceFen, {
    tickets: ticketsUsable,
    downloadPointsFen: decision.priceFen % 10 === 0 ? balances.downloadPointsFen : 0,
    beansFen: balances.beansFen,
  });
}

function quoteOf(
  decision: Extract<Decision, { type: 'charge' | 'memberQuota' }>,
  balances: Balances,
  method: DownloadPaymentMethod | null | undefined,
): Quote {
  if (decision.type === 'memberQuota') {
    return {
      priceFen: 0,
      payPrice: '0.00',
      reason: 'memberQuota',
      method: null,
      fundsSufficient: true,
      balances,
      remaining: decision.remaining,
      downNumber: decision.remaining,
    };
  }
  // A held download package pays any model (never a flow fee): the user is offered it first.
  const packageUsable = decision.reason !== 'flowFee' && balances.packages > 0;
  return {
    priceFen: decision.priceFen,
    payPrice: fenToYuanString(decision.priceFen),
    reason: decision.reason,
    method: method ?? null,
    fundsSufficient: (method !== undefined && method !== null) || packageUsable,
    balances,
    remaining: null,
    downNumber: null,
  };
}
