import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// src/config and dist/config are three levels below the repository root.
export const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const envSchema = z.object({
  DATABASE_URL: z.preprocess(blankToUndefined, z.string().startsWith('postgres', { error: 'DATABASE_URL must be a postgres:// URL' }).optional()),
  YUNMO_DATA_DIR: z.preprocess(blankToUndefined, z.string().default(path.join(repositoryRoot, '.data'))),
  API_PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65_535).default(4010)),
  API_HOST: z.preprocess(blankToUndefined, z.string().default('127.0.0.1')),
  SEED_COUNT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(5_000_000).default(2000)),
  SEED_VALUE: z.preprocess(blankToUndefined, z.coerce.number().int().default(42)),
  SEED_IMAGES: z.preprocess(blankToUndefined, z.enum(['0', '1']).default('1')),
  RATE_LIMIT_MAX: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(1200)),
  /** Shared secret of the upload service that hands in model previews (none: the call is closed). */
  UPLOAD_SERVICE_SECRET: z.preprocess(blankToUndefined, z.string().min(32, { error: 'UPLOAD_SERVICE_SECRET must have at least 32 characters' }).optional()),
  /** PGlite only: keep the database in memory (tests). */
  PGLITE_IN_MEMORY: z.preprocess(blankToUndefined, z.enum(['0', '1']).default('0')),
});

export type ApiConfig = z.infer<typeof envSchema>;

export function loadConfig(source: Record<string, string | undefined>): ApiConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  }
  return parsed.data;
}

export function filesDirectory(config: ApiConfig): string {
  return path.join(config.YUNMO_DATA_DIR, 'files');
}
