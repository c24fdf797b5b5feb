import { z } from 'zod';
import { LegacyError } from './legacy-error.js';
import { maxKeywordLength } from '../search/tokens.js';

/** Empty parameter values are treated as absent (the legacy clients send them). */
const isBlank = (value: unknown) => value === undefined || value === '' || value === null;
const blankToUndefined = (value: unknown) => (isBlank(value) ? undefined : value);

const integerText = /^-?\d{1,12}$/u;

function toInteger(value: unknown): unknown {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && integerText.test(value.trim())) return Number(value.trim());
  return Number.NaN;
}

/** A positive integer with a fallback for absent values (pages and page sizes). */
export function positiveInt(name: string, options: { max: number; fallback: number }) {
  const message = `参数错误：${name} 必须是正整数`;
  const base = z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(options.max, { error: `参数错误：${name} 不能大于${options.max}` });
  return z.preprocess((value) => (isBlank(value) ? options.fallback : toInteger(value)), base);
}

export function optionalId(name: string) {
  const message = `参数错误：${name} 必须是非负整数`;
  return z.preprocess(
    blankToUndefined,
    z
      .preprocess(
        toInteger,
        z
          .number({ error: message })
          .int({ error: message })
          .min(0, { error: message })
          .max(2_147_483_647, { error: message }),
      )
      .optional(),
  );
}

/** An integer from a fixed set (sort modes, kinds, categories, flags), with a fallback for absent values. */
export function oneOf<const Values extends readonly number[]>(
  name: string,
  values: Values,
  fallback: Values[number],
) {
  const message = `参数错误：${name} 取值无效，可选值 ${values.join('、')}`;
  const base = z
    .number({ error: message })
    .refine((value): value is Values[number] => values.includes(value), { error: message });
  return z.preprocess((value) => (isBlank(value) ? fallback : toInteger(value)), base);
}

/** An integer from a fixed set, or undefined when absent. */
export function optionalOneOf<const Values extends readonly number[]>(
  name: string,
  values: Values,
) {
  const message = `参数错误：${name} 取值无效，可选值 ${values.join('、')}`;
  const base = z
    .number({ error: message })
    .refine((value): value is Values[number] => values.includes(value), { error: message });
  return z.preprocess((value) => (isBlank(value) ? undefined : toInteger(value)), base.optional());
}

export function requiredOneOf<const Values extends readonly number[]>(
  name: string,
  values: Values,
) {
  const message = `参数错误：${name} 取值无效，可选值 ${values.join('、')}`;
  return z.preprocess(
    blankToUndefined,
    z.preprocess(
      (value) => (value === undefined ? value : toInteger(value)),
      z
        .number({ error: `参数错误：缺少 ${name}` })
        .refine((value): value is Values[number] => values.includes(value), { error: message }),
    ),
  );
}

export const flag = (name: string) => oneOf(name, [0, 1] as const, 0);

export function keyword(name: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: `参数错误：${name} 必须是文本` })
      .max(maxKeywordLength * 4, { error: `参数错误：${name} 不能超过${maxKeywordLength}个字符` })
      .refine((value) => Array.from(value.trim()).length <= maxKeywordLength, {
        error: `参数错误：${name} 不能超过${maxKeywordLength}个字符`,
      })
      .optional(),
  );
}

/** Comma-joined ids ("12,13"); empty means none. */
export function idList(name: string) {
  const message = `参数错误：${name} 必须是逗号分隔的整数`;
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .max(2000, { error: message })
      .regex(/^\d{1,9}(,\d{1,9})*$/u, { error: message })
      .transform((value) => value.split(',').map(Number))
      .optional(),
  );
}

export function uuidParam(name: string) {
  return z
    .preprocess(blankToUndefined, z.uuid({ error: `参数错误：${name} 不是有效的编号` }).optional())
    .refine((value) => value !== undefined, {
      error: `参数错误：缺少 ${name}`,
    });
}

/** Parses parameters or throws a LegacyError(400) carrying the first issue's Chinese message. */
export function parseParams<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.infer<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const message = issue?.message.startsWith('参数错误')
    ? issue.message
    : `参数错误：${issue?.path.join('.') ?? ''} 无效`;
  throw new LegacyError(400, message);
}
