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
  /** PGlite only: keep the database in memory (tests). */
  PGLITE_IN_MEMORY: z.preprocess(blankToUndefined, z.enum(['0', '1']).default('0')),
});

export type ApiConfig = z.infer<typeof envSchema>;

/** The logging settings, read before the app (and its env plugin) exists. */
export const loggingEnvSchema = envSchema.pick({ LOG_LEVEL: true, LOG_PRETTY: true });

export function loadConfig(source: Record<string, string | undefined>): ApiConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(
      `Invalid environment: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}

export function filesDirectory(config: ApiConfig): string {
  return path.join(config.YUNMO_DATA_DIR, 'files');
}
