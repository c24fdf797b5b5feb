import type { z } from 'zod';

/**
 * How a /v1 call is declared (`defineV1Call`) and the types the API and the gateway derive from a
 * declaration. The declarations themselves are in `calls.ts` and the files it gathers.
 */
export type V1QueryValue = string | number | boolean | undefined;
export type V1Parameter = readonly [name: string, description: string];

/**
 * What a write declares it does to the public answers every visitor shares (ADR 0065): `none`
 * changes nothing public; `counts` moves only counters (download counts, income totals), which may
 * lag by PUBLIC_COUNTS_MAX_LAG_MS. A write that declares nothing may change anything.
 */
export type DeclaredPublicEffect = 'none' | 'counts';

export interface V1Call<
  Q extends readonly V1Parameter[] = readonly V1Parameter[],
  B extends z.ZodType | undefined = z.ZodType | undefined,
  D extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: `/v1/${string}` | `/user/v1/${string}`;
  summary: string;
  tag: string;
  /** Query parameters (the legacy dialect drops empty ones). */
  query?: Q;
  body?: B;
  /** The `data` of a code-200 answer. */
  data: D;
  /** The call needs the caller's session: the gateway sends the `token` header. */
  login?: boolean;
  /** For writes: their effect on public answers; absent, anything may change. */
  publicEffect?: DeclaredPublicEffect;
}

export function defineV1Call<
  const Q extends readonly V1Parameter[] = readonly [],
  B extends z.ZodType | undefined = undefined,
  D extends z.ZodType = z.ZodType,
>(call: V1Call<Q, B, D>): V1Call<Q, B, D> {
  return call;
}

/** What the gateway reads from a call's code-200 answer. */
export type V1Data<C extends V1Call> = z.output<C['data']>;
/** What the API must answer (before the gateway's tolerant parsing). */
export type V1Reply<C extends V1Call> = z.input<C['data']>;
/** The call's query, by its declared parameter names. */
export type V1Query<C extends V1Call> =
  C extends V1Call<infer Q, z.ZodType | undefined, z.ZodType>
    ? { readonly [K in Q[number][0]]?: V1QueryValue }
    : never;
export type V1Body<C extends V1Call> =
  C extends V1Call<readonly V1Parameter[], infer B, z.ZodType>
    ? B extends z.ZodType
      ? z.input<B>
      : never
    : never;
export interface V1Input<C extends V1Call> {
  query?: V1Query<C>;
  body?: V1Body<C>;
}
