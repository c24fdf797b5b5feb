import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** How long a download link works: long enough to start and resume one delivery, too short to share. */
export const linkLifetimeMs = 5 * 60 * 1000;

const secretFileName = 'download-link-secret';

/** The HMAC secret: DOWNLOAD_LINK_SECRET, else one generated once and kept in the data directory. */
export async function loadLinkSecret(
  dataDir: string,
  fromEnv: string | undefined,
): Promise<Buffer> {
  if (fromEnv && fromEnv.length >= 32) return Buffer.from(fromEnv, 'utf8');
  const file = path.join(dataDir, secretFileName);
  const existing = await readFile(file, 'utf8').catch(() => null);
  if (existing && /^[0-9a-f]{64}$/u.test(existing.trim()))
    return Buffer.from(existing.trim(), 'hex');
  const secret = randomBytes(32);
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret.toString('hex'), { mode: 0o600 });
  return secret;
}

export function newLinkId(): string {
  return randomBytes(16).toString('hex');
}

function signature(secret: Buffer, linkId: string, expiresAtMs: number): string {
  return createHmac('sha256', secret)
    .update(`${linkId}.${String(expiresAtMs)}`)
    .digest('base64url');
}

/** The public path of a link: /v1/download/file/{id}?e={expiry ms}&s={signature}. */
export function signedLinkPath(secret: Buffer, linkId: string, expiresAtMs: number): string {
  return `/v1/download/file/${linkId}?e=${String(expiresAtMs)}&s=${signature(secret, linkId, expiresAtMs)}`;
}

export type LinkCheck = { ok: true } | { ok: false; reason: 'tampered' | 'expired' };

/** Checks a link's signature (constant time) and expiry. */
export function verifyLink(
  secret: Buffer,
  linkId: string,
  expiresText: string,
  givenSignature: string,
  nowMs: number,
): LinkCheck {
  if (!/^[0-9a-f]{32}$/u.test(linkId) || !/^\d{1,15}$/u.test(expiresText))
    return { ok: false, reason: 'tampered' };
  const expected = Buffer.from(signature(secret, linkId, Number(expiresText)));
  const given = Buffer.from(givenSignature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'tampered' };
  if (Number(expiresText) <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true };
}

/** Content-Disposition for the title plus the original extension, with an ASCII fallback and RFC 5987 filename*. */
export function contentDisposition(title: string, extension: string): string {
  const name = `${title.replace(/[\\/:*?"<>|\r\n]+/gu, ' ').trim() || 'model'}${extension}`;
  const fallback = name.replace(/[^\x20-\x7e]/gu, '_').replace(/["\\]/gu, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/gu,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
