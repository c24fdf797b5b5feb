/**
 * Money in integer fen, and every price, rate and limit of the spec.
 *
 * Amounts are integer fen (1 yuan = 100 fen). Download points, render points and beans are worth
 * 1 yuan each, so balances in them are also kept in hundredths ("fen-equivalent"). Rates finer
 * than a fen (UE rendering) are kept in li (1/1000 yuan).
 *
 * @module
 */

/** Fen per yuan, and hundredths per download point, render point or bean. */
export const FEN_PER_YUAN = 100;

/** One download point, render point or bean is worth 1 yuan (100 fen). */
export const POINT_VALUE_FEN = FEN_PER_YUAN;

/** Raised when a yuan string or fen amount is malformed. */
export class MoneyFormatError extends Error {
  override readonly name = 'MoneyFormatError';
}

const YUAN_TEXT = /^(-?)(0|[1-9][0-9]*)(?:\.([0-9]{1,2}))?$/;

/**
 * Parses a decimal yuan string (`"12"`, `"0.34"`, `"-1.5"`, at most two decimals) into integer
 * fen using string arithmetic, so no float rounding creeps in. Throws {@link MoneyFormatError}.
 */
export function yuanToFen(yuan: string): number {
  const match = YUAN_TEXT.exec(yuan.trim());
  if (!match) throw new MoneyFormatError(`not a yuan amount: ${JSON.stringify(yuan)}`);
  const [, sign, whole = '0', decimals = ''] = match;
  const fen = Number(whole) * FEN_PER_YUAN + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(fen)) throw new MoneyFormatError(`yuan amount too large: ${yuan}`);
  return sign === '-' && fen !== 0 ? -fen : fen;
}

/** Like {@link yuanToFen} but returns `undefined` for malformed input. */
export function tryYuanToFen(yuan: string): number | undefined {
  try {
    return yuanToFen(yuan);
  } catch {
    return undefined;
  }
}

/** Formats integer fen as yuan with two decimals: 8800 -> `"88.00"`, -5 -> `"-0.05"`. */
export function fenToYuanString(fen: number): string {
  if (!Number.isSafeInteger(fen))
    throw new MoneyFormatError(`fen must be an integer: ${String(fen)}`);
  const absolute = Math.abs(fen);
  const whole = Math.floor(absolute / FEN_PER_YUAN);
  const cents = String(absolute % FEN_PER_YUAN).padStart(2, '0');
  return `${fen < 0 ? '-' : ''}${String(whole)}.${cents}`;
}

/** Member model price for ordinary users and experts beyond quota: 2.2 yuan. */
export const MEMBER_MODEL_PRICE_FEN = 220;
/**
 * The spec's "unified paid-model price: 1.2 download points". Paid downloads are charged at each
 * model's own price (what cards and pages show), so no text states this figure as a price; see
 * docs/decisions/0014-one-price-label.md.
 */
export const UNIFIED_PAID_PRICE_FEN = 120;
/** Repeat-download flow fee: 0.2 yuan. */
export const REPEAT_DOWNLOAD_FLOW_FEE_FEN = 20;
/** Hours after paying during which repeat downloads are free (72 h). */
export const REPEAT_DOWNLOAD_FREE_HOURS = 72;
/** Price shown (and the `payPrice` of a 10006 answer) for a SU/MAX model whose price is 0. */
export const DEFAULT_MODEL_PAID_PRICE_FEN = 20;
/** Daily sign-in reward: 0.1 download points. */
export const DAILY_SIGN_IN_REWARD_FEN = 10;
/** Promotion text limits: up to 36 download points and 15 download coupons. */
export const SIGN_IN_PROMOTION = { maxDownloadPoints: 36, maxDownloadCoupons: 15 } as const;

/** One name per currency, as the spec and the user menu spell them. */
export const CURRENCY_NAMES = {
  beans: '炫豆',
  downloadPoints: '下载点',
  renderPoints: '渲染点',
} as const;

/** Fee categories of a model: free, paid, member (the models' fee_category and the detail's feeType). */
export const MODEL_FEE_CATEGORIES = { free: 1, paid: 2, member: 3 } as const;

/** Word shown instead of a price for a free model, on cards and on the detail page alike. */
export const FREE_PRICE_LABEL = '免费';

/**
 * Price shown on a card or detail. A model of the free fee category is free wherever it is shown
 * (its downloads count against the daily free quota). Otherwise: its price; a SU/MAX model with no
 * price shows the spec's default paid price 0.2; other kinds with no price are free. Without a fee
 * category (older callers) price 0 is read as the spec's rule alone. See
 * docs/decisions/0014-one-price-label.md.
 */
