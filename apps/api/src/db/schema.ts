import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * PostgreSQL's 64-bit transaction id: which transaction last wrote a row, so the in-memory search
 * index reads exactly the rows written since its last read (ADR 0062). Read as text.
 */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/** Users; authors are users with is_author set. Money columns are integer fen. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  userName: text('user_name').notNull().unique(),
  nickname: text('nickname').notNull(),
  avatarPath: text('avatar_path'),
  phone: text('phone'),
  wx: text('wx'),
  introduction: text('introduction'),
  pcBannerPath: text('pc_banner_path'),
  mobileBannerPath: text('mobile_banner_path'),
  isAuthor: boolean('is_author').notNull().default(false),
  beanBalanceFen: bigint('bean_balance_fen', { mode: 'number' }).notNull().default(0),
  // Download points are kept in tenths because the daily sign-in grants 0.1.
  downCoinTenths: integer('down_coin_tenths').notNull().default(0),
  renderPoints: integer('render_points').notNull().default(0),
  couponPacks: integer('coupon_packs').notNull().default(0),
  // Downloads bought in download packages, spent one per download with pay category 3.
  downloadPackageCount: integer('download_package_count').notNull().default(0),
  // argon2id PHC string; null for seeded catalogue authors that cannot log in.
  passwordHash: text('password_hash'),
  failedLoginCount: integer('failed_login_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  outstanding: boolean('outstanding').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenSha256: text('token_sha256').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const memberships = pgTable('memberships', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  // 1 ordinary, 2 trial/experience, 3 unlimited-download member, 4 gold member
  memberCategory: smallint('member_category').notNull(),
  isSubAccount: boolean('is_sub_account').notNull().default(false),
  goldEndsAt: timestamp('gold_ends_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  experienceNumber: smallint('experience_number').notNull().default(0),
  freeDownloadTickets: integer('free_download_tickets').notNull().default(0),
});

export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.followerId, table.authorId] })],
);

/** Two-level categories per asset kind (parent_id null = first level). */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    kind: smallint('kind').notNull(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (table) => [index('categories_kind_parent_idx').on(table.kind, table.parentId, table.position)],
);

export const styles = pgTable('styles', {
  id: serial('id').primaryKey(),
  kind: smallint('kind').notNull(),
  name: text('name').notNull(),
  value: text('value').notNull(),
  position: smallint('position').notNull().default(0),
});

/** Renderers per kind; the filter code's render slot is the 1-based position. */
export const renderers = pgTable('renderers', {
  id: serial('id').primaryKey(),
  kind: smallint('kind').notNull(),
  name: text('name').notNull(),
  position: smallint('position').notNull(),
});

/** Dictionary labels (dictCode FEETYPE, MAPPINGTYPE, UE4C_FEETYPE …). */
export const dictLabels = pgTable('dict_labels', {
  id: serial('id').primaryKey(),
  dictCode: text('dict_code').notNull(),
  name: text('name').notNull(),
  value: text('value').notNull(),
  position: smallint('position').notNull().default(0),
});

/** Charge categories: 2 textures unlimited members free, 3 gold and unlimited members free, 4 unlimited members free. */
export const chargeCategories = pgTable('charge_categories', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
});

/** Fee categories per kind: 1 free, 2 paid, 3 member model. */
export const feeCategories = pgTable('fee_categories', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
});

