/**
 * The same-origin return address after login. Apart from `accounts` (which re-exports both) because
 * that module holds zod form schemas, and every page's first call names the return path.
 *
 * @module
 */

/**
 * The request header in which the page names itself (path and query) on every call, so a forced
 * login can come back to it: the site sends `Referrer-Policy: no-referrer`, so no Referer arrives.
 */
export const RETURN_PATH_HEADER = 'x-return-to';

/**
 * The address to go back to after login, or `/` when `candidate` is not a same-origin path.
 * Only absolute paths are kept: `//host`, `/\host`, schemes (`https:`, `javascript:`) and control
 * characters are refused, because browsers read them as other origins.
 */
export function safeReturnPath(candidate: string | null | undefined): string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048)
    return '/';
  if (!candidate.startsWith('/')) return '/';
  if (candidate.startsWith('//') || candidate.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/u.test(candidate)) return '/';
  // What is left is a path on this origin: it starts with one slash and holds no backslash or control.
  return candidate;
}
