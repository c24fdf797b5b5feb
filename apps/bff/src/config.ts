import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const urlText = z.url({ protocol: /^https?$/ });

/** Environment of the gateway, validated once at start. */
export const configSchema = z.object({
  V1_UPSTREAM: urlText.default('http://127.0.0.1:4010').transform((value) => value.replace(/\/+$/, '')),
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  WEB_DIST: z.string().min(1).default(defaultWebDist),
  PUBLIC_ORIGIN: optionalText.pipe(urlText.transform((value) => value.replace(/\/+$/, '')).optional()),
  /** Lifetime of cached public browsing data; 0 switches the cache off. */
  CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** How long the last good copy of a public page may stand in while the API is unreachable; 0 switches it off. */
  STALE_IF_ERROR_MS: z.coerce.number().int().min(0).max(86_400_000).default(600_000),
  LOGIN_URL: z.string().min(1).default('/login'),
  /** Upstream timeout (the spec's request timeout is 5000 ms). */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(5000),
  /** Requests per minute and client address. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(1200),
  /** Largest accepted request body. */
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof configSchema>;
export type ConfigInput = Partial<Record<keyof Config, string | undefined>>;

/** Validates the environment; throws one readable error listing every bad variable. */
export function loadConfig(environment: Readonly<Record<string, string | undefined>>): Config {
  const result = configSchema.safeParse(environment);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid gateway configuration:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}
