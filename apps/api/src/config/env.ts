import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// src/config and dist/config are three levels below the repository root.
export const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const envSchema = z.object({
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .startsWith('postgres', { error: 'DATABASE_URL must be a postgres:// URL' })
      .optional(),
  ),
  YUNMO_DATA_DIR: z.preprocess(
    blankToUndefined,
    z.string().default(path.join(repositoryRoot, '.data')),
  ),
  API_PORT: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(0).max(65_535).default(4010),
  ),
  API_HOST: z.preprocess(blankToUndefined, z.string().default('127.0.0.1')),
  SEED_COUNT: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(0).max(5_000_000).default(2000),
  ),
  SEED_VALUE: z.preprocess(blankToUndefined, z.coerce.number().int().default(42)),
  SEED_IMAGES: z.preprocess(blankToUndefined, z.enum(['0', '1']).default('1')),
  RATE_LIMIT_MAX: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(1200)),
  /**
   * The shutdown schedule, applied at start: `off`, `spec` (the spec's dates) or
   * `YYYY-MM-DD/YYYY-MM-DD` (uploads and package sales close / the site closes). Unset keeps what an
   * operator last set; a fresh install has none (a live marketplace).
   */
  SHUTDOWN_SCHEDULE: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^(off|spec|\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2})$/u, {
        error: 'SHUTDOWN_SCHEDULE must be off, spec or YYYY-MM-DD/YYYY-MM-DD',
      })
      .optional(),
  ),
  /** Shared secret of the upload service that hands in model previews (none: the call is closed). */
  UPLOAD_SERVICE_SECRET: z.preprocess(
    blankToUndefined,
    z
      .string()
      .min(32, { error: 'UPLOAD_SERVICE_SECRET must have at least 32 characters' })
      .optional(),
  ),
  /** Shared secret of the operator's calls (the shutdown schedule); none: those calls are closed. */
  OPERATOR_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(32, { error: 'OPERATOR_SECRET must have at least 32 characters' }).optional(),
  ),
  /** Private S3-compatible bucket for packages (all five set: packages go there instead of YUNMO_DATA_DIR/packages). */
  PACKAGE_STORAGE_S3_ENDPOINT: z.preprocess(blankToUndefined, z.url().optional()),
  PACKAGE_STORAGE_S3_BUCKET: z.preprocess(blankToUndefined, z.string().optional()),
  PACKAGE_STORAGE_S3_REGION: z.preprocess(blankToUndefined, z.string().optional()),
  PACKAGE_STORAGE_S3_ACCESS_KEY_ID: z.preprocess(blankToUndefined, z.string().optional()),
  PACKAGE_STORAGE_S3_SECRET_ACCESS_KEY: z.preprocess(blankToUndefined, z.string().optional()),
  /**
   * Shared with the gateway (at least 32 characters): the visitor's address in `x-client-ip` is
   * believed only with the gateway's HMAC signature. Without it, only from a loopback peer.
   */
  GATEWAY_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(32, { error: 'GATEWAY_SECRET must have at least 32 characters' }).optional(),
  ),
  /** The product's public URL (the gateway's): absolute links (QR codes, cashier links) start with it. */
  PUBLIC_ORIGIN: z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^https?$/u, error: 'PUBLIC_ORIGIN must be an http(s) URL' })
      .transform((value) => value.replace(/\/+$/u, ''))
      .default('http://localhost:3000'),
  ),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  /** 1: human-readable log lines (pino-pretty); 0: JSON. Default: readable when stdout is a terminal. */
  LOG_PRETTY: z.preprocess(blankToUndefined, z.enum(['0', '1']).optional()),
  /** Bearer token that opens /metrics from anywhere; without it only direct loopback requests get it. */
  METRICS_TOKEN: z.preprocess(
    blankToUndefined,
    z.string().min(16, { error: 'METRICS_TOKEN must have at least 16 characters' }).optional(),
  ),
  /** Event-loop delay above which requests are shed with 503 and Retry-After; 0 switches it off. */
  UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(0).default(1000),
  ),
  /** Heap in use (MB) above which requests are shed; default 90 % of the V8 heap limit. */
  UNDER_PRESSURE_MAX_HEAP_USED_MB: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).optional(),
  ),
  /** `production` turns on the production checks (productionProblems) and the production defaults below. */
  NODE_ENV: z.preprocess(
    blankToUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  /** 1: apply pending migrations at start; 0: only check, and refuse to start while any is pending. Default 1, in production 0 (run `migrate`). */
  MIGRATE_ON_BOOT: z.preprocess(blankToUndefined, z.enum(['0', '1']).optional()),
  /** 1: seed an empty catalogue with SEED_COUNT demo models and the demo accounts. Default 1, in production 0. */
  SEED_DEMO: z.preprocess(blankToUndefined, z.enum(['0', '1']).optional()),
  /** HMAC secret of download grants (at least 32 characters); outside production one is generated and kept in YUNMO_DATA_DIR. */
  DOWNLOAD_LINK_SECRET: z.preprocess(
    blankToUndefined,
    z
      .string()
      .min(32, { error: 'DOWNLOAD_LINK_SECRET must have at least 32 characters' })
      .optional(),
  ),
  /** HMAC secret of upload policies (at least 32 characters); outside production a random one per start. */
  OBJECT_STORAGE_SECRET: z.preprocess(
    blankToUndefined,
    z
      .string()
      .min(32, { error: 'OBJECT_STORAGE_SECRET must have at least 32 characters' })
      .optional(),
  ),
  /** More downloads than this within three minutes need a captcha. */
  DOWNLOAD_CAPTCHA_THRESHOLD: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(100_000).default(10),
  ),
  /** PGlite only: keep the database in memory (tests). */
  PGLITE_IN_MEMORY: z.preprocess(blankToUndefined, z.enum(['0', '1']).default('0')),
});

