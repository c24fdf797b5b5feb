/**
 * The download flows of every kind: each server result code mapped to the next step of the
 * client, plus the progress counter, button texts and the gold purchase results.
 *
 * Steps are a discriminated union on `step`; callers switch on it exhaustively. Server `data` is
 * untrusted: it is parsed with zod, and a success without a usable path becomes a message step.
 *
 * @module
 */
import { z } from 'zod';
import {
  DOWNLOAD_MESSAGES,
  GOLD_PURCHASE_FALLBACK_MESSAGE,
  GOLD_PURCHASE_MESSAGES,
  SYSTEM_MESSAGES,
} from './messages.js';
import { DEFAULT_MODEL_PAID_PRICE_FEN, REPEAT_DOWNLOAD_FLOW_FEE_FEN } from './money.js';

/** A legacy `{ code, msg, data }` answer. */
export interface LegacyResult {
  readonly code: number;
  readonly msg?: string | null | undefined;
  readonly data?: unknown;
}

/** One file action of a successful download. */
export type FileAction =
  | { readonly action: 'download'; readonly url: string; readonly fileNameSuffix: string }
  | { readonly action: 'open'; readonly url: string };

/** What the client does next. */
export type DownloadStep =
  | { readonly step: 'captcha'; readonly message: string }
  | { readonly step: 'agreement' }
  | { readonly step: 'couponChoice' }
  | { readonly step: 'purchaseConfirm' }
  | { readonly step: 'flowFeeConfirm'; readonly feeFen: number }
  | { readonly step: 'memberConfirm'; readonly downNumber: number | null }
  | { readonly step: 'payDialog'; readonly payPriceFen: number | null }
  | { readonly step: 'triggerDownload' }
  | {
      readonly step: 'link';
      readonly files: readonly FileAction[];
      readonly countsDownload: boolean;
    }
  | {
      readonly step: 'message';
      readonly text: string;
      readonly level: 'info' | 'warning';
      readonly durationMs: number;
    };

/** A download step kind. */
export type DownloadStepKind = DownloadStep['step'];

/** Toast duration of ordinary messages (2 s) and of the MAX/SU actual-download warning (5 s). */
export const DOWNLOAD_TOAST_MS = { message: 2000, downPayWarning: 5000 } as const;

/** The checkUserPay code of each kind of charge the server decides (see `download-decision`). */
export const CHARGE_CODES = {
  member: 10011,
  paid: 10013,
  expertBeyondQuota: 10014,
  flowFee: 10012,
} as const;

/** MAX/SU `checkUserPay` codes. */
export const CHECK_USER_PAY_CODES = {
  captcha: 10001,
  message: 10003,
  couponChoice: 20002,
  triggerDownload: 20003,
  agreement: 20001,
  purchaseConfirm: [CHARGE_CODES.member, CHARGE_CODES.paid, CHARGE_CODES.expertBeyondQuota],
  flowFee: CHARGE_CODES.flowFee,
  link: 200,
  notice: 11004,
} as const;

/** Whether the user's download points and beans can pay (see `choosePaymentMethod`). */
export interface FundsContext {
  readonly fundsSufficient: boolean;
}

function message(
  text: string | null | undefined,
  level: 'info' | 'warning' = 'warning',
  durationMs: number = DOWNLOAD_TOAST_MS.message,
): DownloadStep {
  const trimmed = text?.trim();
  return {
    step: 'message',
    text: trimmed ? trimmed : SYSTEM_MESSAGES.serverError,
    level,
    durationMs,
  };
}

const urlString = z.string().trim().min(1);
const linkData = z.union([urlString, z.object({ url: urlString }), z.object({ path: urlString })]);

function linkFromData(data: unknown): string | undefined {
  const parsed = linkData.safeParse(data);
  if (!parsed.success) return undefined;
  const value = parsed.data;
  if (typeof value === 'string') return value;
  return 'url' in value ? value.url : value.path;
}

function linkStep(url: string | undefined, countsDownload: boolean): DownloadStep {
  if (url === undefined) return message(undefined);
  return { step: 'link', files: [{ action: 'download', url, fileNameSuffix: '' }], countsDownload };
}

/**
 * The frequent-download captcha is one server rule for every kind (docs/decisions/0025): 10001 opens
 * the captcha dialog whichever call answered it.
 */
function captchaStep(result: LegacyResult): DownloadStep | null {
  return result.code === CHECK_USER_PAY_CODES.captcha
    ? { step: 'captcha', message: DOWNLOAD_MESSAGES.captchaRequired }
    : null;
}