export function displayedPrice(
  kind: string,
  priceFen: number,
  feeCategory?: number | null,
): { readonly fen: number; readonly free: boolean } {
  if (feeCategory === MODEL_FEE_CATEGORIES.free) return { fen: 0, free: true };
  if (priceFen > 0) return { fen: paidModelPriceFen(priceFen), free: false };
  if (kind === 'max' || kind === 'su') return { fen: DEFAULT_MODEL_PAID_PRICE_FEN, free: false };
  return { fen: 0, free: true };
}

/**
 * What a paid model with its own price costs: that price, never above the upload rules' cap for
 * models (4 yuan; panorama caps apply to panoramas, which are not downloads). A price recorded above
 * the cap is charged and shown at the cap. See docs/decisions/0021-money-rules.md.
 */
export function paidModelPriceFen(priceFen: number): number {
  return Math.min(priceFen, UPLOAD_PRICE.nonPanoramaMaxFen);
}

/** The one price label of a model: 免费 or ¥ with two decimals. */
export function modelPriceLabel(
  kind: string,
  priceFen: number,
  feeCategory?: number | null,
): string {
  const shown = displayedPrice(kind, priceFen, feeCategory);
  return shown.free ? FREE_PRICE_LABEL : `¥${fenToYuanString(shown.fen)}`;
}

/** Membership yearly price: 88 yuan by default, original 288. */
export const MEMBERSHIP_PRICE = { defaultFen: 8800, originalFen: 28800 } as const;
/** The alternative membership display: 99 versus 158. */
export const MEMBERSHIP_ALTERNATIVE_DISPLAY = { priceFen: 9900, originalFen: 15800 } as const;
/** Member downloads per year: 20 a month for 13 months. */
export const MEMBER_MODELS_PER_YEAR = 20 * 13;

/** Per-model price of a yearly plan (price / 260), rounded to the fen: 8800 -> 34 ("0.34"). */
export function perModelPriceFen(yearlyPriceFen: number): number {
  return Math.round(yearlyPriceFen / MEMBER_MODELS_PER_YEAR);
}

/** Trial discounts (percent of the price) by hours since trial start. */
export const TRIAL_DISCOUNTS = { within24Hours: 62, within72Hours: 70, after72Hours: 80 } as const;

/** Hours since trial start at which the discount steps from 62 to 70 and from 70 to 80. */
export const TRIAL_DISCOUNT_HOURS = { first: 24, second: 72 } as const;

/** Discount percent: 62 before 24 h, 70 from 24 h up to 72 h, 80 after 72 h. */
export function trialDiscountPercent(hoursSinceTrialStart: number): number {
  if (hoursSinceTrialStart < TRIAL_DISCOUNT_HOURS.first) return TRIAL_DISCOUNTS.within24Hours;
  if (hoursSinceTrialStart <= TRIAL_DISCOUNT_HOURS.second) return TRIAL_DISCOUNTS.within72Hours;
  return TRIAL_DISCOUNTS.after72Hours;
}

/** `priceFen` at `percent` percent, rounded half up to the fen (8800 at 62 -> 5456). */
export function discountedPriceFen(priceFen: number, percent: number): number {
  return Math.round((priceFen * percent) / 100);
}

/** Gold membership: 99 a year, old prices 158 or 288, discount 62. */
export const GOLD_PRICE = {
  priceFen: 9900,
  oldPricesFen: [15800, 28800],
  discount: 62,
} as const;
/** Spending that qualifies for a gold upgrade: 1000 yuan within 12 months. */
export const GOLD_UPGRADE_SPEND = { fen: 100000, months: 12 } as const;

/** True when `spentFenLast12Months` reaches the 1000 yuan gold upgrade threshold. */
export function qualifiesForGoldUpgrade(spentFenLast12Months: number): boolean {
  return spentFenLast12Months >= GOLD_UPGRADE_SPEND.fen;
}

/** Gold renewal refusal: code 20803. */
export const GOLD_RENEWAL_TOO_EARLY = { code: 20803, message: '未到最后三个月,不能续费' } as const;
/** Renewal opens this many months before the end date. */
export const GOLD_RENEWAL_WINDOW_MONTHS = 3;

function addUtcMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const daysInMonth = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, daysInMonth));
  return result;
}

/**
 * Whether a gold member may renew: only within the last three months before `goldEnd`
 * (or after it). Otherwise code 20803 with 未到最后三个月,不能续费.
 */
export function checkGoldRenewal(
  goldEnd: Date,
  now: Date,
): { readonly ok: true } | { readonly ok: false; readonly code: 20803; readonly message: string } {
  const windowOpens = addUtcMonths(goldEnd, -GOLD_RENEWAL_WINDOW_MONTHS);
  return now.getTime() >= windowOpens.getTime()
    ? { ok: true }
    : { ok: false, ...GOLD_RENEWAL_TOO_EARLY };
}

