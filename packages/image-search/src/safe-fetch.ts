/**
 * Fetches a user-supplied image URL on the server without opening a way into the internal
 * network: http(s) only; every address (IP literal or DNS answer) checked against private,
 * loopback, link-local, unique-local, CGNAT, multicast, reserved and metadata ranges; the
 * connection goes to the very address that was checked (custom `connect.lookup`, so DNS
 * rebinding has no gap); redirects followed by hand, re-checked, at most 3; size capped while
 * streaming; headers and total timeouts. Returns a typed result, never throws for bad input.
 *
 * @module
 */
import { IMAGE_SEARCH_MESSAGES } from '@yunmo/domain/messages';
import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { Agent, request, type Dispatcher } from 'undici';
import { IMAGE_SEARCH_MAX_BYTES } from './image-input.js';

/** One DNS answer. */
export interface ResolvedAddress {
  readonly address: string;
  readonly family: 4 | 6;
}

/** Resolves a host name to all its addresses. */
export type Resolver = (hostname: string) => Promise<readonly ResolvedAddress[]>;

const systemResolver: Resolver = async (hostname) => {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map((answer) => ({
    address: answer.address,
    family: answer.family === 6 ? 6 : 4,
  }));
};

/** Addresses a fetch must never reach. */
const FORBIDDEN = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b::', 96], // NAT64: would reach an IPv4 address we cannot see
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: embeds an IPv4 address
  ['fc00::', 7], // unique-local, includes the metadata address fd00:ec2::254
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');
}

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** True when `address` is an IP a server-side fetch must not reach. Non-IP input counts as forbidden. */
export function isForbiddenAddress(address: string): boolean {
  const unbracketed = address.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(unbracketed);
  if (family === 0) return true;
  if (family === 4) return FORBIDDEN.check(unbracketed, 'ipv4');
  const lowered = unbracketed.toLowerCase();
  const mapped = IPV4_MAPPED.exec(lowered)?.[1];
  if (mapped !== undefined) return FORBIDDEN.check(mapped, 'ipv4');
  // Mapped addresses in hexadecimal form (::ffff:7f00:1) are refused as a whole range.
  if (lowered.startsWith('::ffff:')) return true;
  return FORBIDDEN.check(lowered, 'ipv6');
}

/** Why a fetch was refused. */
export type SafeFetchRefusalCode =
  | 'invalid-url'
  | 'forbidden-scheme'
  | 'forbidden-address'
  | 'dns-failure'
  | 'too-many-redirects'
  | 'http-status'
  | 'not-an-image'
  | 'too-large'
  | 'timeout'
  | 'network';

/** The outcome of `safeFetchImage`. */
export type SafeFetchResult =
  | {
      readonly ok: true;
      readonly body: Buffer;
      readonly contentType: string | undefined;
      readonly finalUrl: string;
    }
  | { readonly ok: false; readonly code: SafeFetchRefusalCode; readonly message: string };

/** Limits of a fetch; the defaults suit the image search. */
export interface SafeFetchOptions {
  /** Body cap in bytes, enforced while streaming; default 3 MB. */
  readonly maxBytes?: number;
  /** Whole fetch, redirects included; default 5 s. */
  readonly timeoutMs?: number;
  /** Wait for response headers per hop; default 3 s. */
  readonly headersTimeoutMs?: number;
  /** Redirects followed; default 3. */
  readonly maxRedirects?: number;
  /** DNS resolver; the system's by default. Tests inject one. */
  readonly resolver?: Resolver;
  /**
   * Test-only: addresses allowed although forbidden (for example the loopback test server).
   * Off by default; production code must not set it.
   */
  readonly allowAddresses?: readonly string[];
}

class FetchRefusal extends Error {
  constructor(readonly code: SafeFetchRefusalCode) {
    super(code);
  }
}

/** Content types that are certainly not a picture (pages, scripts, data). */
const NOT_AN_IMAGE_TYPE = /^(?:text\/|application\/(?:json|xml|xhtml\+xml|javascript|pdf))/i;

function messageFor(code: SafeFetchRefusalCode): string {
  return code === 'timeout' || code === 'network'
    ? IMAGE_SEARCH_MESSAGES.searchFailed
    : IMAGE_SEARCH_MESSAGES.unusableLink;
}

/**
 * Fetches an image URL safely. The body is not checked as an image beyond the content type:
 * pass it to `checkImageInput(body, { source: 'url' })` next.
 */
