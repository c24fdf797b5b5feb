import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkLocalPolicy, localPostPolicy } from './local-post-policy.js';

const secret = randomBytes(32);
const now = new Date('2026-11-22T10:00:00Z');

describe('local POST policy', () => {
  const { fields } = localPostPolicy(
    secret,
    '/v1/feedback/storage',
    'feedback/k1',
    1000,
    60_000,
    now,
  );

  it('accepts its own fields before the expiry', () => {
    expect(checkLocalPolicy(secret, fields, new Date(now.getTime() + 59_000))).toEqual({
      ok: true,
      key: 'feedback/k1',
      maxBytes: 1000,
    });
  });

  it('refuses after the expiry', () => {
    expect(checkLocalPolicy(secret, fields, new Date(now.getTime() + 60_000))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses a changed policy, signature, key or secret', () => {
    const widened = Buffer.from(
      JSON.stringify({
        expiration: '2099-01-01T00:00:00.000Z',
        conditions: [
          ['eq', '$key', 'feedback/k1'],
          ['content-length-range', 1, 10 ** 9],
        ],
      }),
    ).toString('base64');
    expect(checkLocalPolicy(secret, { ...fields, policy: widened }, now)).toEqual({
      ok: false,
      reason: 'forged',
    });
    expect(checkLocalPolicy(secret, { ...fields, signature: 'AAAA' }, now)).toEqual({
      ok: false,
      reason: 'forged',
    });
    expect(checkLocalPolicy(secret, { ...fields, signature: undefined }, now)).toEqual({
      ok: false,
      reason: 'forged',
    });
    expect(checkLocalPolicy(secret, { ...fields, key: 'feedback/other' }, now)).toEqual({
      ok: false,
      reason: 'key',
    });
    expect(checkLocalPolicy(randomBytes(32), fields, now)).toEqual({ ok: false, reason: 'forged' });
    expect(checkLocalPolicy(secret, { ...fields, OSSAccessKeyId: 'x' }, now)).toEqual({
      ok: false,
      reason: 'forged',
    });
  });
});