/** End date after buying or renewing gold: one year after the current end, or after now. */
export function goldEndAfterPurchase(currentEnd: Date | null, now: Date): Date {
  const base = currentEnd && currentEnd.getTime() > now.getTime() ? currentEnd : now;
  return addUtcMonths(base, 12);
}

/** How a gold or membership purchase is paid. */
export type PurchasePaymentMethod = 'beans' | 'wechat' | 'alipay';

/** Membership `openCategory`: 1 beans, 2 Alipay, 3 WeChat. */
export const MEMBERSHIP_OPEN_CATEGORIES = { beans: 1, alipay: 2, wechat: 3 } as const;
/** Gold QR `payType`: WX or ALI. */
export const GOLD_PAY_TYPES = { wechat: 'WX', alipay: 'ALI' } as const;

/** Beans may pay only when the balance covers the price. */
export function canPayWithBeans(beansFen: number, priceFen: number): boolean {
  return beansFen >= priceFen;
}

/** Default gold payment: beans when the balance covers the price, else WeChat. */
export function defaultGoldPaymentMethod(
  beansFen: number,
  priceFen: number,
): PurchasePaymentMethod {
  return canPayWithBeans(beansFen, priceFen) ? 'beans' : 'wechat';
}

/** Author income: 50/50 split, frozen 72 h, withdraw from 100 beans, apply 1st-5th, paid 25th. */
export const AUTHOR_INCOME = {
  authorSharePercent: 50,
  frozenHours: 72,
  minimumWithdrawalBeans: 100,
  applicationDays: { first: 1, last: 5 },
  payoutDay: 25,
} as const;

/** The author's share of a sale (50%, rounded down to the fen). */
export function authorShareFen(saleFen: number): number {
  return Math.floor((saleFen * AUTHOR_INCOME.authorSharePercent) / 100);
}

/** Bean transfer targets and rates: download points 1:1, render points 1:1.3 (as tenths). */
export const TRANSFER_RATES_TENTHS = { downloadPoints: 10, renderPoints: 13 } as const;
/** A bean transfer target. */
export type TransferTarget = keyof typeof TRANSFER_RATES_TENTHS;
/** Transfers are whole yuan amounts of at least 1 yuan. */
export const MINIMUM_TRANSFER_FEN = 100;

/**
 * Points received (in hundredths) for transferring `amountFen` of beans, or `undefined` when the
 * amount is not a whole yuan amount of at least 1 yuan.
 */
export function transferredPointsFen(
  amountFen: number,
  target: TransferTarget,
): number | undefined {
  if (
    !Number.isSafeInteger(amountFen) ||
    amountFen < MINIMUM_TRANSFER_FEN ||
    amountFen % FEN_PER_YUAN !== 0
  ) {
    return undefined;
  }
  return (amountFen * TRANSFER_RATES_TENTHS[target]) / 10;
}

/** Upload price caps: panorama exclusive first release 10, panorama ordinary 6, others 4; default 2.8. */
export const UPLOAD_PRICE = {
  panoramaExclusiveMaxFen: 1000,
  panoramaOrdinaryMaxFen: 600,
  nonPanoramaMaxFen: 400,
  defaultFen: 280,
} as const;

/** The highest upload price allowed for a model. */
export function uploadPriceCapFen(options: {
  panorama: boolean;
  exclusiveFirstRelease: boolean;
}): number {
  if (!options.panorama) return UPLOAD_PRICE.nonPanoramaMaxFen;
  return options.exclusiveFirstRelease
    ? UPLOAD_PRICE.panoramaExclusiveMaxFen
    : UPLOAD_PRICE.panoramaOrdinaryMaxFen;
}

/** Minimum source image size for uploads: 1500 x 1500. */
export const MINIMUM_UPLOAD_IMAGE = { width: 1500, height: 1500 } as const;

/** True when an upload image is at least 1500 x 1500. */
export function isUploadImageLargeEnough(width: number, height: number): boolean {
  return width >= MINIMUM_UPLOAD_IMAGE.width && height >= MINIMUM_UPLOAD_IMAGE.height;
}

/** UE render price per GHz-hour in li (1/1000 yuan): 0.024, gold 0.022. */
export const UE_RENDER_PRICE_LI_PER_GHZ_HOUR = { standard: 24, gold: 22 } as const;

/** Cost in fen of `ghzHours` of UE rendering, rounded half up to the fen. */
export function ueRenderCostFen(ghzHours: number, gold: boolean): number {
  const rate = gold
    ? UE_RENDER_PRICE_LI_PER_GHZ_HOUR.gold
    : UE_RENDER_PRICE_LI_PER_GHZ_HOUR.standard;
  return Math.round((ghzHours * rate) / 10);
}

/** Free-download tickets a gold membership gives (its dialog's 赠送 5 张免费下载券), on purchase and on upgrade. */
export const GOLD_FREE_DOWNLOAD_TICKETS = 5;
