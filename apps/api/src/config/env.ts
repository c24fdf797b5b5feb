import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMS_CODE_RULES } from '@yunmo/domain/accounts';
import { PUBLIC_COUNTS_MAX_LAG_MS } from '@yunmo/api-contract/v1/public-effect';
import { z } from 'zod';

// src/config and dist/config are three levels below the repository root.
export const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(blankToUndefined, z.string().optional());
/** PEM keys may be given with literal `\n` in one-line environment values. */
const pem = z.preprocess(
  (value) => (typeof value === 'string' && value !== '' ? value.replace(/\\n/gu, '\n') : undefined),
  z.string().optional(),
);

export const envSchema = z.object({
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .startsWith('postgres', { error: 'DATABASE_URL must be a postgres:// URL' })
      .optional(),
  ),
  /**
   * A read replica for read-only catalogue answers (list search); with DATABASE_URL only. Unset, or
   * failing a query: the primary answers.
   */
  DATABASE_READ_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .startsWith('postgres', { error: 'DATABASE_READ_URL must be a postgres:// URL' })
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
  /**
   * 1: a seed with its own renders answers once the catalogue can be browsed, and finishes its
   * renders and image index after (ADR 0056); 0: the seed is whole before the API answers (test
   * runs that copy the data folder, or measure pages, once the API is up).
   */
  SEED_IN_BACKGROUND: z.preprocess(blankToUndefined, z.enum(['0', '1']).default('1')),
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
   * S3-compatible bucket for public pictures (all five set: previews, banners, avatars and material
   * pictures are written there and answered as PICTURE_PUBLIC_BASE_URL/<key>; else the files folder).
   */
  PICTURE_STORAGE_S3_ENDPOINT: z.preprocess(blankToUndefined, z.url().optional()),
  PICTURE_STORAGE_S3_BUCKET: z.preprocess(blankToUndefined, z.string().optional()),
  PICTURE_STORAGE_S3_REGION: z.preprocess(blankToUndefined, z.string().optional()),
  PICTURE_STORAGE_S3_ACCESS_KEY_ID: z.preprocess(blankToUndefined, z.string().optional()),
  PICTURE_STORAGE_S3_SECRET_ACCESS_KEY: z.preprocess(blankToUndefined, z.string().optional()),
  /** Public base of pictures in the bucket (a CDN in front of it); default: the bucket's path-style URL. */
  PICTURE_PUBLIC_BASE_URL: z.preprocess(blankToUndefined, z.url().optional()),
  /** S3-compatible bucket for feedback screenshots (all five set: instead of YUNMO_DATA_DIR/private). */
  OBJECT_STORAGE_S3_ENDPOINT: optionalText,
  OBJECT_STORAGE_S3_BUCKET: optionalText,
  OBJECT_STORAGE_S3_REGION: optionalText,
  OBJECT_STORAGE_S3_ACCESS_KEY_ID: optionalText,
  OBJECT_STORAGE_S3_SECRET_ACCESS_KEY: optionalText,
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
  /**
   * Redis (redis:// or rediss://) shared by every API process: the login throttle, captchas and SMS
   * codes live there, so several API processes behind one site agree. Unset: in process memory
   * (one API process, `npm start`).
   */
  REDIS_URL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^rediss?$/u, error: 'REDIS_URL must be a redis:// URL' }).optional(),
  ),
  /** Prefix of every Redis key of this site (several sites or test runs may share one Redis). */
  REDIS_KEY_PREFIX: z.preprocess(blankToUndefined, z.string().max(64).default('yunmo:')),
  /**
   * Drills and tests only: run the nightly jobs every this many milliseconds (aligned to multiples of
   * it) instead of at 03:00 Asia/Shanghai. Each period still runs once across all API processes.
   */
  NIGHTLY_JOBS_EVERY_MS: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(500).max(86_400_000).optional(),
  ),
  /** How often each API process checks that today's rankings exist (one process builds them). */
  RANKING_CHECK_INTERVAL_MS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int()
      .min(500)
      .max(86_400_000)
      .default(15 * 60 * 1000),
  ),
  /** PGlite only: keep the database in memory (tests). */
  PGLITE_IN_MEMORY: z.preprocess(blankToUndefined, z.enum(['0', '1']).default('0')),
  /**
   * How long public answers may show counters (download counts, income totals) from before a
   * write that moved only them (ADR 0065); 0 empties the caches at once, like any other write.
   */
  PUBLIC_COUNTS_LAG_MS: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(0).max(PUBLIC_COUNTS_MAX_LAG_MS).default(PUBLIC_COUNTS_MAX_LAG_MS),
  ),
  /** How long a hot public list is answered from the cache without a write; 0 turns it off (benchmarks). */
  PUBLIC_CACHE_MAX_AGE_MS: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  ),
  /**
   * Searches whose ids and counts are kept until the next write (ADR 0060); 0 turns the search
   * result cache off (benchmarks of cold searches).
   */
  SEARCH_CACHE_MAX_ENTRIES: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(0).max(1_000_000).default(20_000),
  ),
  /**
   * The in-memory search index (ADR 0062): 0 leaves every search to the database (benchmarks of the
   * SQL path); read on the first search otherwise.
   */
  SEARCH_INDEX: z.preprocess(blankToUndefined, z.enum(['0', '1']).default('1')),
  /** PGlite only: run it in a worker thread (default in production, so for `npm start`). */
  PGLITE_THREAD: z.preprocess(blankToUndefined, z.enum(['0', '1']).optional()),

  // Payments: the sandbox needs none; Alipay and WeChat Pay only work when fully configured.
  /** sandbox (default) | alipay | wechat: the provider new QR orders use. */
  PAYMENT_PROVIDER: z.preprocess(
    blankToUndefined,
    z.enum(['sandbox', 'alipay', 'wechat']).default('sandbox'),
  ),
  /** HMAC secret of the sandbox cashier's notifications; derived from the download link secret when absent. */
  PAYMENT_SANDBOX_SECRET: optionalText,
  /** Absolute URL of the product for QR codes and notifications; PUBLIC_ORIGIN when absent. */
  PAYMENT_PUBLIC_URL: optionalText,
  ALIPAY_APP_ID: optionalText,
  ALIPAY_PRIVATE_KEY: pem,
  ALIPAY_PUBLIC_KEY: pem,
  ALIPAY_GATEWAY_URL: z.preprocess(
    blankToUndefined,
    z.string().default('https://openapi.alipay.com/gateway.do'),
  ),
  /** The official account's app id: WeChat Pay and the JS-SDK share signature use the same one. */
  WECHAT_APP_ID: z.preprocess(blankToUndefined, z.string().trim().max(64).optional()),
  WECHAT_MCH_ID: optionalText,
  WECHAT_SERIAL_NO: optionalText,
  WECHAT_PRIVATE_KEY: pem,
  WECHAT_PLATFORM_PUBLIC_KEY: pem,
  WECHAT_API_V3_KEY: optionalText,
  WECHAT_API_BASE_URL: z.preprocess(
    blankToUndefined,
    z.string().default('https://api.mch.weixin.qq.com'),
  ),

  // Sharing (spec §7.5).
  /** The official account's current jsapi_ticket (kept fresh by the operator). */
  WECHAT_JSAPI_TICKET: z.preprocess(blankToUndefined, z.string().trim().max(512).optional()),
  /** Hosts whose panoramas the site shows (comma-separated). */
  PANORAMA_HOSTS: z.preprocess(
    blankToUndefined,
    z.string().trim().max(512).default('720.xrender.com'),
  ),

  // Account security (docs/decisions/0009-login-and-registration.md).
  /** sandbox (default) | aliyun: who delivers registration SMS. */
  SMS_PROVIDER: z.preprocess(blankToUndefined, z.enum(['sandbox', 'aliyun']).default('sandbox')),
  ALIYUN_SMS_ACCESS_KEY_ID: optionalText,
  ALIYUN_SMS_ACCESS_KEY_SECRET: optionalText,
  ALIYUN_SMS_SIGN_NAME: optionalText,
  /** Template with a ${code} parameter. */
  ALIYUN_SMS_TEMPLATE_CODE: optionalText,
  /** Template telling the number already has an account. */
  ALIYUN_SMS_TEMPLATE_REGISTERED: optionalText,
  ALIYUN_SMS_ENDPOINT: z.preprocess(
    blankToUndefined,
    z.string().default('https://dysmsapi.aliyuncs.com'),
  ),
  /** SMS codes one address may ask for per day (test servers, where every visitor shares one address, raise it). */
  SMS_DAILY_LIMIT_PER_ADDRESS: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).default(SMS_CODE_RULES.dailyPerAddress),
  ),
  /** Browser and API tests only: the captcha answer comes with the image. Refused in production. */
  CAPTCHA_REVEAL_ANSWERS: z.preprocess(blankToUndefined, z.enum(['0', '1']).default('0')),
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

