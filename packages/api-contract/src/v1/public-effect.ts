import { v1Calls } from './calls.js';
import type { DeclaredPublicEffect } from './define.js';

/**
 * How a write request changes what every visitor is shown (ADR 0065): as declared, or `all`
 * (anything), so the caches of public answers empty at once.
 */
export type PublicEffect = DeclaredPublicEffect | 'all';

/**
 * How long public answers may keep showing counters (download counts, income totals) from before
 * a write that changed only them. Every other write empties the caches at once.
 */
export const PUBLIC_COUNTS_MAX_LAG_MS = 5_000;

const declared = new Map<string, PublicEffect>(
  Object.values(v1Calls).flatMap((call) =>
    call.publicEffect === undefined ? [] : [[call.path, call.publicEffect] as const],
  ),
);

/** The effect of a write to the /v1 path `path` (no query string); undeclared writes are `all`. */
export function v1PublicEffect(path: string): PublicEffect {
  // The caller's own account pages (profile, password, bindings) show only to the caller, and a
  // sent SMS code only to its phone.
  if (path.startsWith('/v1/account/') || path.startsWith('/v1/sms/')) return 'none';
  return declared.get(path) ?? 'all';
}
