/**
 * Payment orders: the state machine (created → paid | closed | expired), the things an order can
 * buy and the rule that a provider's notification must match the order's amount to the fen.
 *
 * Amounts are integer fen. `paid`, `closed` and `expired` are final: a paid order credits exactly
 * once, a closed or expired order can never be paid.
 *
 * @module
 */

/** The states of an order. */
export const ORDER_STATES = ['created', 'paid', 'closed', 'expired'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** What an order buys. */
export const ORDER_PURPOSES = ['gold', 'membership', 'package', 'download'] as const;
export type OrderPurpose = (typeof ORDER_PURPOSES)[number];

/** How an order is paid: beans at once, or a QR code of a provider. */
export const ORDER_CHANNELS = ['beans', 'sandbox', 'alipay', 'wechat'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/** An unpaid QR order expires after this long (the client stops polling after 10 minutes). */
export const ORDER_LIFETIME_MS = 15 * 60 * 1000;

/** Events that move an order. */
export type OrderEvent =
  | { readonly type: 'pay'; readonly amountFen: number }
  | { readonly type: 'close' }
  | { readonly type: 'expire' };

/** What an event does to an order. */
export type OrderTransition =
  /** The state changes; `credit` is true exactly when the order becomes paid. */
  | { readonly ok: true; readonly next: OrderState; readonly credit: boolean }
  /** Nothing changes, and nothing should: a replayed notification or a second close. */
  | {
      readonly ok: true;
      readonly next: OrderState;
      readonly credit: false;
      readonly unchanged: true;
    }
  /** Refused; the order stays as it was. */
  | { readonly ok: false; readonly reason: 'amountMismatch' | 'final' | 'invalidAmount' };

/** True for the states no event may leave. */
export function isFinalState(state: OrderState): boolean {
  return state !== 'created';
}

/**
 * The transition of an order with `amountFen` in `state` on `event`. A payment must carry the
 * order's exact amount; paying a paid order is an idempotent replay; a closed or expired order is
 * never paid; closing or expiring a final order changes nothing.
 */
export function transitionOrder(
  state: OrderState,
  amountFen: number,
  event: OrderEvent,
): OrderTransition {
  switch (event.type) {
    case 'pay':
      if (!Number.isSafeInteger(event.amountFen) || event.amountFen <= 0)
        return { ok: false, reason: 'invalidAmount' };
      if (state === 'paid') {
        return event.amountFen === amountFen
          ? { ok: true, next: 'paid', credit: false, unchanged: true }
          : { ok: false, reason: 'amountMismatch' };
      }
      if (state !== 'created') return { ok: false, reason: 'final' };
      if (event.amountFen !== amountFen) return { ok: false, reason: 'amountMismatch' };
      return { ok: true, next: 'paid', credit: true };
    case 'close':
    case 'expire': {
      if (state !== 'created') return { ok: true, next: state, credit: false, unchanged: true };
      return { ok: true, next: event.type === 'close' ? 'closed' : 'expired', credit: false };
    }
  }
}

/**
 * The legacy poll answer of an order: 200 paid, 202 still waiting, 201 closed or expired.
 */
export function orderPollCode(state: OrderState): 200 | 201 | 202 {
  if (state === 'paid') return 200;
  if (state === 'created') return 202;
  return 201;
}

const ORDER_NUMBER_PATTERN = /^YM\d{14}[0-9A-F]{8}$/u;

/** Order numbers: `YM`, the UTC time `yyyyMMddHHmmss` and 8 upper-case hex digits. */
export function formatOrderNumber(now: Date, randomHex: string): string {
  const stamp = now
    .toISOString()
    .replace(/[-:TZ.]/gu, '')
    .slice(0, 14);
  return `YM${stamp}${randomHex.toUpperCase().padStart(8, '0').slice(0, 8)}`;
}

/** True for a well-formed order number (checked before any database lookup). */
export function isOrderNumber(value: unknown): value is string {
  return typeof value === 'string' && ORDER_NUMBER_PATTERN.test(value);
}
