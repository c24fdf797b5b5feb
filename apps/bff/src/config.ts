import { BlockList, isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { PUBLIC_COUNTS_MAX_LAG_MS } from '@yunmo/api-contract/v1/public-effect';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const urlText = z.url({ protocol: /^https?$/ });

/** One address or CIDR block (`10.0.0.0/8`, `::1`, `fd00::/8`), as proxy-addr accepts them. */
export function isAddressOrCidr(text: string): boolean {
  const [address = '', prefix, ...rest] = text.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  const bits = Number(prefix);
  try {
    new BlockList().addSubnet(address, bits, family === 4 ? 'ipv4' : 'ipv6');
    return true;
  } catch {
    return false;
  }
}

/** Comma- or space-separated addresses and CIDR blocks; empty means none. */
const addressList = z
  .string()
  .default('')
  .transform((value) => value.split(/[\s,]+/).filter((part) => part !== ''))
  .refine((parts) => parts.every(isAddressOrCidr), {
    message: 'must list IP addresses or CIDR blocks, separated by commas',
  });

/** Environment of the gateway, validated once at start. */
export const configSchema = z.object({
  V1_UPSTREAM: urlText
    .default('http://127.0.0.1:4010')
    .transform((value) => value.replace(/\/+$/, '')),
  /**
   * Redis shared by every gateway: rate-limit counters, and the channel on which a write through one
   * gateway empties every gateway's public cache. Unset: both in process memory (one gateway).
   */
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  /** Prefix of every Redis key and channel of this site (several sites or test runs may share one Redis). */
  REDIS_KEY_PREFIX: z.string().max(64).default('yunmo:'),
  /** The API's PICTURE_PUBLIC_BASE_URL (pictures in a bucket or CDN): its origin joins the CSP's img-src. */
  PICTURE_PUBLIC_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  WEB_DIST: z.string().min(1).default(defaultWebDist),
  /** Server rendering of list, channel, album and detail pages (1, the default), or the plain app (0). */
  SSR: z
    .enum(['0', '1'])
    .default('1')
    .transform((value) => value === '1'),
  /** A server render that takes longer is abandoned and the plain app served. */
  SSR_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(2000),
  /**
   * The product's public URL: every absolute link the gateway writes (canonical, og tags) starts
   * with it, never with the request's Host header. Default http://localhost:${PORT}.
   */
  PUBLIC_ORIGIN: optionalText.pipe(
    urlText.transform((value) => value.replace(/\/+$/, '')).optional(),
  ),
  /**
   * Reverse proxies in front of the gateway whose X-Forwarded-For / -Proto / -Host are believed
   * (addresses or CIDR blocks, comma-separated). Default none: the socket peer is the client.
   */
  TRUST_PROXY: addressList,
  /**
   * Shared with the API (at least 32 characters): the gateway signs the client address it hands
   * on, and the API believes only signed addresses. `npm start` makes one per start.
   */
  GATEWAY_SECRET: optionalText.pipe(
    z.string().min(32, { message: 'GATEWAY_SECRET must have at least 32 characters' }).optional(),
  ),
  /** Lifetime of cached public browsing data; 0 switches the cache off. */
  CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /**
   * How long cached public answers may show counters from before a write that moved only them
   * (downloads; ADR 0065); 0 empties the cache at once, like any other write.
   */
  CACHE_COUNTS_LAG_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(PUBLIC_COUNTS_MAX_LAG_MS)
    .default(PUBLIC_COUNTS_MAX_LAG_MS),
  /** How long the last good copy of a public page may stand in while the API is unreachable; 0 switches it off. */
  STALE_IF_ERROR_MS: z.coerce.number().int().min(0).max(86_400_000).default(600_000),
  LOGIN_URL: z.string().min(1).default('/login'),
  /** Upstream timeout (the spec's request timeout is 5000 ms). */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(5000),
  /** API calls and page loads per minute: per session when signed in, per client address otherwise (static files never count). */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(1200),
  /** Ceiling per client address whatever sessions it carries, sized for an office behind one NAT. */
  RATE_LIMIT_ADDRESS_MAX: z.coerce.number().int().min(1).default(6000),
  /** Login, registration, SMS codes, captchas, feedback, uploads and search by image, per minute and caller. */
  RATE_LIMIT_COSTLY_MAX: z.coerce.number().int().min(1).default(30),
  /** Largest accepted request body. */
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** 1: human-readable log lines (pino-pretty); 0: JSON. Default: readable when stdout is a terminal. */
  LOG_PRETTY: z.enum(['0', '1']).optional(),
  /**
   * Bearer token that opens /metrics to scrapers from anywhere. Without it /metrics answers only
   * direct loopback requests (no X-Forwarded-For), so a public proxy never exposes it.
   */
  METRICS_TOKEN: optionalText.pipe(
    z.string().min(16, { message: 'METRICS_TOKEN must have at least 16 characters' }).optional(),
  ),
  /** Event-loop delay above which requests are shed with 503 and Retry-After; 0 switches the check off. */
  UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  /** Heap in use (MB) above which requests are shed; default 90 % of the V8 heap limit. */
  UNDER_PRESSURE_MAX_HEAP_USED_MB: z.coerce.number().int().min(1).optional(),
});

export type Config = Omit<z.infer<typeof configSchema>, 'PUBLIC_ORIGIN'> & {
  PUBLIC_ORIGIN: string;
};
export type ConfigInput = Partial<Record<keyof Config, string | undefined>>;

/** Validates the environment; throws one readable error listing every bad variable. */
export function loadConfig(environment: Readonly<Record<string, string | undefined>>): Config {
  const result = configSchema.safeParse(environment);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid gateway configuration:\n  ${problems.join('\n  ')}`);
  }
  // Production runs with its own origin and the secret it shares with the API, never a fallback.
  if (environment.NODE_ENV === 'production') {
    const missing = [
      result.data.PUBLIC_ORIGIN === undefined
        ? 'PUBLIC_ORIGIN must be set (the public https URL of the site)'
        : undefined,
      result.data.GATEWAY_SECRET === undefined
        ? 'GATEWAY_SECRET must be set (at least 32 characters, the same as the API)'
        : undefined,
    ].filter((problem) => problem !== undefined);
    if (missing.length > 0)
      throw new Error(`Refusing to start in production:\n  ${missing.join('\n  ')}`);
  }
  return {
    ...result.data,
    PUBLIC_ORIGIN: result.data.PUBLIC_ORIGIN ?? `http://localhost:${String(result.data.PORT)}`,
  };
}