/** Next step after the MAX/SU pay check (`checkUserPay`). */
export function interpretCheckUserPay(result: LegacyResult, context: FundsContext): DownloadStep {
  switch (result.code) {
    case 10001:
      return { step: 'captcha', message: DOWNLOAD_MESSAGES.captchaRequired };
    case 20002:
      return context.fundsSufficient
        ? { step: 'couponChoice' }
        : { step: 'payDialog', payPriceFen: null };
    case 20003:
      return { step: 'triggerDownload' };
    case 20001:
      return { step: 'agreement' };
    case CHARGE_CODES.member:
    case CHARGE_CODES.paid:
    case CHARGE_CODES.expertBeyondQuota:
      return context.fundsSufficient
        ? { step: 'purchaseConfirm' }
        : { step: 'payDialog', payPriceFen: null };
    case CHARGE_CODES.flowFee:
      return context.fundsSufficient
        ? { step: 'flowFeeConfirm', feeFen: REPEAT_DOWNLOAD_FLOW_FEE_FEN }
        : { step: 'payDialog', payPriceFen: REPEAT_DOWNLOAD_FLOW_FEE_FEN };
    case 200:
      return linkStep(linkFromData(result.data), true);
    default:
      // 10003, 11004 and anything else: the server's message.
      return message(result.msg);
  }
}

/**
 * Next step after the MAX/SU actual download (`downPay`): 200 opens the link, 10006 opens the
 * pay dialog (0.2 when the model has no price), others warn for 5 seconds.
 */
export function interpretDownPay(result: LegacyResult, modelPriceFen: number): DownloadStep {
  const captcha = captchaStep(result);
  if (captcha) return captcha;
  if (result.code === 200) return linkStep(linkFromData(result.data), true);
  if (result.code === 10006) {
    return {
      step: 'payDialog',
      payPriceFen: modelPriceFen > 0 ? modelPriceFen : DEFAULT_MODEL_PAID_PRICE_FEN,
    };
  }
  return message(result.msg, 'warning', DOWNLOAD_TOAST_MS.downPayWarning);
}

const mappingPaths = z.object({
  flag: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
  path: urlString,
  hdrPath: urlString.optional(),
});
const mappingMember = z.object({ downNumber: z.coerce.number().int().nonnegative() }).partial();

/** Files of a MAPPING success: flag 1 downloads the path; flag 2 opens it and downloads hdrPath with "(1)". */
function mappingFiles(data: unknown): DownloadStep {
  const parsed = mappingPaths.safeParse(data);
  if (!parsed.success) return message(undefined);
  const { flag, path, hdrPath } = parsed.data;
  if (flag === 1)
    return {
      step: 'link',
      files: [{ action: 'download', url: path, fileNameSuffix: '' }],
      countsDownload: true,
    };
  if (hdrPath === undefined) return message(undefined);
  return {
    step: 'link',
    files: [
      { action: 'open', url: path },
      { action: 'download', url: hdrPath, fileNameSuffix: '(1)' },
    ],
    countsDownload: true,
  };
}

/** Next step after the MAPPING download-state call: 20001 agreement, 20002 member confirm, 202 buy, 200 files. */
export function interpretMappingDownState(result: LegacyResult): DownloadStep {
  const captcha = captchaStep(result);
  if (captcha) return captcha;
  switch (result.code) {
    case 20001:
      return { step: 'agreement' };
    case 20002: {
      const parsed = mappingMember.safeParse(result.data);
      return {
        step: 'memberConfirm',
        downNumber: parsed.success ? (parsed.data.downNumber ?? null) : null,
      };
    }
    case 202:
      return { step: 'purchaseConfirm' };
    case 200:
      return mappingFiles(result.data);
    default:
      return message(result.msg);
  }
}

/** Next step after the MAPPING pay call: 200 files, 201 (and others) the server's message. */
export function interpretMappingPay(result: LegacyResult): DownloadStep {
  return (
    captchaStep(result) ?? (result.code === 200 ? mappingFiles(result.data) : message(result.msg))
  );
}

/** UE4 `payState` values: 2 download now, 0 buy confirm, 1 flow-fee confirm. */
export const UE4_PAY_STATES = { downloadNow: 2, buyConfirm: 0, flowFeeConfirm: 1 } as const;

const ue4CheckData = z.object({
  path: urlString.optional(),
  payState: z.coerce.number().int().optional(),
});

/** Next step after the UE4 check-download call. */
export function interpretUe4CheckDownload(result: LegacyResult): DownloadStep {
  const captcha = captchaStep(result);
  if (captcha) return captcha;
  if (result.code === 20001) return { step: 'agreement' };
  if (result.code !== 200) return message(result.msg);
  const direct = linkFromData(result.data);
  if (direct !== undefined) return linkStep(direct, true);
  const parsed = ue4CheckData.safeParse(result.data);
  switch (parsed.success ? parsed.data.payState : undefined) {
    case UE4_PAY_STATES.downloadNow:
      return { step: 'triggerDownload' };
    case UE4_PAY_STATES.buyConfirm:
      return { step: 'purchaseConfirm' };
    case UE4_PAY_STATES.flowFeeConfirm:
      return { step: 'flowFeeConfirm', feeFen: REPEAT_DOWNLOAD_FLOW_FEE_FEN };
    default:
      return message(result.msg);
  }
}

