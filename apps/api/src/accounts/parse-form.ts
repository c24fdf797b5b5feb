import type { z } from 'zod';
import { LegacyError } from '../http/legacy-error.js';

/** Parses a form body with a domain schema; a failure answers code 400 with the schema's own (the spec's) message. */
export function parseForm<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.infer<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new LegacyError(400, result.error.issues[0]?.message ?? '参数错误');
}
