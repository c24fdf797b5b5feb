import { tryYuanToFen } from '@yunmo/domain/money';
import { z } from 'zod';

/**
 * The /v1 `data` payloads (docs/v1-catalogue.md), written once: the API's replies are typed by
 * their input side (`V1Input`), the gateway reads their output side, and the legacy OpenAPI
 * document shows their documented types (`documentedAs`). They stay tolerant of the dialect's
 * loose typing (numbers sent as strings, absent counters) but refuse anything the normalised
 * surface could not be built from: such answers become a 502 at the gateway.
 */

const documented = new Map<z.ZodType, Record<string, unknown>>();
/** How the OpenAPI document shows a tolerant schema: the type the API really sends. */
function documentedAs<T extends z.ZodType>(schema: T, json: Record<string, unknown>): T {
  documented.set(schema, json);
  return schema;
}
/** The documented JSON Schema of a tolerant schema, if it has one. */
export function documentedJson(schema: z.ZodType): Record<string, unknown> | undefined {
  return documented.get(schema);
}

/**
 * What the API answers for a payload: every declared field present (the gateway's tolerance of
 * absent fields is for reading, not for writing), so a field renamed on either side stops the
 * API compiling.
 */
export type V1Answer<T> = { [K in keyof T]-?: Exclude<T[K], undefined | null> };

/** Names of the payloads in the legacy OpenAPI document. */
export const v1PayloadRegistry = z.registry<{ id: string; description?: string }>();
function named<T extends z.ZodType>(schema: T, id: string, description?: string): T {
  v1PayloadRegistry.add(schema, description === undefined ? { id } : { id, description });
  return schema;
}

/** An integer, possibly written as a string. */
export const legacyInt = documentedAs(
  z.union([
    z.number().int(),
    z
      .string()
      .regex(/^-?\d{1,15}$/)
      .transform(Number),
  ]),
  { type: 'integer' },
);
/** A number, possibly written as a string. */
export const legacyNumber = documentedAs(
  z.union([
    z.number(),
    z
      .string()
      .regex(/^-?\d{1,15}(\.\d+)?$/)
      .transform(Number),
  ]),
  { type: 'number' },
);
/** A counter that may be absent or null (then 0); never negative. */
export const legacyCount = documentedAs(
  legacyInt.nullish().transform((value) => Math.max(0, value ?? 0)),
  { type: 'integer', minimum: 0 },
);
export const legacyText = documentedAs(
  z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  { type: 'string' },
);

export const legacyModelCardSchema = named(
  z.object({
    id: legacyInt,
    uuid: z.string().min(1),
    title: legacyText,
    thumbPath: legacyText,
    /** Yuan with at most two decimals, as the legacy dialect writes prices; becomes integer fen. */
    price: documentedAs(
      z
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
      { type: 'string', description: 'Yuan with two decimals' },
    ),
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
  }),
  'LegacyModelCard',
);
export type LegacyModelCard = z.infer<typeof legacyModelCardSchema>;

export const legacyLinkItemSchema = named(
  z.object({
    id: legacyInt,
    image: legacyText,
    title: legacyText,
    subtitle: z.string().nullish(),
    cta: z.string().nullish(),
    path: legacyText,
  }),
  'LegacyBannerItem',
);
export type LegacyLinkItem = z.infer<typeof legacyLinkItemSchema>;

export const legacyNamedSchema = named(
  z.object({ id: legacyInt, name: legacyText }),
  'LegacyNamedItem',
);

export const legacyShowcaseSchema = z.object({
  number: legacyCount,
  models: z.array(legacyModelCardSchema),
  modelClasses: z.array(legacyNamedSchema).nullish(),
});

export const legacyAlbumSchema = named(
  z.object({
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
  }),
  'LegacyAlbum',
);
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

export const legacyRankItemSchema = named(
  z.object({
    userName: legacyText,
    userNikename: legacyText,
    maxBean: legacyNumber.nullish(),
    bean: legacyNumber.nullish(),
    workNumber: legacyCount,
    userImage: legacyText,
  }),
  'LegacyRankItem',
);
export type LegacyRankItem = z.infer<typeof legacyRankItemSchema>;

export const legacyCategoryCountSchema = named(
  z.object({
    key: legacyInt,
    doc_count: legacyCount,
    name: legacyText,
  }),
  'LegacyCategoryCount',
);

export const legacyPageSchema = named(
  z.object({
    total: legacyCount,
    totalCapped: z.boolean().nullish(),
    records: z.array(legacyModelCardSchema),
    /** Hits per first-level category (the kinds' list searches only). */
    categoryCounts: z.array(legacyCategoryCountSchema).nullish(),
  }),
  'LegacyModelPage',
  'Totals are exact up to 10,000; beyond that total is 10000 and totalCapped is true.',
);
export type LegacyPage = z.infer<typeof legacyPageSchema>;