const uecZip = z.object({ zipPath: urlString });

/** Next step after the UEC state call: 20001 agreement, 202 buy, 10001 captcha, 200 zipPath. */
export function interpretUecDownState(result: LegacyResult): DownloadStep {
  switch (result.code) {
    case 20001:
      return { step: 'agreement' };
    case 202:
      return { step: 'purchaseConfirm' };
    case 10001:
      return { step: 'captcha', message: DOWNLOAD_MESSAGES.captchaRequired };
    case 200: {
      const parsed = uecZip.safeParse(result.data);
      return linkStep(parsed.success ? parsed.data.zipPath : undefined, true);
    }
    default:
      return message(result.msg);
  }
}

/** The fake progress counter: +10 each second, stopping at 90 until the file arrives. */
export const FAKE_PROGRESS = { stepPercent: 10, intervalMs: 1000, maxPercent: 90 } as const;

/** The next fake progress value after `current`. */
export function nextFakeProgress(current: number): number {
  return Math.min(Math.max(current, 0) + FAKE_PROGRESS.stepPercent, FAKE_PROGRESS.maxPercent);
}

/** Fake progress after `elapsedMs` since the download started. */
export function fakeProgressAt(elapsedMs: number): number {
  if (!(elapsedMs > 0)) return 0;
  const ticks = Math.floor(elapsedMs / FAKE_PROGRESS.intervalMs);
  return Math.min(ticks * FAKE_PROGRESS.stepPercent, FAKE_PROGRESS.maxPercent);
}

/** Download button text: 下载 (free), 立即下载 (otherwise), 正在下载{percent}%... while downloading. */
export function downloadButtonText(options: {
  free: boolean;
  downloadingPercent?: number | null | undefined;
}): string {
  const percent = options.downloadingPercent;
  if (percent !== null && percent !== undefined) {
    return `正在下载${String(Math.round(Math.min(Math.max(percent, 0), 100)))}%...`;
  }
  return options.free ? DOWNLOAD_MESSAGES.buttonFree : DOWNLOAD_MESSAGES.buttonPaid;
}

/** Outcome of a gold purchase answer. */
export type GoldPurchaseOutcome =
  | { readonly outcome: 'proceed' }
  | { readonly outcome: 'activated'; readonly message: string }
  | { readonly outcome: 'failed'; readonly code: number; readonly message: string };

/**
 * Maps a gold purchase answer: 200 proceeds (QR code or bean payment), 20703 means the
 * membership is active (refresh), every other code is a failure with its catalogue text.
 */
export function interpretGoldPurchase(code: number): GoldPurchaseOutcome {
  if (code === 200) return { outcome: 'proceed' };
  if (code === 20703) return { outcome: 'activated', message: GOLD_PURCHASE_MESSAGES[20703] };
  const known = Object.hasOwn(GOLD_PURCHASE_MESSAGES, code)
    ? GOLD_PURCHASE_MESSAGES[code as keyof typeof GOLD_PURCHASE_MESSAGES]
    : GOLD_PURCHASE_FALLBACK_MESSAGE;
  return { outcome: 'failed', code, message: known };
}

/** Wait after 下载过于频繁 before downloads resume: 3 minutes. */
export const FREQUENT_DOWNLOAD_WAIT_MS = 3 * 60 * 1000;

/** The frequent-download captcha image call (spec §7.2: GET with userName, uuid, timestamp). */
export const CAPTCHA_IMAGE_PATH = '/v1/download/captcha';

/** The captcha image's query: the user, the model being downloaded and the request time (ms). */
export const captchaImageQuerySchema = z.object({
  userName: z
    .string({ error: '参数错误：缺少 userName' })
    .trim()
    .min(1, { error: '参数错误：缺少 userName' })
    .max(64, { error: '参数错误：userName 过长' }),
  uuid: z
    .string({ error: '参数错误：缺少 uuid' })
    .regex(/^[A-Za-z0-9-]{1,64}$/u, { error: '参数错误：uuid 不是有效的编号' }),
  timestamp: z.coerce
    .number({ error: '参数错误：timestamp 不是有效的时间' })
    .int({ error: '参数错误：timestamp 不是有效的时间' })
    .positive({ error: '参数错误：timestamp 不是有效的时间' }),
});
export type CaptchaImageQuery = z.infer<typeof captchaImageQuerySchema>;

/** The captcha image's address for this user, model and moment (a new timestamp is a new image). */
export function captchaImageUrl(query: CaptchaImageQuery): string {
  const search = [
    `userName=${encodeURIComponent(query.userName)}`,
    `uuid=${encodeURIComponent(query.uuid)}`,
    `timestamp=${String(query.timestamp)}`,
  ].join('&');
  return `${CAPTCHA_IMAGE_PATH}?${search}`;
}
