/**
 * Day-based popup rules, countdowns, the author page's initial tab, polling schedules, layout
 * tiers, scroll thresholds and timings.
 *
 * Days are calendar days in Asia/Shanghai. China has kept UTC+8 without daylight saving since
 * 1991, so the day is computed by a fixed offset instead of `Intl`, which some runtimes ship
 * without time zone data.
 *
 * @module
 */
import { z } from 'zod';
import { EXPERIENCE_POPUP_MESSAGES } from './messages.js';
import { shanghaiDayKey } from './visit-counter.js';

// The day key and the visit counter live in a module without zod, so a page can count visits
// before anything heavy loads; they are part of these rules all the same.
export {
  LOGIN_GUIDE_VISIT,
  recordVisit,
  shanghaiDayKey,
  type VisitCounter,
} from './visit-counter.js';

/** Decision of a once-a-day popup. */
export interface DailyPopupDecision {
  readonly show: boolean;
  /** The marker to store: today's day key when shown, else the stored marker unchanged. */
  readonly nextMarker: string | null;
}

/**
 * Whether a once-a-day popup shows: not when muted ("do not remind") or already shown today
 * (the stored marker equals today's day key). Malformed markers count as never shown.
 */
export function decideDailyPopup(
  storedMarker: unknown,
  now: Date | number,
  muted = false,
): DailyPopupDecision {
  const marker = typeof storedMarker === 'string' ? storedMarker : null;
  const today = shanghaiDayKey(now);
  if (muted || marker === today) return { show: false, nextMarker: marker };
  return { show: true, nextMarker: today };
}

/** Operations the experience-member popup logs. */
export const EXPERIENCE_POPUP_OPERATIONS = [
  'OpenMembership',
  'FreeDown',
  'Close',
  'TipClose',
  'Submit',
] as const;
/** An experience-member popup operation. */
export type ExperiencePopupOperation = (typeof EXPERIENCE_POPUP_OPERATIONS)[number];

/** The `experienceNumber` that turns the popup into the trial offer. */
export const EXPERIENCE_OFFER_NUMBER = 7;

/** Non-login member info, as the server sends it (untrusted). */
export const experienceMemberInfoSchema = z.object({
  category: z.coerce.number(),
  openWindow: z.coerce.number(),
  experienceNumber: z.coerce.number().optional(),
  money: z.unknown().optional(),
});

/** What the experience-member popup shows, if anything. */
export type ExperiencePopup =
  | { readonly show: false; readonly nextMarker: string | null }
  | {
      readonly show: true;
      readonly nextMarker: string;
      readonly variant: 'offer';
      readonly actions: readonly [
        { readonly operation: 'OpenMembership'; readonly label: string },
        { readonly operation: 'FreeDown'; readonly label: string; readonly memberFilter: 1 },
      ];
    }
  | {
      readonly show: true;
      readonly nextMarker: string;
      readonly variant: 'expiring';
      readonly text: string;
    };

/**
 * The experience-member popup (§4.11): at most once a day per user, only when category is 1 and
 * openWindow is 1. experienceNumber 7 offers 开通年度会员 / 免费下载体验 (which sets the member
 * filter to 1); otherwise the about-to-expire text. Malformed info shows nothing.
 */
export function decideExperiencePopup(
  info: unknown,
  storedMarker: unknown,
  now: Date | number,
): ExperiencePopup {
  const marker = typeof storedMarker === 'string' ? storedMarker : null;
  const parsed = experienceMemberInfoSchema.safeParse(info);
  if (!parsed.success || parsed.data.category !== 1 || parsed.data.openWindow !== 1) {
    return { show: false, nextMarker: marker };
  }
  const daily = decideDailyPopup(marker, now);
  if (!daily.show) return { show: false, nextMarker: marker };
  const nextMarker = shanghaiDayKey(now);
  if (parsed.data.experienceNumber === EXPERIENCE_OFFER_NUMBER) {
    return {
      show: true,
      nextMarker,
      variant: 'offer',
      actions: [
        { operation: 'OpenMembership', label: EXPERIENCE_POPUP_MESSAGES.openYearlyMembership },
        {
          operation: 'FreeDown',
          label: EXPERIENCE_POPUP_MESSAGES.freeDownloadTrial,
          memberFilter: 1,
        },
      ],
    };
  }
  return {
    show: true,
    nextMarker,
    variant: 'expiring',
    text: EXPERIENCE_POPUP_MESSAGES.aboutToExpire,
  };
}

/** Local storage key of a per-user daily popup marker. */
export function dailyPopupStorageKey(popup: string, userName: string): string {
  return `${popup}:${userName}`;
}