export const legacyDebuggerPageSchema = legacyPageSchema.extend({
  element: z.unknown().optional(),
  elementAnalysis: z.unknown().optional(),
  elementExtend: z.unknown().optional(),
  elementExtendAnalysis: z.unknown().optional(),
  categorys: z.unknown().optional(),
});

export const legacyCategorySchema = named(
  z.object({
    id: legacyInt,
    name: legacyText,
    children: z
      .array(legacyNamedSchema)
      .nullish()
      .transform((children) => children ?? []),
  }),
  'LegacyCategory',
);

export const legacyStyleSchema = named(
  z.object({
    id: legacyInt,
    name: legacyText,
    value: z
      .union([z.string(), z.number()])
      .nullish()
      .transform((value) => (value === null || value === undefined ? '' : String(value))),
  }),
  'LegacyStyle',
);

export const legacyModelHeadInfoSchema = z.object({
  categorys: z.array(legacyCategorySchema).nullish(),
  style: z.array(legacyStyleSchema).nullish(),
  renders: z.array(legacyNamedSchema).nullish(),
});

export const legacyCategoriesHeadInfoSchema = z.object({
  categories: z.array(legacyCategorySchema).nullish(),
});

export const legacyHotWordSchema = z.object({ id: legacyInt, name: legacyText });
export const legacyLabelWordSchema = named(z.object({ word: z.string() }), 'LegacyLabelWord');
export const legacyHobbiesSchema = z.object({
  hobbyList: z
    .array(legacyInt)
    .nullish()
    .transform((list) => list ?? []),
});
export const legacyNullSchema = z.unknown();

/** A session opened by login or registration. */
export const sessionDataSchema = named(
  z.object({
    token: z.string().min(32).max(512),
    expiresAt: z.string(),
    userName: z.string(),
    nickname: z.string(),
  }),
  'LegacySession',
);
export type SessionData = z.infer<typeof sessionDataSchema>;

/** A QR order to pay (or, with beans, `orderPaid`). */
export const qrOrderSchema = named(
  z.object({
    orderNumber: z.string(),
    qrcode: z.string(),
    cashierUrl: z.string().nullable(),
    priceFen: z.number().int(),
    expiresAt: z.string(),
  }),
  'LegacyQrOrder',
);
/** Paid at once: no QR code to show (the API also repeats the number as outTradeNo). */
export const orderPaidSchema = z.object({
  orderNumber: z.string(),
  outTradeNo: z.string().optional(),
  qrcode: z.null().optional(),
  paid: z.boolean().optional(),
});
/** A purchase: paid at once (beans) or a QR order to pay. */
export const purchaseSchema = z.union([qrOrderSchema, orderPaidSchema]);
export const orderStateSchema = named(
  z
    .object({
      state: z.enum(['created', 'paid', 'closed', 'expired']),
      url: z.string().optional(),
      fileName: z.string().optional(),
      downloadPackageNumber: z.number().int().optional(),
    })
    .loose(),
  'LegacyOrderState',
);
export const downloadPackagesSchema = z.array(
  z.object({
    id: z.number().int(),
    name: z.string(),
    downloadNumber: z.number().int(),
    priceFen: z.number().int(),
    /** Yuan with two decimals, as the legacy page shows them. */
    price: z.string().optional(),
    unitPrice: z.string().optional(),
    originalPrice: z.string(),
  }),
);
export const membershipAccessSchema = z.object({
  priceFen: z.number().int(),
  /** Yuan with two decimals, as the legacy page shows it. */
  price: z.string().optional(),
  originalPrice: z.string(),
  defaultPrice: z.string(),
  perModelPrice: z.string(),
  discount: z.number().int().nullable(),
  trialEndsAt: z.string().nullable(),
  memberEndsAt: z.string().nullable(),
  category: z.number().int(),
  isSubAccount: z.boolean(),
  loggedIn: z.boolean(),
  uuid: z.string().nullable().default(null),
});
export const membershipPopupSchema = z.object({
  category: z.number().int(),
  openWindow: z.number().int(),
  money: z.string(),
  experienceNumber: z.number().int(),
});
export const goldInfoSchema = z.object({
  SHINECLOUD_GOLD: z.boolean(),
  SHINECLOUD_GOLD_END: z.string().nullable(),
  nextGoldEnd: z.string(),
  isSubAccount: z.boolean(),
});
export const goldPriceSchema = z.object({
  goldPrice: z.number(),
  goldOldPrice: z.number(),
  goldDiscount: z.number(),
});
export const membershipTrialSchema = z.object({
  experienceNumber: z.number().int(),
  endTime: z.string(),
});