/** Models of every kind (1 MAX, 2 SU, 3 MAPPING, 4 UE4, 5 UEC); kind-specific fields live in side tables. */
export const models = pgTable(
  'models',
  {
    id: integer('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    kind: smallint('kind').notNull(),
    modelNumber: text('model_number').notNull().unique(),
    title: text('title').notNull(),
    // Chinese unigrams and bigrams, latin words and the model number: the keyword index.
    titleTokens: text('title_tokens').array().notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    oneClassId: integer('one_class_id').notNull(),
    twoClassId: integer('two_class_id').notNull(),
    styleId: integer('style_id').notNull().default(0),
    rendererId: integer('renderer_id').notNull().default(0),
    feeCategory: smallint('fee_category').notNull(),
    chargeCategory: smallint('charge_category').notNull().default(0),
    priceFen: integer('price_fen').notNull().default(0),
    vip: boolean('vip').notNull().default(false),
    isUnique: boolean('is_unique').notNull().default(false),
    hasVr: boolean('has_vr').notNull().default(false),
    hasSpaces: boolean('has_spaces').notNull().default(false),
    score: integer('score').notNull().default(0),
    downloadCount: integer('download_count').notNull().default(0),
    favorCount: integer('favor_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    monthHeat: integer('month_heat').notNull().default(0),
    weekHeat: integer('week_heat').notNull().default(0),
    thumbPath: text('thumb_path').notNull(),
    online: boolean('online').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The transaction that last wrote the row (the default on insert, a trigger on update; migration 0019). */
    searchXid: xid8('search_xid').default(sql`pg_current_xact_id()`),
  },
  (table) => [
    index('models_author_idx').on(table.authorId, table.createdAt),
    index('models_title_tokens_idx').using('gin', table.titleTokens),
    index('models_search_xid_idx').on(table.searchXid),
    // Browsing indexes (kind[, first-level class], sort key, id) INCLUDE the filter columns are created by
    // migration 0003, because they need INCLUDE: they serve page queries as index-only scans.
  ],
);

export const modelImages = pgTable(
  'model_images',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    type: smallint('type').notNull().default(1),
    path: text('path').notNull(),
    thumbPath: text('thumb_path').notNull(),
    watermarkPath: text('watermark_path'),
    strengthenWatermarkPath: text('strengthen_watermark_path'),
    vrPath: text('vr_path'),
  },
  (table) => [uniqueIndex('model_images_model_pos_idx').on(table.modelId, table.position)],
);

/** Downloadable versions (zips) of MAX/SU models and packages of the other kinds. */
export const modelVersions = pgTable(
  'model_versions',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    // 1 MAX, 2 SU (modelType of the zip)
    modelType: smallint('model_type').notNull(),
    version: text('version').notNull(),
    light: text('light'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    filePath: text('file_path').notNull(),
    copyright: boolean('copyright').notNull().default(false),
    online: boolean('online').notNull().default(true),
  },
  (table) => [index('model_versions_model_idx').on(table.modelId)],
);

export const maxSuDetails = pgTable('max_su_details', {
  modelId: integer('model_id')
    .primaryKey()
    .references(() => models.id, { onDelete: 'cascade' }),
  software: text('software').notNull(),
  downPriceFen: integer('down_price_fen').notNull().default(0),
  modelPriceFen: integer('model_price_fen').notNull().default(0),
  anonymous: boolean('anonymous').notNull().default(false),
});

export const mappingDetails = pgTable('mapping_details', {
  modelId: integer('model_id')
    .primaryKey()
    .references(() => models.id, { onDelete: 'cascade' }),
  textureNumber: text('texture_number').notNull(),
  mappingTypeValue: text('mapping_type_value').notNull(),
  widthPx: integer('width_px').notNull(),
  heightPx: integer('height_px').notNull(),
  seamless: boolean('seamless').notNull().default(true),
  cnames: text('cnames'),
  waterPath: text('water_path'),
  strengthenWaterPath: text('strengthen_water_path'),
});

export const ue4Details = pgTable('ue4_details', {
  modelId: integer('model_id')
    .primaryKey()
    .references(() => models.id, { onDelete: 'cascade' }),
  ue4Number: text('ue4_number').notNull(),
  supportPlatform: text('support_platform').notNull(),
  engineVersion: text('engine_version').notNull(),
  // render: 1 Lumen, 2 static build
  renderMode: smallint('render_mode').notNull(),
  topNum: integer('top_num').notNull(),
  gridNum: integer('grid_num').notNull(),
  materialNum: integer('material_num').notNull(),
  materialRealNum: integer('material_real_num').notNull(),
  textureNum: integer('texture_num').notNull(),
  textureResolution: text('texture_resolution').notNull(),
  materialDetail: text('material_detail'),
});

export const uecDetails = pgTable('uec_details', {
  modelId: integer('model_id')
    .primaryKey()
    .references(() => models.id, { onDelete: 'cascade' }),
  ucNumber: text('uc_number').notNull(),
  resolutionRatioName: text('resolution_ratio_name').notNull(),
  engineVersionName: text('engine_version_name').notNull(),
  description: text('description').notNull(),
});

export const albumLabels = pgTable('album_labels', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  position: smallint('position').notNull().default(0),
});

