import { tryYuanToFen } from '@yunmo/domain/money';
import { z } from 'zod';

/**
 * Zod schemas of the legacy /v1 `data` payloads (docs/v1-catalogue.md). They are deliberately
 * tolerant of the dialect's loose typing (numbers sent as strings, absent counters) but refuse
 * anything the normalised surface could not be built from: such answers become a 502.
 */

/** An integer, possibly written as a string. */
export const legacyInt = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d{1,15}$/)
    .transform(Number),
]);
/** A number, possibly written as a string. */
export const legacyNumber = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d{1,15}(\.\d+)?$/)
    .transform(Number),
]);
/** A counter that may be absent or null (then 0); never negative. */
export const legacyCount = legacyInt.nullish().transform((value) => Math.max(0, value ?? 0));
export const legacyText = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

export const legacyModelCardSchema = z.object({
  id: legacyInt,
  uuid: z.string().min(1),
  title: legacyText,
  thumbPath: legacyText,
  /** Yuan with at most two decimals, as the legacy dialect writes prices; becomes integer fen. */
  price: z
    .union([z.string(), z.number().nonnegative()])
    .nullish()
    .transform((price, context) => {
      if (price === null || price === undefined || price === '') return 0;
      const fen = tryYuanToFen(String(price));
      if (fen === undefined || fen < 0) {
        context.addIssue({ code: 'custom', message: 'price is not a yuan amount' });
        return z.NEVER;
      }
      return fen;
    }),
  chargeCategory: legacyInt.nullish(),
  score: z.coerce.number().nullish().catch(null),
  modelRender: z.string().nullish().catch(null),
  /** Fee category: 1 free, 2 paid, 3 member (absent in older answers). */
  feeType: legacyInt.nullish(),
  vip: legacyInt.nullish(),
  showNumber: legacyCount,
  favorNumber: legacyCount,
  downloadCount: legacyCount,
  kind: z.union([z.string(), z.number()]).nullish(),
  highlight: z.object({ title: z.string().nullish() }).nullish(),
});
export type LegacyModelCard = z.infer<typeof legacyModelCardSchema>;

export const legacyLinkItemSchema = z.object({
  id: legacyInt,
  image: legacyText,
  title: legacyText,
  subtitle: z.string().nullish(),
  cta: z.string().nullish(),
  path: legacyText,
});
export type LegacyLinkItem = z.infer<typeof legacyLinkItemSchema>;

export const legacyNamedSchema = z.object({ id: legacyInt, name: legacyText });

export const legacyShowcaseSchema = z.object({
  number: legacyCount,
  models: z.array(legacyModelCardSchema),
  modelClasses: z.array(legacyNamedSchema).nullish(),
});

export const legacyAlbumSchema = z.object({
  id: legacyInt,
  uuid: z.string().min(1),
  title: legacyText,
  count: legacyCount,
  favor: legacyCount,
  showNumber: legacyCount,
  models: z
    .array(z.object({ uuid: z.string(), thumbPath: legacyText, title: legacyText }))
    .nullish()
    .transform((models) => models ?? []),
});
export type LegacyAlbum = z.infer<typeof legacyAlbumSchema>;

export const legacyAlbumDetailSchema = legacyAlbumSchema.extend({
  models: z
    .array(legacyModelCardSchema)
    .nullish()
    .transform((models) => models ?? []),
});

export const legacyAlbumSearchSchema = z.object({
  results: z.array(legacyAlbumSchema),
  totalRecord: legacyCount,
});

export const legacyRankItemSchema = z.object({
  userName: legacyText,
  userNikename: legacyText,
  maxBean: legacyNumber.nullish(),
  bean: legacyNumber.nullish(),
  workNumber: legacyCount,
  userImage: legacyText,
});
export type LegacyRankItem = z.infer<typeof legacyRankItemSchema>;

export const legacyPageSchema = z.object({
  total: legacyCount,
  totalCapped: z.boolean().nullish(),
  records: z.array(legacyModelCardSchema),
});
export type LegacyPage = z.infer<typeof legacyPageSchema>;

export const legacyDebuggerPageSchema = legacyPageSchema.extend({
  element: z.unknown().optional(),
  elementAnalysis: z.unknown().optional(),
  elementExtend: z.unknown().optional(),
  elementExtendAnalysis: z.unknown().optional(),
  categorys: z.unknown().optional(),
});

export const legacyCategorySchema = z.object({
  id: legacyInt,
  name: legacyText,
  children: z
    .array(legacyNamedSchema)
    .nullish()
    .transform((children) => children ?? []),
});

export const legacyStyleSchema = z.object({
  id: legacyInt,
  name: legacyText,
  value: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (value === null || value === undefined ? '' : String(value))),
});

export const legacyModelHeadInfoSchema = z.object({
  categorys: z.array(legacyCategorySchema).nullish(),
  style: z.array(legacyStyleSchema).nullish(),
  renders: z.array(legacyNamedSchema).nullish(),
});

export const legacyCategoriesHeadInfoSchema = z.object({
  categories: z.array(legacyCategorySchema).nullish(),
});

export const legacyCategoryCountSchema = z.object({
  key: legacyInt,
  doc_count: legacyCount,
  name: legacyText,
});

export const legacyHotWordSchema = z.object({ id: legacyInt, name: legacyText });
export const legacyLabelWordSchema = z.object({ word: z.string() });
export const legacyHobbiesSchema = z.object({
  hobbyList: z
    .array(legacyInt)
    .nullish()
    .transform((list) => list ?? []),
});
export const legacyNullSchema = z.unknown();