export type ApiConfig = z.infer<typeof envSchema>;

/** The logging settings, read before the app (and its env plugin) exists. */
export const loggingEnvSchema = envSchema.pick({ LOG_LEVEL: true, LOG_PRETTY: true });

/**
 * What production may not run without: its public origin, its secrets and a named payment provider
 * (nothing falls back to a random or per-machine value), and no demo data unless asked for.
 */
export function productionProblems(
  config: ApiConfig,
  source: Record<string, string | undefined>,
): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!source.PUBLIC_ORIGIN)
    problems.push('PUBLIC_ORIGIN must be set (the public https URL of the site)');
  if (config.GATEWAY_SECRET === undefined)
    problems.push('GATEWAY_SECRET must be set (at least 32 characters, the same as the gateway)');
  if (config.DOWNLOAD_LINK_SECRET === undefined)
    problems.push('DOWNLOAD_LINK_SECRET must be set (at least 32 characters)');
  if (config.OBJECT_STORAGE_SECRET === undefined)
    problems.push('OBJECT_STORAGE_SECRET must be set (at least 32 characters)');
  if (!source.PAYMENT_PROVIDER)
    problems.push('PAYMENT_PROVIDER must be set (sandbox, alipay or wechat)');
  return problems;
}

export function loadConfig(source: Record<string, string | undefined>): ApiConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(
      `Invalid environment: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  }
  const problems = productionProblems(parsed.data, source);
  if (problems.length > 0)
    throw new Error(`Refusing to start in production: ${problems.join('; ')}`);
  return parsed.data;
}

/** Whether the start applies pending migrations (default yes, in production no: `migrate` does). */
export function migratesOnBoot(config: ApiConfig): boolean {
  return (config.MIGRATE_ON_BOOT ?? (config.NODE_ENV === 'production' ? '0' : '1')) === '1';
}

/** Whether an empty catalogue gets the demo seed (default yes, in production only when asked). */
export function seedsDemo(config: ApiConfig): boolean {
  return (
    config.SEED_COUNT > 0 &&
    (config.SEED_DEMO ?? (config.NODE_ENV === 'production' ? '0' : '1')) === '1'
  );
}

export function filesDirectory(config: ApiConfig): string {
  return path.join(config.YUNMO_DATA_DIR, 'files');
}