export const albums = pgTable(
  'albums',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    title: text('title').notNull(),
    authorId: integer('author_id').references(() => users.id),
    favorCount: integer('favor_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('albums_created_idx').on(table.createdAt.desc())],
);

export const albumLabelLinks = pgTable(
  'album_label_links',
  {
    albumId: integer('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    labelId: integer('label_id')
      .notNull()
      .references(() => albumLabels.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.albumId, table.labelId] }),
    index('album_label_links_label_idx').on(table.labelId),
  ],
);

export const albumModels = pgTable(
  'album_models',
  {
    albumId: integer('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.albumId, table.modelId] })],
);

export const albumFavours = pgTable(
  'album_favours',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    albumId: integer('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.albumId] })],
);

/** Favourite folders; category uses the favourites codes (MAX 1, SU 2, MAPPING 3, UE4 4, UEC 6). */
export const favouriteFolders = pgTable('favourite_folders', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  category: smallint('category').notNull(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    folderId: integer('folder_id').references(() => favouriteFolders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.modelId] })],
);

export const userHobbies = pgTable(
  'user_hobbies',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: smallint('kind').notNull(),
    categoryIds: integer('category_ids').array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/** Downloads (the record that earns authors money and counts repeat downloads). */
export const downloads = pgTable(
  'downloads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    versionId: integer('version_id').references(() => modelVersions.id),
    paidFen: integer('paid_fen').notNull().default(0),
    // 1 beans, 2 download points, 3 free-download coupon, 4 member quota, 5 free
    paymentMethod: smallint('payment_method').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('downloads_user_idx').on(table.userId, table.createdAt),
    index('downloads_model_idx').on(table.modelId),
  ],
);

/** Author earnings ledger; the income rankings sum it. */
export const authorEarnings = pgTable(
  'author_earnings',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountFen: integer('amount_fen').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('author_earnings_author_idx').on(table.authorId, table.earnedAt)],
);

export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  orderNumber: text('order_number').notNull().unique(),
  outTradeNo: text('out_trade_no'),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  // 1 beans, 2 Alipay, 3 WeChat
  payMethod: smallint('pay_method').notNull(),
  product: text('product').notNull(),
  amountFen: integer('amount_fen').notNull(),
  status: smallint('status').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
});

export const signIns = pgTable(
  'sign_ins',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id),
  satisfied: smallint('satisfied'),
  dissatisfaction: text('dissatisfaction'),
  suggestion: text('suggestion'),
  userPhone: text('user_phone'),
  msgContent: text('msg_content'),
  screenshotPath: text('screenshot_path'),
  // The operator's answer (migration 0009); answering raises a feedback_reply message.
  replyMsg: text('reply_msg'),
  replyUserId: integer('reply_user_id').references(() => users.id),
  repliedAt: timestamp('replied_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const searchSuggestions = pgTable('search_suggestions', {
  id: serial('id').primaryKey(),
  userName: text('user_name'),
  msg: text('msg').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const errorReports = pgTable('error_reports', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id),
  modelId: integer('model_id').references(() => models.id, { onDelete: 'cascade' }),
  category: text('category').notNull(),
  msg: text('msg').notNull(),
  contact: text('contact'),
  replyMsg: text('reply_msg'),
  replyUserId: integer('reply_user_id').references(() => users.id),
  repliedAt: timestamp('replied_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Search words: hot words by hot-list category, association words by association category, home label words. */
export const hotWords = pgTable('hot_words', {
  id: serial('id').primaryKey(),
  category: smallint('category').notNull(),
  name: text('name').notNull(),
  position: smallint('position').notNull().default(0),
});

export const associationWords = pgTable(
  'association_words',
  {
    id: serial('id').primaryKey(),
    category: smallint('category').notNull(),
    word: text('word').notNull(),
    weight: integer('weight').notNull().default(0),
  },
  (table) => [
    index('association_words_prefix_idx').on(table.category, sql`${table.word} text_pattern_ops`),
  ],
);

export const labelWords = pgTable('label_words', {
  id: serial('id').primaryKey(),
  word: text('word').notNull(),
  position: smallint('position').notNull().default(0),
});

/** Banners, big images, navigation and ads; slot says where they show (e.g. home-1, channel-4, nav, ad). */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    slot: text('slot').notNull(),
    image: text('image').notNull(),
    title: text('title').notNull(),
    path: text('path').notNull(),
    /** Line under the headline (migration 0015). */
    subtitle: text('subtitle').notNull().default(''),
    /** Label of the call-to-action button; empty when the picture itself is the link. */
    cta: text('cta').notNull().default(''),
    position: smallint('position').notNull().default(0),
  },
  (table) => [index('banners_slot_idx').on(table.slot, table.position)],
);

