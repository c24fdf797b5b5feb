import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * POST policies for the built-in storage, in the field names of the spec's object storage form
 * (key, policy, OSSAccessKeyId, success_action_status, callback, signature): the policy is a base64
 * JSON document with an expiry, the one key it allows and the size range; the signature is its
 * HMAC-SHA256 under the server's secret.
 */
export const localAccessKeyId = 'yunmo-local';

const policyDocument = z.object({
  expiration: z.string(),
  conditions: z.tuple([
    z.tuple([z.literal('eq'), z.literal('$key'), z.string()]),
    z.tuple([z.literal('content-length-range'), z.number().int(), z.number().int()]),
  ]),
});

function sign(secret: Buffer, policy: string): string {
  return createHmac('sha256', secret).update(policy, 'utf8').digest('base64');
}

export function localPostPolicy(
  secret: Buffer,
  host: string,
  key: string,
  maxBytes: number,
  ttlMs: number,
  now = new Date(),
) {
  const expiration = new Date(now.getTime() + ttlMs).toISOString();
  const document = {
    expiration,
    conditions: [
      ['eq', '$key', key],
      ['content-length-range', 1, maxBytes],
    ],
  };
  const policy = Buffer.from(JSON.stringify(document), 'utf8').toString('base64');
  return {
    host,
    expire: Math.floor((now.getTime() + ttlMs) / 1000),
    fields: {
      key,
      policy,
      OSSAccessKeyId: localAccessKeyId,
      success_action_status: '200',
      // The storage answers the uploaded path itself, so the callback carries nothing.
      callback: '',
      signature: sign(secret, policy),
    },
  };
}

export type PolicyCheck =
  { ok: true; key: string; maxBytes: number } | { ok: false; reason: 'forged' | 'expired' | 'key' };

/** Checks the signature, the expiry and the key of an upload form's fields. */
export function checkLocalPolicy(
  secret: Buffer,
  fields: Record<string, string | undefined>,
  now = new Date(),
): PolicyCheck {
  const policy = fields.policy ?? '';
  const signature = Buffer.from(fields.signature ?? '', 'utf8');
  const expected = Buffer.from(sign(secret, policy), 'utf8');
  if (
    fields.OSSAccessKeyId !== localAccessKeyId ||
    signature.length !== expected.length ||
    !timingSafeEqual(signature, expected)
  )
    return { ok: false, reason: 'forged' };
  let parsed;
  try {
    parsed = policyDocument.safeParse(JSON.parse(Buffer.from(policy, 'base64').toString('utf8')));
  } catch {
    return { ok: false, reason: 'forged' };
  }
  if (!parsed.success) return { ok: false, reason: 'forged' };
  const expiresAt = Date.parse(parsed.data.expiration);
  if (!Number.isFinite(expiresAt) || expiresAt <= now.getTime())
    return { ok: false, reason: 'expired' };
  const [[, , key], [, , maxBytes]] = parsed.data.conditions;
  if (fields.key !== key) return { ok: false, reason: 'key' };
  return { ok: true, key, maxBytes };
}