export async function safeFetchImage(
  url: string,
  options: SafeFetchOptions = {},
): Promise<SafeFetchResult> {
  const maxBytes = options.maxBytes ?? IMAGE_SEARCH_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? 3;
  const resolver = options.resolver ?? systemResolver;
  const allowed = new Set((options.allowAddresses ?? []).map((address) => address.toLowerCase()));
  const isRefused = (address: string): boolean =>
    isForbiddenAddress(address) && !allowed.has(address.toLowerCase());

  // Resolves and checks; every answer must be allowed, so a mixed answer cannot sneak through.
  const resolveChecked = async (hostname: string): Promise<ResolvedAddress> => {
    let answers: readonly ResolvedAddress[];
    try {
      answers = await resolver(hostname);
    } catch {
      throw new FetchRefusal('dns-failure');
    }
    if (answers.length === 0) throw new FetchRefusal('dns-failure');
    if (answers.some((answer) => isRefused(answer.address)))
      throw new FetchRefusal('forbidden-address');
    return answers[0]!;
  };

  const pinnedLookup: LookupFunction = (hostname, lookupOptions, callback) => {
    resolveChecked(hostname).then(
      (answer) => {
        if (lookupOptions.all === true)
          callback(null, [{ address: answer.address, family: answer.family }]);
        else callback(null, answer.address, answer.family);
      },
      (error: unknown) => callback(error as NodeJS.ErrnoException, '', 4),
    );
  };

  const agent = new Agent({
    connect: { lookup: pinnedLookup, timeout: options.headersTimeoutMs ?? 3_000 },
    headersTimeout: options.headersTimeoutMs ?? 3_000,
    bodyTimeout: options.timeoutMs ?? 5_000,
    connections: 1,
  });
  const deadline = AbortSignal.timeout(options.timeoutMs ?? 5_000);
  try {
    let current: URL;
    try {
      if (typeof url !== 'string' || url.length > 4096) throw new FetchRefusal('invalid-url');
      current = new URL(url.trim());
    } catch {
      throw new FetchRefusal('invalid-url');
    }
    for (let redirects = 0; ; redirects++) {
      if (current.protocol !== 'http:' && current.protocol !== 'https:')
        throw new FetchRefusal('forbidden-scheme');
      if (current.username !== '' || current.password !== '') throw new FetchRefusal('invalid-url');
      const host = current.hostname.replace(/^\[(.*)\]$/, '$1');
      // Node never calls `lookup` for IP literals, so those are checked here.
      if (isIP(host) !== 0) {
        if (isRefused(host)) throw new FetchRefusal('forbidden-address');
      } else {
        await resolveChecked(host);
      }
      const response = await request(current, {
        method: 'GET',
        dispatcher: agent,
        signal: deadline,
        headers: {
          accept: 'image/jpeg,image/png,image/*;q=0.8',
          'user-agent': 'YunmoImageSearch/1.0',
        },
      });
      if (response.statusCode >= 300 && response.statusCode < 400) {
        discard(response.body);
        const location = response.headers.location;
        if (typeof location !== 'string' || location === '') throw new FetchRefusal('http-status');
        if (redirects >= maxRedirects) throw new FetchRefusal('too-many-redirects');
        try {
          current = new URL(location, current);
        } catch {
          throw new FetchRefusal('invalid-url');
        }
        continue;
      }
      if (response.statusCode !== 200) {
        discard(response.body);
        throw new FetchRefusal('http-status');
      }
      const contentTypeHeader = response.headers['content-type'];
      const contentType = typeof contentTypeHeader === 'string' ? contentTypeHeader : undefined;
      if (contentType !== undefined && NOT_AN_IMAGE_TYPE.test(contentType.trim())) {
        discard(response.body);
        throw new FetchRefusal('not-an-image');
      }
      const declaredLength = Number(response.headers['content-length']);
      if (Number.isFinite(declaredLength) && declaredLength > maxBytes) {
        discard(response.body);
        throw new FetchRefusal('too-large');
      }
      const chunks: Buffer[] = [];
      let received = 0;
      for await (const chunk of response.body as AsyncIterable<Buffer>) {
        received += chunk.length;
        if (received > maxBytes) {
          discard(response.body);
          throw new FetchRefusal('too-large');
        }
        chunks.push(chunk);
      }
      return { ok: true, body: Buffer.concat(chunks), contentType, finalUrl: current.href };
    }
  } catch (error) {
    const code = classify(error, deadline);
    return { ok: false, code, message: messageFor(code) };
  } finally {
    agent.destroy().catch(() => undefined);
  }
}

/** Drops a body we will not read; destroying emits an abort error nobody needs to hear. */
function discard(body: Dispatcher.ResponseData['body']): void {
  body.on('error', () => undefined);
  body.destroy();
}

function classify(error: unknown, deadline: AbortSignal): SafeFetchRefusalCode {
  if (error instanceof FetchRefusal) return error.code;
  // The lookup's refusal comes back wrapped in undici's connect error.
  let cause: unknown = error;
  for (let depth = 0; depth < 5 && cause instanceof Error; depth++) {
    if (cause instanceof FetchRefusal) return cause.code;
    cause = cause.cause;
  }
  if (deadline.aborted) return 'timeout';
  const code =
    error instanceof Error && 'code' in error ? String((error as { code: unknown }).code) : '';
  if (code.includes('TIMEOUT')) return 'timeout';
  return 'network';
}
