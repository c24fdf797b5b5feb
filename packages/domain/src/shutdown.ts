/**
 * The shutdown schedule: operator data (an announcement with its dates), and every rule the notice
 * announces, decided from that one schedule. Without a schedule the marketplace is live and no rule
 * applies. See docs/decisions/0022-shutdown-schedule.md.
 *
 * @module
 */
import { shanghaiDayKey } from './daily-rules.js';

/** The spec's notice: its texts and dates, the content an operator sets as the schedule. */
export const SPEC_SHUTDOWN_NOTICE = {
  title: '云模型停止运营公告',
  uploadClosedOn: '2025-09-12',
  siteClosedOn: '2025-12-01',
  balanceText: '账户剩余余额将转换为不可提现的炫豆。',
  body: '感谢您一直以来对云模型的支持。因业务调整，云模型将停止运营。',
} as const;

/** A set schedule: uploads and package sales close on one Asia/Shanghai day, the site on a later one. */
export interface ShutdownSchedule {
  readonly uploadClosedOn: string;
  readonly siteClosedOn: string;
}

/** Refusals of the rules the notice announces. */
export const SHUTDOWN_REFUSALS = {
  packageSalesClosed: { code: 20901, message: '下载包已停止销售' },
  uploadsClosed: { code: 20902, message: '模型上传已停止' },
  membershipPastClosing: { code: 20903, message: '网站即将关闭，不再销售超过关闭日期的会员' },
  siteClosed: { code: 20904, message: '网站已关闭' },
} as const;

const day = /^\d{4}-\d{2}-\d{2}$/u;

/** A valid schedule: two calendar days, uploads closing no later than the site. */
export function isValidSchedule(schedule: ShutdownSchedule): boolean {
  const valid = (text: string) =>
    day.test(text) &&
    !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
    new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
  return (
    valid(schedule.uploadClosedOn) &&
    valid(schedule.siteClosedOn) &&
    schedule.uploadClosedOn <= schedule.siteClosedOn
  );
}

/** The instant an Asia/Shanghai day begins. */
export function shanghaiDayStartOf(dayKey: string): Date {
  return new Date(`${dayKey}T00:00:00+08:00`);
}

/** What the schedule allows at `now`; a null schedule (the live marketplace) allows everything. */
export interface ShutdownState {
  readonly scheduled: boolean;
  readonly uploadsOpen: boolean;
  readonly packageSalesOpen: boolean;
  readonly siteOpen: boolean;
  /** Leftover balances are converted (to non-withdrawable beans) once the site has closed. */
  readonly balancesConvert: boolean;
}

export function shutdownState(
  schedule: ShutdownSchedule | null,
  now: Date | number,
): ShutdownState {
  if (schedule === null)
    return {
      scheduled: false,
      uploadsOpen: true,
      packageSalesOpen: true,
      siteOpen: true,
      balancesConvert: false,
    };
  const today = shanghaiDayKey(now);
  const uploadsOpen = today < schedule.uploadClosedOn;
  const siteOpen = today < schedule.siteClosedOn;
  return {
    scheduled: true,
    uploadsOpen,
    packageSalesOpen: uploadsOpen,
    siteOpen,
    balancesConvert: !siteOpen,
  };
}

/**
 * Whether a membership (gold or the yearly plan) ending at `endsAt` may be sold: with a schedule set,
 * no membership may run past the day the site closes.
 */
export function membershipSaleAllowed(schedule: ShutdownSchedule | null, endsAt: Date): boolean {
  if (schedule === null) return true;
  return endsAt.getTime() <= shanghaiDayStartOf(schedule.siteClosedOn).getTime();
}
