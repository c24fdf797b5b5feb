/**
 * How the gateway hands the visitor's address to the API so that nobody else can forge it: the
 * address goes in `x-client-ip`, and `x-client-ip-signature` carries `<issued ms>.<hex HMAC-SHA256
 * of the message below>` under the secret both processes share (GATEWAY_SECRET). The HMAC itself
 * is computed by each app with node:crypto; this module only fixes the names and the message.
 *
 * @module
 */

export const CLIENT_IP_HEADER = 'x-client-ip';
export const CLIENT_IP_SIGNATURE_HEADER = 'x-client-ip-signature';
/** A signature older (or further in the future) than this is refused: it cannot be replayed for long. */
export const CLIENT_IP_SIGNATURE_MAX_AGE_MS = 60_000;
/** Longest address accepted (an IPv6 address with a zone fits easily). */
export const CLIENT_IP_MAX_LENGTH = 64;

/** The signed text: the address and the moment of signing, so that a signature expires. */
export function clientAddressMessage(address: string, issuedAtMs: number): string {
  return `yunmo-client-ip\n${address}\n${String(issuedAtMs)}`;
}

/** Splits a signature header into its parts; undefined when it is not well formed. */
export function parseClientAddressSignature(
  header: string,
): { issuedAtMs: number; mac: string } | undefined {
  const match = /^(\d{1,16})\.([0-9a-f]{64})$/.exec(header);
  if (match === null) return undefined;
  return { issuedAtMs: Number(match[1]), mac: match[2] ?? '' };
}