const aliyunSmsKeys = [
  'ALIYUN_SMS_ACCESS_KEY_ID',
  'ALIYUN_SMS_ACCESS_KEY_SECRET',
  'ALIYUN_SMS_SIGN_NAME',
  'ALIYUN_SMS_TEMPLATE_CODE',
  'ALIYUN_SMS_TEMPLATE_REGISTERED',
] as const;

/** The schema with its cross-field rules: the full check the API runs at start. */
const checkedEnvSchema = envSchema.superRefine((settings, context) => {
  if (settings.NODE_ENV === 'production' && settings.CAPTCHA_REVEAL_ANSWERS === '1') {
    context.addIssue({
      code: 'custom',
      path: ['CAPTCHA_REVEAL_ANSWERS'],
      message: 'CAPTCHA_REVEAL_ANSWERS must not be set in production',
    });
  }
  if (settings.SMS_PROVIDER === 'aliyun') {
    for (const key of aliyunSmsKeys) {
      if (settings[key] === undefined)
        context.addIssue({
          code: 'custom',
          path: [key],
          message: `${key} is required with SMS_PROVIDER=aliyun`,
        });
    }
  }
});

export function loadConfig(source: Record<string, string | undefined>): ApiConfig {
  const parsed = checkedEnvSchema.safeParse(source);
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

/** Whether PGlite runs in a worker thread: off the request thread where the API serves visitors. */
export function pgliteOnThread(config: ApiConfig): boolean {
  return (config.PGLITE_THREAD ?? (config.NODE_ENV === 'production' ? '1' : '0')) === '1';
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
