import { CLIENT_FAILURE_CODE, NOT_LOGGED_IN_CODE } from '@yunmo/domain/messages';
import { z } from 'zod';

/**
 * The legacy `{ code, msg, data }` envelope: every /v1 answer is HTTP 200 with it, and the code
 * carries the outcome. Business codes of single flows (downloads, payments, gold renewal) live
 * with their rules in @yunmo/domain; these are the codes every call shares.
 */
export const V1_CODES = {
  ok: 200,
  badRequest: 400,
  notFound: 404,
  rateLimited: 429,
  notLoggedIn: NOT_LOGGED_IN_CODE,
  /** The server's own failure in the legacy dialect. */
  failure: CLIENT_FAILURE_CODE,
} as const;

/** The message of every success. */
export const V1_OK_MESSAGE = 'success';

export const v1EnvelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string().nullish(),
  data: z.unknown(),
});
export type V1Envelope = z.infer<typeof v1EnvelopeSchema>;

/** Codes that mean the server failed (not the caller): -1 and the 5xx range. */
export function isV1ServerFailure(code: number): boolean {
  return code === V1_CODES.failure || (code >= 500 && code < 600);
}
