import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ORDER_STATES,
  formatOrderNumber,
  isFinalState,
  isOrderNumber,
  orderPollCode,
  transitionOrder,
  type OrderEvent,
  type OrderState,
} from './orders.js';

describe('transitionOrder', () => {
  it('pays a created order with the exact amount and credits it', () => {
    expect(transitionOrder('created', 9900, { type: 'pay', amountFen: 9900 })).toEqual({
      ok: true,
      next: 'paid',
      credit: true,
    });
  });

  it('refuses a payment of another amount', () => {
    expect(transitionOrder('created', 9900, { type: 'pay', amountFen: 9800 })).toEqual({
      ok: false,
      reason: 'amountMismatch',
    });
    expect(transitionOrder('created', 9900, { type: 'pay', amountFen: 99.5 })).toEqual({
      ok: false,
      reason: 'invalidAmount',
    });
  });

  it('answers a replayed payment of a paid order without a second credit', () => {
    expect(transitionOrder('paid', 9900, { type: 'pay', amountFen: 9900 })).toEqual({
      ok: true,
      next: 'paid',
      credit: false,
      unchanged: true,
    });
  });

  it('never pays a closed or expired order', () => {
    for (const state of ['closed', 'expired'] as const)
      expect(transitionOrder(state, 100, { type: 'pay', amountFen: 100 })).toEqual({
        ok: false,
        reason: 'final',
      });
  });

  it('closes and expires only created orders', () => {
    expect(transitionOrder('created', 100, { type: 'close' })).toMatchObject({ next: 'closed' });
    expect(transitionOrder('created', 100, { type: 'expire' })).toMatchObject({ next: 'expired' });
    expect(transitionOrder('paid', 100, { type: 'close' })).toMatchObject({
      next: 'paid',
      unchanged: true,
    });
  });

  it('credits at most once over any sequence of events', () => {
    const event = fc.oneof(
      fc.record({
        type: fc.constant('pay' as const),
        amountFen: fc.integer({ min: -5, max: 205 }),
      }),
      fc.constant({ type: 'close' as const }),
      fc.constant({ type: 'expire' as const }),
    );
    fc.assert(
      fc.property(fc.array(event as fc.Arbitrary<OrderEvent>, { maxLength: 30 }), (events) => {
        let state: OrderState = 'created';
        let credits = 0;
        for (const next of events) {
          const result = transitionOrder(state, 200, next);
          if (!result.ok) continue;
          if (isFinalState(state)) expect(result.next).toBe(state);
          if (result.credit) credits += 1;
          state = result.next;
        }
        expect(credits).toBeLessThanOrEqual(1);
        expect(ORDER_STATES).toContain(state);
      }),
    );
  });
});

describe('orderPollCode', () => {
  it('answers 200 paid, 202 waiting, 201 closed or expired', () => {
    expect(orderPollCode('paid')).toBe(200);
    expect(orderPollCode('created')).toBe(202);
    expect(orderPollCode('closed')).toBe(201);
    expect(orderPollCode('expired')).toBe(201);
  });
});

describe('order numbers', () => {
  it('formats and recognises order numbers', () => {
    const number = formatOrderNumber(new Date('2026-11-23T06:05:04.321Z'), 'a1b2c3d4');
    expect(number).toBe('YM20261123060504A1B2C3D4');
    expect(isOrderNumber(number)).toBe(true);
    expect(isOrderNumber('YM2026')).toBe(false);
    expect(isOrderNumber(42)).toBe(false);
  });
});