/** A countdown split into parts. */
export interface Countdown {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/** Splits remaining seconds into days, hours, minutes and seconds; negative or invalid gives zeros. */
export function countdownParts(secondsRemaining: number): Countdown {
  const total =
    Number.isFinite(secondsRemaining) && secondsRemaining > 0 ? Math.floor(secondsRemaining) : 0;
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** Countdown text such as `3天04时05分06秒` (hours, minutes and seconds padded to two digits). */
export function formatCountdown(secondsRemaining: number): string {
  const { days, hours, minutes, seconds } = countdownParts(secondsRemaining);
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${String(days)}天${pad(hours)}时${pad(minutes)}分${pad(seconds)}秒`;
}

/** Author page content types with their `category`, count field and `typeIdx` (§2.2: 0, 5, 6). */
export const AUTHOR_CONTENT_TYPES = [
  { type: 'model', category: 1, countField: 'modelNumber', typeIdx: 0 },
  { type: 'panorama', category: 5, countField: 'vrNumber', typeIdx: 5 },
  { type: 'video', category: 6, countField: 'yktNumber', typeIdx: 6 },
] as const;
/** An author content type. */
export type AuthorContentType = (typeof AUTHOR_CONTENT_TYPES)[number]['type'];
/**
 * `typeIdx` 7, the phone layout's extra tab: all of the author's models in one endless list, without
 * the sub-kind row (docs/decisions/0030). On a desktop it opens the models tab.
 */
export const AUTHOR_ALL_MODELS_TYPE_IDX = 7;
/** A tab of the author page: a content type, or the phone's all-models tab. */
export type AuthorTabType = AuthorContentType | 'all';

/** The `typeIdx` that names a tab in the address (sub-kinds 1-4 name the models tab on that sub-kind). */
export function authorTypeIdx(type: AuthorTabType, subKind: number | null): number {
  if (type === 'all') return AUTHOR_ALL_MODELS_TYPE_IDX;
  if (type === 'model' && subKind !== null) return subKind;
  return AUTHOR_CONTENT_TYPES.find((entry) => entry.type === type)?.typeIdx ?? 0;
}

/** Model sub-kinds of the author page: 1 3D (MAX), 2 SU, 3 mapping/materials, 4 UE4. */
export const AUTHOR_MODEL_SUB_KINDS = [1, 2, 3, 4] as const;
/** A model sub-kind. */
export type AuthorModelSubKind = (typeof AUTHOR_MODEL_SUB_KINDS)[number];

/** Counts shown on an author's page. */
export interface AuthorContentCounts {
  readonly modelNumber: number;
  readonly vrNumber: number;
  readonly yktNumber: number;
  /** Models per sub-kind; missing sub-kinds count as 0. */
  readonly subKinds: Partial<Record<AuthorModelSubKind, number>>;
}

/** The tab an author page opens on. */
export interface AuthorTab {
  readonly type: AuthorTabType;
  readonly category: 1 | 5 | 6;
  /** The model sub-kind, for the model type only. */
  readonly subKind: AuthorModelSubKind | null;
  readonly page: 1;
}

function firstSubKindWithContent(counts: AuthorContentCounts): AuthorModelSubKind | undefined {
  return AUTHOR_MODEL_SUB_KINDS.find((subKind) => (counts.subKinds[subKind] ?? 0) > 0);
}

/**
 * The initial tab (§4.14): `typeIdx` 1-4 is honoured when that model sub-kind has content, 0, 5 and
 * 6 when that content type has content, 7 on a phone when the author has models; otherwise the
 * first content type with a count above 0 (models, panorama, video); if none has content, the
 * models tab on the first sub-kind with content (sub-kind 1 when there is none).
 */
export function initialAuthorTab(
  counts: AuthorContentCounts,
  typeIdx?: number | null,
  options: { phone?: boolean } = {},
): AuthorTab {
  const requested = AUTHOR_MODEL_SUB_KINDS.find((subKind) => subKind === typeIdx);
  if (requested !== undefined && (counts.subKinds[requested] ?? 0) > 0) {
    return { type: 'model', category: 1, subKind: requested, page: 1 };
  }
  if (typeIdx === AUTHOR_ALL_MODELS_TYPE_IDX && options.phone === true && counts.modelNumber > 0) {
    return { type: 'all', category: 1, subKind: null, page: 1 };
  }
  const named = AUTHOR_CONTENT_TYPES.find(
    (entry) => entry.typeIdx === typeIdx && entry.type !== 'model',
  );
  if (named && counts[named.countField] > 0) {
    return { type: named.type, category: named.category, subKind: null, page: 1 };
  }
  const modelsNamed = typeIdx === 0 || typeIdx === AUTHOR_ALL_MODELS_TYPE_IDX;
  const firstType =
    modelsNamed && counts.modelNumber > 0
      ? undefined
      : AUTHOR_CONTENT_TYPES.find((entry) => counts[entry.countField] > 0);
  if (firstType && firstType.type !== 'model') {
    return { type: firstType.type, category: firstType.category, subKind: null, page: 1 };
  }
  return { type: 'model', category: 1, subKind: firstSubKindWithContent(counts) ?? 1, page: 1 };
}

/** QR order polling: every 1 s, stopping after 10 minutes. */
export const ORDER_POLLING = { intervalMs: 1000, maxDurationMs: 10 * 60 * 1000 } as const;
/** Download package polling: first after 0.5 s, then every 3 s; 202 waiting, 200 paid. */
export const PACKAGE_POLLING = {
  initialDelayMs: 500,
  intervalMs: 3000,
  waitingCode: 202,
  paidCode: 200,
} as const;
/** After a bean payment, success is shown after 1 s. */
export const BEAN_PAYMENT_SUCCESS_DELAY_MS = 1000;

/** True while a QR order started at `startedAt` should still be polled at `now`. */
export function shouldKeepPollingOrder(startedAt: number, now: number): boolean {
  return now - startedAt < ORDER_POLLING.maxDurationMs;
}

/** Delay before the `attempt`-th (0-based) package order poll: 500 ms, then 3 s apart. */
export function packagePollDelayMs(attempt: number): number {
  return attempt <= 0 ? PACKAGE_POLLING.initialDelayMs : PACKAGE_POLLING.intervalMs;
}

/** Layout tier of the screen width (plus 17, the scroll bar): card widths and thumbnail counts. */
export const SCREEN_TIERS = [
  { tier: 'small', maxWidth: 1799, cardWidth: 310, thumbnails: 11 },
  { tier: 'medium', maxWidth: 1999, cardWidth: 320, thumbnails: 16 },
  { tier: 'large', maxWidth: Number.POSITIVE_INFINITY, cardWidth: 344, thumbnails: 18 },
] as const;
/** A screen tier. */
export type ScreenTier = (typeof SCREEN_TIERS)[number];

/** The tier of `screenWidth`: width + 17 up to 1799 small, up to 1999 medium, above large. */
export function screenTier(screenWidth: number): ScreenTier {
  const width = screenWidth + 17;
  return SCREEN_TIERS.find((tier) => width <= tier.maxWidth) ?? SCREEN_TIERS[2];
}

/** Layout widths: desktop minimum 1500 px; header and footer hidden below 1200 px on the author page. */
export const LAYOUT_WIDTHS = { desktopMinimum: 1500, mobileBelow: 1200, thumbnail: 54 } as const;

/** Pay dialog width: 972 px for more than 4 packages, else 378 px. */
export function payDialogWidth(packageCount: number): number {
  return packageCount > 4 ? 972 : 378;
}

/** Scroll thresholds in px. */
export const SCROLL_THRESHOLDS = {
  stickySearch: 437,
  sideBar: 600,
  channelBackToTop: 200,
  authorBackToTop: 250,
  bottomLoad: 100,
} as const;

/** Timings in ms. */
export const TIMINGS = {
  homeBannerAutoplay: 2000,
  homeBannerTransition: 1000,
  channelBannerAutoplay: 3000,
  adCarousel: 5000,
  toast: 2000,
  requestTimeout: 5000,
  frequentDownloadWait: 3 * 60 * 1000,
  prefetchIdle: 2000,
  chunkReloadMinInterval: 60 * 1000,
} as const;

/** Shutdown notice dates (Asia/Shanghai days): uploads and package purchases closed, then the site. */
export const SHUTDOWN_DATES = {
  uploadAndPackagePurchaseClosed: '2025-09-12',
  siteClosed: '2025-12-01',
} as const;

/** True once `now` is on or after the site closing day. */
export function isSiteClosed(now: Date | number): boolean {
  return shanghaiDayKey(now) >= SHUTDOWN_DATES.siteClosed;
}

/** Author auto-conversion: state 1 on, 0 off; default for silent authors from 2024-08-01; targets paid models idle 3 months. */
export const AUTO_CONVERSION = {
  states: { on: 1, off: 0 },
  defaultForSilentAuthorsFrom: '2024-08-01',
  idleMonths: 3,
} as const;