/** Exact online-model counts per filter combination (maintained by triggers, see migration 0001). */
export const modelFacets = pgTable(
  'model_facets',
  {
    kind: smallint('kind').notNull(),
    oneClassId: integer('one_class_id').notNull(),
    twoClassId: integer('two_class_id').notNull(),
    styleId: integer('style_id').notNull(),
    rendererId: integer('renderer_id').notNull(),
    feeCategory: smallint('fee_category').notNull(),
    chargeCategory: smallint('charge_category').notNull(),
    modelCount: bigint('model_count', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      columns: [
        table.kind,
        table.oneClassId,
        table.twoClassId,
        table.styleId,
        table.rendererId,
        table.feeCategory,
        table.chargeCategory,
      ],
    }),
  ],
);

/**
 * Keyword postings (migration 0018, ADR 0047): one row per Chinese index token of each online model's
 * title, with the model's filter columns and sort keys, kept current by triggers on models. A one-token
 * keyword search reads its token's key range (index-only) instead of the matching models' wide rows.
 */
export const modelKeywordPostings = pgTable(
  'model_keyword_postings',
  {
    token: text('token').notNull(),
    modelId: integer('model_id').notNull(),
    kind: smallint('kind').notNull(),
    oneClassId: integer('one_class_id').notNull(),
    twoClassId: integer('two_class_id').notNull(),
    styleId: integer('style_id').notNull(),
    rendererId: integer('renderer_id').notNull(),
    feeCategory: smallint('fee_category').notNull(),
    chargeCategory: smallint('charge_category').notNull(),
    isUnique: boolean('is_unique').notNull(),
    hasVr: boolean('has_vr').notNull(),
    hasSpaces: boolean('has_spaces').notNull(),
    score: integer('score').notNull(),
    downloadCount: integer('download_count').notNull(),
    viewCount: integer('view_count').notNull(),
    monthHeat: integer('month_heat').notNull(),
    weekHeat: integer('week_heat').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // The migration's primary key INCLUDEs every other column, so a token's range is read index-only.
  (table) => [primaryKey({ columns: [table.token, table.modelId] })],
);

/**
 * Models deleted, and by which transaction (a trigger on models, migration 0019): the in-memory
 * search index drops them on its next read (ADR 0062).
 */
export const modelSearchRemovals = pgTable(
  'model_search_removals',
  {
    modelId: integer('model_id').notNull(),
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (table) => [index('model_search_removals_xid_idx').on(table.xid)],
);

/** Daily materialised author ranking: top 20 per ranking category 1-4. */
export const rankings = pgTable(
  'rankings',
  {
    day: date('day').notNull(),
    category: smallint('category').notNull(),
    rank: smallint('rank').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    beanFen: bigint('bean_fen', { mode: 'number' }).notNull(),
    maxBeanFen: bigint('max_bean_fen', { mode: 'number' }).notNull(),
    workNumber: integer('work_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.category, table.rank] })],
);

/** One row per scheduled job and period: the process that inserts it runs the job (jobs/claims.ts). */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    claimedBy: text('claimed_by').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.job, table.period] })],
);
