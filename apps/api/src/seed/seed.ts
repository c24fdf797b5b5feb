import { sql, type SQL } from 'drizzle-orm';
import { UPLOAD_PRICE } from '@yunmo/domain/money';
import type { DbClient } from '../db/client.js';
import { indexWholeCatalogue } from '../image-index/catalogue-index.js';
import { readShippedIndex, type ShippedModel } from '../image-index/shipped-index.js';
import { readShippedCovers } from '../previews/shipped-covers.js';
import {
  packageKey,
  readShippedPackages,
  type ShippedPackage,
  type ShippedPackages,
} from '../assets/shipped-packages.js';
import { refreshRankings } from '../ranking/refresh.js';
import { seedAuthorWorks } from './author-works-seed.js';
import { seedDemoAccounts } from '../accounts/demo-accounts.js';
import { titleTokens } from '../search/tokens.js';
import {
  bannerPath,
  poolImagePath,
  poolThumbPath,
  writeBanner,
  writePackageZip,
  writePoolImage,
  zipPath,
  assetZipPath,
  hdrVersionName,
  type ZipRecord,
} from '../assets/files.js';
import {
  mapSizeFor,
  materialForItem,
  textureOutputs,
  texturePreviewImages,
  writeSkyHdr,
  type TextureOutputs,
} from '../assets/texture-assets.js';
import { MaterialPool } from '@yunmo/textures/pool';
import { SeededRandom, seededUuid } from '../assets/random.js';
import { archetypeSamples } from '@yunmo/asset-gen/catalogue';
import type { RenderOutput, SceneSource } from '@yunmo/asset-render/jobs';
import {
  avatarKey,
  avatarPreviewPath,
  avatarWidths,
  bannerKey,
  bannerPreviewPath,
  bannerWidths,
  imageIndexCoverCopy,
  imageIndexRenderOutputs,
  modelKey,
  modelPreviewPath,
  modelViews,
  modelWidths,
} from '../previews/paths.js';
import { PreviewService } from '../previews/service.js';
import { UE_CHANNEL_PICTURES } from '@yunmo/domain/previews';
import {
  describeAssetPackage,
  writeAssetPackage,
  type AssetPackageRecord,
} from '../assets/asset-package.js';
import { assetMaps, clearAssetMapCache, packageMapSize } from '../assets/asset-maps.js';
import { generateAsset, hasArchetype } from '@yunmo/asset-gen/generate';
import {
  albumKindThemes,
  albumLabelNames,
  albumSpaceContents,
  allAssetKinds,
  givenNames,
  hotWordsByCategory,
  labelWordList,
  maxVersions,
  modifiers,
  nicknameSuffixes,
  renderersByKind,
  styleNames,
  suVersions,
  surnames,
  taxonomyByKind,
  type AssetKind,
} from './taxonomy.js';

export interface SeedProgress {
  phase: string;
  done: number;
  total: number;
}

export interface SeedOptions {
  db: DbClient;
  count: number;
  seed: number;
  /** Generate one image per model (up to the pool limit); off: a small shared pool, every path still valid. */
  images: boolean;
  /**
   * Index every MAX/SU preview for search by image (default on). Benchmark catalogues of a million
   * models turn it off: millions of embedding rows they never query.
   */
  imageIndex?: boolean;
  /**
   * Loads the search-by-image vectors of the models the shipped index was computed from, instead of
   * rendering and describing them again (ADR 0059; default on, catalogues with images only). Off:
   * every model is rendered and described (what `ship-image-index` computes the file from).
   */
  shippedIndex?: boolean;
  /** The shipped index to read (tests); default: the one shipped for this seed and count. */
  shippedIndexFile?: string;
  /**
   * Publishes the checksums of the packages the shipped file was computed from instead of building
   * each package to hash it (ADR 0061; default on, catalogues with images only, whose packages are
   * built on first download). Off: every package is built and hashed (what `ship-first-start` reads).
   */
  shippedPackages?: boolean;
  /** The shipped package checksums to read (tests); default: the ones shipped for this seed and count. */
  shippedPackagesFile?: string;
  /** Called with each package the seed built and hashed itself (`ship-first-start` collects them). */
  onPackageBuilt?: (entry: ShippedPackage) => void;
  /**
   * Writes the list covers shipped for the models they were rendered from instead of rendering
   * them (ADR 0061; default on, catalogues with images only). Off: every cover is rendered.
   */
  shippedCovers?: boolean;
  /** The shipped covers to read (tests); default: the ones shipped for this seed and count. */
  shippedCoversFile?: string;
  /**
   * Renders the banners and author avatars during the seed (default: with `images`). Off: each
   * renders on its first request, as in catalogues without images; seed tests that check only the
   * models' files skip about 12 s of rendering per seed.
   */
  renderDecorations?: boolean;
  /** Where /files/... lives on disk. */
  filesDir: string;
  /** Renders the previews (the app passes its own; the CLI gets a fresh one). */
  previews?: PreviewService;
  onProgress?: (progress: SeedProgress) => void;
  /** Called as each step of the seed ends, with its wall time and the process's CPU time meanwhile. */
  onPhase?: (phase: SeedPhase) => void;
  /**
   * Resolve once the catalogue can be browsed (rows, packages' checksums, texture previews,
   * rankings) and leave the asset renders and the search-by-image index to `SeedResult.finished`:
   * `npm start` answers meanwhile; a missing preview size renders on its first request, and image
   * searches wait for the index (`catalogueIndexBuilt`).
   */
  background?: boolean;
  /** Abandons the background step (the API closing): renders still queued and the index load. */
  signal?: AbortSignal;
  /**
   * With `background`, the image index is written once this settles (the API ready to answer):
   * a shipped index is ready at once, and its write must not hold the API's start.
   */
  indexLoadAfter?: Promise<unknown>;
}

export interface SeedResult {
  /** Settles when every render is written and the image index is loaded (at once without `background`). */
  finished: Promise<void>;
}

/**
 * One step of the seed: wall milliseconds, and CPU milliseconds of the whole process (all threads:
 * render, material and embedding workers included) over the same span. Work started in one step
 * and finished in a later one (renders) counts where its CPU was spent.
 */
export interface SeedPhase {
  phase: string;
  ms: number;
  cpuMs: number;
  /** What the step found, when there is something to say (whether the shipped index is used). */
  detail?: string;
}

/** Ends steps one after another: each call closes the step that began at the previous one. */
function phaseTimer(onPhase: ((phase: SeedPhase) => void) | undefined) {
  let wall = performance.now();
  let cpu = process.cpuUsage();
  return (phase: string, detail?: string) => {
    const nowWall = performance.now();
    const used = process.cpuUsage(cpu);
    onPhase?.({
      phase,
      ms: Math.round(nowWall - wall),
      cpuMs: Math.round((used.user + used.system) / 1000),
      ...(detail === undefined ? {} : { detail }),
    });
    wall = nowWall;
    cpu = process.cpuUsage();
  };
}

const imagePoolLimit = 3000;
const smallPoolSize = 8;
const modelBatchSize = 5000;
/** Packages in flight: zlib compresses on libuv's pool while the next asset is generated. */
const packageConcurrency = 4;
const clusterThreshold = 50_000;
const modelNumberPrefix: Readonly<Record<AssetKind, string>> = {
  1: 'M',
  2: 'S',
  3: 'T',
  4: 'U',
  5: 'C',
};
const kindWeights: readonly [AssetKind, number][] = [
  [1, 0.45],
  [2, 0.3],
  [3, 0.12],
  [4, 0.08],
  [5, 0.05],
];
const mappingTypes = ['无缝贴图', 'PBR材质', '高清贴图', '法线贴图'];

interface LeafCategory {
  oneClassId: number;
  twoClassId: number;
  /** The subcategory's name, which the asset generator builds by. */
  name: string;
  items: readonly string[];
}

interface Taxonomy {
  leavesByKind: Map<AssetKind, LeafCategory[]>;
  styleIdsByKind: Map<AssetKind, { id: number; name: string }[]>;
  rendererIdsByKind: Map<AssetKind, number[]>;
}

type ColumnType =
  'int4' | 'int2' | 'text' | 'bool' | 'uuid' | 'timestamptz' | 'int8' | 'float8' | 'jsonb';
interface Column {
  name: string;
  /** Target column when the select list transforms this input column. */
  target?: string;
  type: ColumnType;
  values: unknown[];
}

/** Multi-row insert with one array parameter per column (unnest), so batch size is not bound by the parameter limit. */
async function insertColumns(
  db: DbClient,
  table: string,
  columns: Column[],
  selectList?: SQL,
): Promise<void> {
  if (columns.length === 0 || columns[0]!.values.length === 0) return;
  const names = sql.join(
    columns.map((column) => sql.identifier(column.target ?? column.name)),
    sql`, `,
  );
  const arrays = sql.join(
    columns.map((column) => sql`${sql.param(column.values)}::${sql.raw(column.type)}[]`),
    sql`, `,
  );
  const aliases = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  await db.rows(
    sql`insert into ${sql.identifier(table)} (${names}) select ${selectList ?? sql`*`} from unnest(${arrays}) as t(${aliases})`,
  );
}

async function insertReferenceData(db: DbClient): Promise<Taxonomy> {
  const leavesByKind = new Map<AssetKind, LeafCategory[]>();
  const styleIdsByKind = new Map<AssetKind, { id: number; name: string }[]>();
  const rendererIdsByKind = new Map<AssetKind, number[]>();
  for (const kind of allAssetKinds) {
    const leaves: LeafCategory[] = [];
    const firstLevel = taxonomyByKind[kind];
    for (const [position, category] of firstLevel.entries()) {
      const [parent] = await db.rows<{ id: number }>(
        sql`insert into categories (kind, parent_id, name, position) values (${kind}, null, ${category.name}, ${position}) returning id`,
      );
      for (const [childPosition, child] of category.children.entries()) {
        const [row] = await db.rows<{ id: number }>(
          sql`insert into categories (kind, parent_id, name, position) values (${kind}, ${parent!.id}, ${child.name}, ${childPosition}) returning id`,
        );
        leaves.push({
          oneClassId: parent!.id,
          twoClassId: row!.id,
          name: child.name,
          items: child.items,
        });
      }
    }
    leavesByKind.set(kind, leaves);
    const kindStyles = kind === 3 ? mappingTypes : kind === 5 ? [] : styleNames;
    const styleRows: { id: number; name: string }[] = [];
    for (const [position, name] of kindStyles.entries()) {
      const [row] = await db.rows<{ id: number }>(
        sql`insert into styles (kind, name, value, position) values (${kind}, ${name}, ${String(position + 1)}, ${position}) returning id`,
      );
      styleRows.push({ id: row!.id, name });
    }
    styleIdsByKind.set(kind, styleRows);
    const rendererIds: number[] = [];
    for (const [position, name] of renderersByKind[kind].entries()) {
      const [row] = await db.rows<{ id: number }>(
        sql`insert into renderers (kind, name, position) values (${kind}, ${name}, ${position + 1}) returning id`,
      );
      rendererIds.push(row!.id);
    }
    rendererIdsByKind.set(kind, rendererIds);
  }
  const dictionary: [string, string, string][] = [
    ['FEETYPE', '免费', '0'],
    ['FEETYPE', '付费', '1'],
    ['FEETYPE', '会员', '2'],
    ...mappingTypes.map((name, index): [string, string, string] => [
      'MAPPINGTYPE',
      name,
      String(index + 1),
    ]),
    ['UE4C_FEETYPE', '免费', '1'],
    ['UE4C_FEETYPE', '付费', '2'],
  ];
  for (const [position, [dictCode, name, value]] of dictionary.entries()) {
    await db.rows(
      sql`insert into dict_labels (dict_code, name, value, position) values (${dictCode}, ${name}, ${value}, ${position})`,
    );
  }
  await db.rows(sql`insert into charge_categories (id, name, description) values
    (2, '贴图无限会员免费', '无限下载会员免费下载贴图'),
    (3, '金牌会员免费', '金牌会员与无限下载会员免费'),
    (4, '无限会员免费', '无限下载会员免费')`);
  await db.rows(
    sql`insert into fee_categories (id, name) values (1, '免费'), (2, '付费'), (3, '会员')`,
  );
  return { leavesByKind, styleIdsByKind, rendererIdsByKind };
}

async function insertWords(db: DbClient, random: SeededRandom): Promise<void> {
  for (const [category, words] of Object.entries(hotWordsByCategory)) {
    for (const [position, name] of words.entries()) {
      await db.rows(
        sql`insert into hot_words (category, name, position) values (${Number(category)}, ${name}, ${position})`,
      );
    }
  }
  for (const [position, word] of labelWordList.entries()) {
    await db.rows(sql`insert into label_words (word, position) values (${word}, ${position})`);
  }
  // Association words: category names, item phrases and style + item combinations per association category.
  const associationSources: [number, AssetKind][] = [
    [1, 1],
    [2, 4],
    [3, 3],
    [4, 5],
  ];
  const categoriesColumn: number[] = [];
  const wordsColumn: string[] = [];
  const weightsColumn: number[] = [];
  for (const [category, kind] of associationSources) {
    const words = new Set<string>();
    for (const first of taxonomyByKind[kind]) {
      words.add(first.name);
      for (const child of first.children) {
        words.add(child.name);
        for (const item of child.items) {
          words.add(item);
          if (kind === 1) for (const style of styleNames.slice(0, 4)) words.add(`${style}${item}`);
        }
      }
    }
    for (const word of words) {
      categoriesColumn.push(category);
      wordsColumn.push(word);
      weightsColumn.push(random.int(1, 10_000));
    }
  }
  await insertColumns(db, 'association_words', [
    { name: 'category', type: 'int2', values: categoriesColumn },
    { name: 'word', type: 'text', values: wordsColumn },
    { name: 'weight', type: 'int4', values: weightsColumn },
  ]);
}

// linkBase is one path for the whole slot or one per item (the quick links go where their labels say).
const bannerSlots: readonly [
  slot: string,
  count: number,
  titles: readonly string[],
  linkBase: string | readonly string[],
][] = [
  ['home-1', 4, ['新品上架', '设计师精选', '会员专享', '限时特惠'], '/list/max'],
  ['home-3', 3, ['SU模型专区', '贴图材质库', 'UE资产'], '/list/su'],
  ['big', 3, ['云模型·海量3D模型下载', '年度会员特惠', '原创作者招募'], '/vip/vipList'],
  ['channel-4', 3, ['3D模型频道', '精品家具', '灯具专题'], '/list/max'],
  ['channel-5', 3, ['SU模型频道', '建筑与景观', '室外专题'], '/list/su'],
  ['channel-6', 3, ['UE4资产频道', '场景专题', '载具专题'], '/list/ue4'],
  ['channel-7', 3, ['贴图频道', '石材专题', '木纹专题'], '/list/mapping'],
  ['channel-8', 3, ['UE材质频道', '地表材质', '建筑材质'], '/list/uec'],
  [
    'nav',
    8,
    ['3D模型', 'SU模型', '贴图', 'UE4模型', 'UE材质', '专辑', '排行榜', '会员'],
    [
      '/home/max',
      '/home/su',
      '/home/mapping',
      '/home/ue4',
      '/home/uec',
      '/album/albumList',
      '/ranking',
      '/vip/vipList',
    ],
  ],
  ['ad', 3, ['开通会员免费下载', '下载券活动', '作者激励计划'], '/vip/vipList'],
];

/** The line under each banner's headline and its call to action (quick links have neither). */
const bannerCopy: Readonly<Record<string, readonly [subtitle: string, cta: string]>> = {
  新品上架: ['每日更新，精选新模型第一时间下载', '查看新品'],
  设计师精选: ['资深设计师挑选的高品质家具与灯具', '立即浏览'],
  会员专享: ['会员模型每月20个免费下载', '查看会员模型'],
  限时特惠: ['精选模型限时特惠', '立即抢购'],
  SU模型专区: ['建筑、景观与室内SU模型', '进入专区'],
  贴图材质库: ['木纹、石材、布纹等无缝贴图', '浏览贴图'],
  UE资产: ['虚幻引擎模型与材质一站下载', '查看UE资产'],
  '云模型·海量3D模型下载': ['3D、SU、UE模型与贴图，设计师的素材库', '开始探索'],
  年度会员特惠: ['会员模型每月20个免费下载，每天30次免费下载', '开通会员'],
  原创作者招募: ['上传原创模型，获得下载收益', '了解详情'],
  开通会员免费下载: ['每天30次免费下载，会员模型每月20个', '立即开通'],
  下载券活动: ['签到领取下载点，兑换下载券', '参与活动'],
  作者激励计划: ['原创作者收益五五分成', '加入计划'],
  '3D模型频道': ['海量3ds Max模型', '进入频道'],
  精品家具: ['沙发、椅子与桌几', '查看专题'],
  灯具专题: ['吊灯、落地灯与台灯', '查看专题'],
  SU模型频道: ['SketchUp模型精选', '进入频道'],
  建筑与景观: ['建筑、园林与景观小品', '查看专题'],
  室外专题: ['室外场景与景观设施', '查看专题'],
  UE4资产频道: ['虚幻引擎模型', '进入频道'],
  场景专题: ['整体场景资产', '查看专题'],
  载具专题: ['汽车与交通工具', '查看专题'],
  贴图频道: ['无缝平铺材质贴图', '进入频道'],
  石材专题: ['大理石、花岗岩与石板', '查看专题'],
  木纹专题: ['木饰面与木地板', '查看专题'],
  UE材质频道: ['虚幻引擎材质', '进入频道'],
  地表材质: ['地面、草地与沙石', '查看专题'],
  建筑材质: ['墙面、砖石与混凝土', '查看专题'],
};

/** Quick-link icons stay drawn; every other banner is a rendered scene of catalogue assets. */
const drawnBannerSlots = new Set(['nav']);
const mountedArchetype = /pendant|chandelier|ceiling|wall|mirror|lantern/u;
/** Banners and avatars show furniture and lamps at room scale (not a tower beside a chair). */
const interiorArchetype =
  /sofa|chair|stool|bed|table|desk|cabinet|wardrobe|bookcase|sideboard|floor-lamp|bean-bag|potted/u;
const interiorSamples = archetypeSamples.filter(
  (sample) =>
    interiorArchetype.test(sample.id) &&
    !mountedArchetype.test(sample.id) &&
    !/scene|tableware/u.test(sample.id),
);

/** Three pieces of furniture side by side on one floor. */
function bannerScene(random: SeededRandom): SceneSource {
  const piece = (z: number, turn: [number, number]) => ({
    input: {
      subcategory: '',
      item: random.pick(interiorSamples).item,
      seed: random.int(1, 1_000_000),
    },
    x: 0,
    z,
    rotationDeg: random.int(turn[0], turn[1]),
  });
  return {
    kind: 'scene',
    placements: [piece(0, [-10, 10]), piece(0.25, [-25, 0]), piece(0.15, [0, 25])],
    layout: 'row',
  };
}

/**
 * What the UE channel's pictures show (its carousel slides, then the demo videos' posters): rooms'
 * worth of furniture and lamps, as the home banners. Fixed, so a catalogue seeded before the page
 * used them gets the same ones recorded at boot.
 */
export function ueChannelScenes(): [key: string, source: SceneSource][] {
  const random = new SeededRandom(20_261_125);
  const { slot, slides, posters } = UE_CHANNEL_PICTURES;
  return Array.from({ length: slides + posters }, (_, index) => [
    bannerKey(slot, index),
    bannerScene(random),
  ]);
}

/** Previews the seed asks for: what each key shows, and the renders under way. */
interface PreviewWork {
  service: PreviewService;
  specs: [key: string, source: SceneSource][];
  renders: Promise<unknown>[];
  /** The render job of each preview key that also writes the key's search-by-image renders. */
  indexRenders: Map<string, Promise<unknown>>;
  /** Models whose index vectors come from the shipped index (ADR 0059): no index renders. */
  shipped: ShippedModel[];
  /**
   * Model renders start when this settles: at once, or (`background`) once the catalogue can be
   * browsed, so the packages' checksums, which the API must publish first, get the cores.
   */
  modelRendersMayStart: Promise<void>;
  /** Material maps and their preview renders, on worker threads (catalogues with images only). */
  materials: MaterialPool | undefined;
}

async function insertBanners(
  db: DbClient,
  filesDir: string,
  seed: number,
  work: PreviewWork,
  renderNow: boolean,
): Promise<void> {
  // Rendered once at 2× and downscaled for 1×: a banner is the largest picture the seed makes.
  const recordBanner = (key: string, source: SceneSource) => {
    work.specs.push([key, source]);
    if (renderNow)
      work.renders.push(
        work.service.render(
          source,
          [bannerPreviewPath(key, bannerWidths[1])],
          [bannerPreviewPath(key, bannerWidths[0])],
        ),
      );
  };
  for (const [key, source] of ueChannelScenes()) recordBanner(key, source);
  const random = new SeededRandom(seed * 13 + 7);
  for (const [slot, count, titles, linkBase] of bannerSlots) {
    for (let index = 0; index < count; index += 1) {
      let image = bannerPath(slot, index);
      if (drawnBannerSlots.has(slot)) await writeBanner(filesDir, seed, slot, index);
      else {
        const key = bannerKey(slot, index);
        recordBanner(key, bannerScene(random));
        image = bannerPreviewPath(key, bannerWidths[1]);
      }
      const title = titles[index] ?? slot;
      const copy = drawnBannerSlots.has(slot) ? undefined : bannerCopy[title];
      await db.rows(
        sql`insert into banners (slot, image, title, subtitle, cta, path, position) values (${slot}, ${image}, ${title}, ${copy?.[0] ?? ''}, ${copy?.[1] ?? ''}, ${typeof linkBase === 'string' ? `${linkBase}?from=${slot}-${index + 1}` : (linkBase[index] ?? '/')}, ${index})`,
      );
    }
  }
}

function composeTitle(
  kind: AssetKind,
  random: SeededRandom,
  styleName: string | undefined,
  item: string,
): string {
  const modifier = random.pick(modifiers);
  if (kind === 3) return `${modifier}${item}贴图`;
  if (kind === 5) return `${modifier}${item}`;
  if (kind === 4) return `${styleName ?? ''}${item}UE资产`;
  return `${styleName ?? ''}${modifier}${item}`;
}

interface PackageJob {
  publicPath: string;
  input: { subcategory: string; item: string; seed: number; style: string };
  contents: { title: string; modelNumber: string; software: string; versions: readonly string[] };
  /** Rows of the batch's version columns that point at this package. */
  versionRows: number[];
  record?: AssetPackageRecord;
  /** How many map files the package holds. */
  mapCount?: number;
}

/** The shipped package checksums as one seed uses them (ADR 0061). */
interface ShippedPackageUse {
  packages: ShippedPackages | null;
  /** Set once one package of each software was built here and matched the shipped bytes. */
  verified: boolean;
  /** Why the shipped checksums are not used, once they were refused. */
  refused?: string;
  /** Packages published from the shipped file. */
  used: number;
  onBuilt?: ((entry: ShippedPackage) => void) | undefined;
}

/**
 * Generates the batch's asset packages with their maps, a few at a time. With the catalogue's images
 * (`onDemand`) only their sizes and checksums are kept: the first download builds the same bytes
 * (downloads/asset-packages.ts), so a fresh catalogue does not hold a gigabyte of maps nobody fetched.
 * Those checksums come from the shipped file when it holds this very package (ADR 0061).
 */
async function runPackageJobs(
  jobs: PackageJob[],
  filesDir: string,
  mapSize: number,
  onDemand: boolean,
  pool: MaterialPool | undefined,
  shipped: ShippedPackageUse,
  onProgress: (done: number) => void,
): Promise<void> {
  const build = async (job: PackageJob) => {
    const asset = generateAsset(job.input);
    const maps = await assetMaps(asset, mapSize, pool);
    job.mapCount = maps.files.length;
    job.record = onDemand
      ? await describeAssetPackage(job.publicPath, asset, job.contents, maps)
      : await writeAssetPackage(filesDir, job.publicPath, asset, job.contents, maps);
    shipped.onBuilt?.({
      key: packageKey(job, mapSize),
      record: job.record,
      mapCount: job.mapCount,
    });
  };
  // Only checksums are published ahead (packages built on first download): those may come shipped.
  let usable = onDemand ? shipped.packages : null;
  if (usable && !shipped.verified) {
    // One package of each software built here first: bytes that differ and the file is not trusted.
    const samples = new Map<string, PackageJob>();
    for (const job of jobs)
      if (!samples.has(job.contents.software) && usable.match(job, mapSize))
        samples.set(job.contents.software, job);
    for (const job of samples.values()) {
      await build(job);
      if (job.record!.sha256 !== usable.match(job, mapSize)!.record.sha256) {
        shipped.refused = `package ${job.publicPath} differs from the shipped one`;
        shipped.packages = null;
        usable = null;
        break;
      }
    }
    shipped.verified = usable !== null;
  }
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next]!;
      next += 1;
      const found = job.record ? undefined : usable?.match(job, mapSize);
      if (found) {
        job.record = found.record;
        job.mapCount = found.mapCount;
        shipped.used += 1;
      } else if (!job.record) await build(job);
      done += 1;
      if (done % 50 === 0 || done === jobs.length) onProgress(done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(packageConcurrency, jobs.length) }, worker));
}

/**
 * What model_assets.package keeps: the package's listing texts and map size (to build it again), and,
 * when the seed did not write it, its entries and facts as hashed, for the detail page's contents.
 */
function publishedPackage(job: PackageJob, mapSize: number, onDemand: boolean) {
  const record = job.record!;
  const { faces, vertices, widthCm, depthCm, heightCm } = record.facts;
  return {
    contents: job.contents,
    mapSize,
    ...(onDemand
      ? {
          published: {
            sha256: record.sha256,
            entries: record.entries,
            model: { faces, vertices, widthCm, depthCm, heightCm },
          },
        }
      : {}),
  };
}

function pickKind(random: SeededRandom): AssetKind {
  let roll = random.next();
  for (const [kind, weight] of kindWeights) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 1;
}

/** Seeds a whole catalogue. Deterministic for a given seed except for timestamps, which are relative to now. */
export async function seedDatabase(options: SeedOptions): Promise<SeedResult> {
  const ownPreviews = options.previews === undefined;
  let allowModelRenders = () => {};
  let refuseModelRenders = (_error: unknown) => {};
  const modelRendersMayStart = new Promise<void>((resolve, reject) => {
    allowModelRenders = resolve;
    refuseModelRenders = reject;
  });
  // A failed seed starts none of the renders it held back.
  modelRendersMayStart.catch(() => undefined);
  if (!options.background) allowModelRenders();
  const work: PreviewWork = {
    service: options.previews ?? new PreviewService(options.filesDir),
    specs: [],
    renders: [],
    indexRenders: new Map(),
    shipped: [],
    modelRendersMayStart,
    // Test catalogues' small maps take milliseconds: not worth starting threads for.
    materials: options.images ? new MaterialPool() : undefined,
  };
  const release = async () => {
    // A failed seed must not leave renders running into a removed folder.
    await Promise.allSettled(work.renders);
    if (ownPreviews) await work.service.close();
    await work.materials?.close();
    clearAssetMapCache();
  };
  let finish: () => Promise<void>;
  try {
    finish = await seedCatalogue(options, work);
    allowModelRenders();
    if (!options.background) await finish();
  } catch (error) {
    refuseModelRenders(error);
    await release();
    throw error;
  }
  if (!options.background) {
    await release();
    return { finished: Promise.resolve() };
  }
  const finished = finish().finally(release);
  // The caller may not await it before it fails; its failure is theirs to report.
  finished.catch(() => undefined);
  return { finished };
}

/** Seeds what the catalogue's pages read; returns the step that waits for the renders and loads the image index. */
async function seedCatalogue(
  options: SeedOptions,
  work: PreviewWork,
): Promise<() => Promise<void>> {
  const { db, count, seed, filesDir } = options;
  const report = (phase: string, done: number, total: number) =>
    options.onProgress?.({ phase, done, total });
  const random = new SeededRandom(seed);
  const now = Date.now();
  const dayMs = 86_400_000;
  const materials = work.materials;
  const phaseEnd = phaseTimer(options.onPhase);

  report('taxonomy', 0, 1);
  const taxonomy = await insertReferenceData(db);
  await insertWords(db, random);
  // Without per-model images (test catalogues), banners and avatars are rendered on their first request.
  const renderDecorations = options.renderDecorations ?? options.images;
  await insertBanners(db, filesDir, seed, work, renderDecorations);
  report('taxonomy', 1, 1);
  phaseEnd('taxonomy');

  const poolSize = options.images
    ? Math.max(1, Math.min(count, imagePoolLimit))
    : Math.min(count, smallPoolSize);
  // Pool pictures stand in only for models with neither a render nor a material (an item without an
  // archetype), so only the ones such a model shows are drawn, when it is seeded. sharp draws them
  // on libuv's thread pool meanwhile; they are awaited with the renders.
  const poolImages = new Map<number, Promise<void>>();
  const poolImage = (index: number): Promise<void> => {
    let written = poolImages.get(index);
    if (!written) {
      written = writePoolImage(filesDir, seed, index);
      poolImages.set(index, written);
      // Settled before the seed ends, even when it fails first.
      work.renders.push(written);
    }
    return written;
  };

  const authorCount = Math.max(10, Math.min(2000, Math.round(count / 100)));
  const avatarPool = options.images ? authorCount : Math.min(authorCount, smallPoolSize);
  // Avatars are portraits of a piece each author is known for, on a soft blue studio sweep.
  const avatarRandom = new SeededRandom(seed * 17 + 3);
  for (let index = 0; index < avatarPool; index += 1) {
    const key = avatarKey(index);
    const source: SceneSource = {
      kind: 'asset',
      input: {
        subcategory: '',
        item: avatarRandom.pick(interiorSamples).item,
        seed: avatarRandom.int(1, 1_000_000),
      },
    };
    work.specs.push([key, source]);
    if (renderDecorations)
      work.renders.push(
        work.service.render(
          source,
          [avatarPreviewPath(key, avatarWidths[1])],
          [avatarPreviewPath(key, avatarWidths[0])],
        ),
      );
  }
  const authorColumns = {
    id: [] as number[],
    userName: [] as string[],
    nickname: [] as string[],
    avatar: [] as string[],
    phone: [] as string[],
    wx: [] as string[],
    intro: [] as string[],
    pc: [] as string[],
    mobile: [] as string[],
    created: [] as string[],
  };
  for (let index = 0; index < authorCount; index += 1) {
    const id = index + 1;
    authorColumns.id.push(id);
    authorColumns.userName.push(`ym${String(100000 + id * 7 + random.int(0, 6))}`);
    authorColumns.nickname.push(
      `${random.pick(surnames)}${random.pick(givenNames)}${random.pick(nicknameSuffixes)}`,
    );
    authorColumns.avatar.push(avatarPreviewPath(avatarKey(index % avatarPool), avatarWidths[1]));
    authorColumns.phone.push(
      `1${random.int(3, 9)}${String(random.int(0, 999_999_999)).padStart(9, '0')}`,
    );
    authorColumns.wx.push(`wx_${random.int(100_000, 999_999)}`);
    authorColumns.intro.push(`专注${random.pick(styleNames)}风格室内外模型制作，作品均为原创。`);
    authorColumns.pc.push(bannerPreviewPath(bannerKey('big', index % 3), bannerWidths[1]));
    authorColumns.mobile.push(bannerPreviewPath(bannerKey('big', index % 3), bannerWidths[0]));
    authorColumns.created.push(new Date(now - random.int(200, 2000) * dayMs).toISOString());
  }
  await insertColumns(db, 'users', [
    { name: 'id', type: 'int4', values: authorColumns.id },
    { name: 'user_name', type: 'text', values: authorColumns.userName },
    { name: 'nickname', type: 'text', values: authorColumns.nickname },
    { name: 'avatar_path', type: 'text', values: authorColumns.avatar },
    { name: 'phone', type: 'text', values: authorColumns.phone },
    { name: 'wx', type: 'text', values: authorColumns.wx },
    { name: 'introduction', type: 'text', values: authorColumns.intro },
    { name: 'pc_banner_path', type: 'text', values: authorColumns.pc },
    { name: 'mobile_banner_path', type: 'text', values: authorColumns.mobile },
    { name: 'is_author', type: 'bool', values: authorColumns.id.map(() => true) },
    { name: 'created_at', type: 'timestamptz', values: authorColumns.created },
  ]);
  await db.rows(sql`select setval(pg_get_serial_sequence('users', 'id'), ${authorCount})`);
  phaseEnd('authors');
  const shipped =
    options.images && options.imageIndex !== false && options.shippedIndex !== false
      ? await readShippedIndex(seed, count, options.shippedIndexFile)
      : { index: null, reason: 'off' };
  phaseEnd('shipped-index', shipped.index ? 'found' : shipped.reason);
  const shippedPackagesRead =
    options.images && options.shippedPackages !== false
      ? await readShippedPackages(seed, count, options.shippedPackagesFile)
      : { packages: null, reason: 'off' };
  const shippedPackages: ShippedPackageUse = {
    packages: shippedPackagesRead.packages,
    verified: false,
    used: 0,
    onBuilt: options.onPackageBuilt,
  };
  phaseEnd('shipped-packages', shippedPackagesRead.packages ? 'found' : shippedPackagesRead.reason);
  const shippedCovers =
    options.images && options.shippedCovers !== false
      ? await readShippedCovers(seed, count, options.shippedCoversFile)
      : { covers: null, reason: 'off' };
  let coversFromFile = 0;
  phaseEnd('shipped-covers', shippedCovers.covers ? 'found' : shippedCovers.reason);

  const zipRecords = new Map<string, ZipRecord>();
  const assetPreviewKeys: string[] = [];
  let renderedCount = 0;
  const packageJobs = new Map<string, PackageJob>();
  let packagesDone = 0;
  const modelKinds: AssetKind[] = [];
  /** What each model is, for curating albums by space, style and kind. */
  const modelFacts: {
    id: number;
    kind: AssetKind;
    subcategory: string;
    item: string;
    style: string | undefined;
  }[] = [];
  for (let start = 1; start <= count; start += modelBatchSize) {
    const end = Math.min(count, start + modelBatchSize - 1);
    const columns = {
      id: [] as number[],
      uuid: [] as string[],
      kind: [] as number[],
      number: [] as string[],
      title: [] as string[],
      tokens: [] as string[],
      author: [] as number[],
      one: [] as number[],
      two: [] as number[],
      style: [] as number[],
      renderer: [] as number[],
      fee: [] as number[],
      charge: [] as number[],
      price: [] as number[],
      vip: [] as boolean[],
      unique: [] as boolean[],
      vr: [] as boolean[],
      spaces: [] as boolean[],
      score: [] as number[],
      downloads: [] as number[],
      favors: [] as number[],
      views: [] as number[],
      month: [] as number[],
      week: [] as number[],
      thumb: [] as string[],
      created: [] as string[],
    };
    const images = {
      model: [] as number[],
      position: [] as number[],
      path: [] as string[],
      thumb: [] as string[],
      watermark: [] as string[],
    };
    const versions = {
      model: [] as number[],
      type: [] as number[],
      version: [] as string[],
      light: [] as (string | null)[],
      size: [] as number[],
      sha: [] as string[],
      path: [] as string[],
      copyright: [] as boolean[],
    };
    const maxSu = {
      model: [] as number[],
      software: [] as string[],
      downPrice: [] as number[],
      modelPrice: [] as number[],
    };
    const mapping = {
      model: [] as number[],
      number: [] as string[],
      type: [] as string[],
      width: [] as number[],
      height: [] as number[],
      cnames: [] as string[],
      water: [] as string[],
    };
    const ue4 = {
      model: [] as number[],
      number: [] as string[],
      platform: [] as string[],
      engine: [] as string[],
      render: [] as number[],
      top: [] as number[],
      grid: [] as number[],
      mat: [] as number[],
      matReal: [] as number[],
      tex: [] as number[],
      res: [] as string[],
    };
    const uec = {
      model: [] as number[],
      number: [] as string[],
      res: [] as string[],
      engine: [] as string[],
      description: [] as string[],
    };
    const batchJobs: PackageJob[] = [];
    const pendingUe4: { job: PackageJob; row: number }[] = [];
    const pendingTextures: { work: Promise<TextureOutputs>; row: number }[] = [];
    /** Each 3D, SU and UE model and the package it downloads: its generator input is stored with it. */
    const modelAssets: { id: number; job: PackageJob }[] = [];
    for (let id = start; id <= end; id += 1) {
      const kind = pickKind(random);
      modelKinds.push(kind);
      const leaf = random.pick(taxonomy.leavesByKind.get(kind)!);
      const kindStyles = taxonomy.styleIdsByKind.get(kind)!;
      const style = kindStyles.length > 0 ? random.pick(kindStyles) : undefined;
      const rendererIds = taxonomy.rendererIdsByKind.get(kind)!;
      const rendererId = rendererIds.length > 0 ? random.pick(rendererIds) : 0;
      const item = random.pick(leaf.items);
      modelFacts.push({ id, kind, subcategory: leaf.name, item, style: style?.name });
      const title = composeTitle(kind, random, kind === 3 ? undefined : style?.name, item);
      const modelNumber = `${modelNumberPrefix[kind]}${String(id).padStart(8, '0')}`;
      // Fee: 1 free, 2 paid, 3 member; MAX/SU member models carry charge category 3 (gold) or 4 (unlimited).
      const feeRoll = random.next();
      const fee = feeRoll < 0.35 ? 1 : feeRoll < 0.7 || kind === 4 || kind === 5 ? 2 : 3;
      let charge = 0;
      if (fee === 3) charge = kind === 3 ? 2 : random.chance(0.6) ? 3 : 4;
      // Paid prices follow the upload rules: 0.5 to 4 yuan (the models' cap), 2.8 the authors' default.
      // One draw for a paid model, as before, so the rest of the seeded catalogue stays the same.
      const paidRoll = fee === 2 ? random.int(1, 60) : 0;
      const price =
        fee === 1
          ? 0
          : fee === 3
            ? 220
            : paidRoll > 48
              ? UPLOAD_PRICE.defaultFen
              : Math.ceil(paidRoll / 6) * 50;
      const downloads = Math.floor(random.next() ** 3 * 20_000);
      const poolIndex = (id - 1) % poolSize;
      // 贴图 and UE materials are real material sets: their previews and packages come from their maps.
      const material = kind === 3 || kind === 5 ? materialForItem(item, id) : null;
      // Built on the material pool while the seed goes on; the version rows get the package's size and hash after the batch.
      const texturedWork = material
        ? textureOutputs(
            filesDir,
            material,
            kind as 3 | 5,
            options.images === true,
            undefined,
            materials,
          )
        : null;
      // Settled before the pool closes, even when the seed fails first.
      if (texturedWork) work.renders.push(texturedWork);
      const textured = material
        ? {
            previews: texturePreviewImages(material, kind as 3 | 5),
            mapSize: mapSizeFor(options.images === true),
          }
        : null;
      // 3D, SU and UE models show renders of their own asset (the one their package holds).
      const rendered = (kind === 1 || kind === 2 || kind === 4) && hasArchetype(item);
      // The generator input of the package this model downloads (shared by the models of a pool entry):
      // renders, the preview GLB and the package are all built from it.
      const ownInput = {
        subcategory: leaf.name,
        item,
        seed: seed * 7919 + poolIndex,
        style: style?.name ?? '',
      };
      const assetInput = packageJobs.get(`${poolIndex}-asset`)?.input ?? ownInput;
      let previewKey = modelKey(id);
      if (rendered) {
        if (options.images || assetPreviewKeys.length < smallPoolSize) {
          const source: SceneSource = { kind: 'asset', input: assetInput };
          work.specs.push([previewKey, source]);
          assetPreviewKeys.push(previewKey);
          // The thumbnail is rendered now (lists and albums need it); the other sizes on first request.
          // 3D and SU models also get the small renders search by image indexes, in the same job,
          // unless the shipped index holds the vectors of exactly this model (ADR 0059).
          const shippedModel =
            kind === 1 || kind === 2 ? shipped.index?.match(id, kind, source) : undefined;
          if (shippedModel) work.shipped.push(shippedModel);
          const indexed = (kind === 1 || kind === 2) && !shippedModel;
          const indexRenders: RenderOutput[] = indexed
            ? imageIndexRenderOutputs(filesDir, previewKey, { coverCopied: true })
            : [];
          const indexCopies = indexed ? [imageIndexCoverCopy(filesDir, previewKey)] : [];
          const cover = modelPreviewPath(previewKey, 'cover', modelWidths.thumb);
          // A shipped cover of exactly this model is written instead of rendered, unless the job
          // also renders the index pictures (which share the asset's preparation).
          const shippedCover =
            indexRenders.length === 0 ? shippedCovers.covers?.match(previewKey, source) : undefined;
          const rendering = work.modelRendersMayStart
            .then(async () => {
              // Stopped (the API closing) before its turn: not started at all.
              options.signal?.throwIfAborted();
              if (!shippedCover)
                return void (await work.service.render(
                  source,
                  [cover],
                  [],
                  indexRenders,
                  indexCopies,
                ));
              await work.service.writePicture(cover, shippedCover);
              coversFromFile += 1;
            })
            .then(() => report('renders', (renderedCount += 1), assetPreviewKeys.length));
          work.renders.push(rendering);
          if (indexRenders.length > 0) work.indexRenders.set(previewKey, rendering);
        } else {
          // Test catalogues share a few renders, as they share the pool pictures.
          previewKey = assetPreviewKeys[id % assetPreviewKeys.length]!;
        }
      }
      columns.id.push(id);
      columns.uuid.push(seededUuid(seed, 1, id));
      columns.kind.push(kind);
      columns.number.push(modelNumber);
      columns.title.push(title);
      columns.tokens.push(titleTokens(title, modelNumber, id).join(' '));
      columns.author.push(random.int(1, authorCount));
      columns.one.push(leaf.oneClassId);
      columns.two.push(leaf.twoClassId);
      columns.style.push(style?.id ?? 0);
      columns.renderer.push(rendererId);
      columns.fee.push(fee);
      columns.charge.push(charge);
      columns.price.push(price);
      columns.vip.push(fee === 3);
      columns.unique.push(random.chance(0.1));
      columns.vr.push((kind === 1 || kind === 2) && random.chance(0.15));
      columns.spaces.push((kind === 1 || kind === 2) && random.chance(0.1));
      columns.score.push(random.int(0, 1000));
      columns.downloads.push(downloads);
      columns.favors.push(Math.floor(downloads * random.next() * 0.3));
      columns.views.push(downloads * random.int(3, 12) + random.int(0, 500));
      columns.month.push(Math.floor(downloads * random.next() * 0.2));
      columns.week.push(Math.floor(downloads * random.next() * 0.05));
      columns.thumb.push(
        textured
          ? textured.previews.images[0]!.thumb
          : rendered
            ? modelPreviewPath(previewKey, 'cover', modelWidths.thumb)
            : (void poolImage(poolIndex), poolThumbPath(poolIndex)),
      );
      columns.created.push(new Date(now - Math.floor(random.next() * 1000 * dayMs)).toISOString());
      if (textured) {
        for (const [position, image] of textured.previews.images.entries()) {
          images.model.push(id);
          images.position.push(position);
          images.path.push(image.path);
          images.thumb.push(image.thumb);
          images.watermark.push(image.path);
        }
      } else if (rendered) {
        // The cover and two or three more angles of the same asset.
        for (const [position, view] of modelViews.slice(0, 3 + (id % 2)).entries()) {
          images.model.push(id);
          images.position.push(position);
          images.path.push(modelPreviewPath(previewKey, view, modelWidths.detail));
          images.thumb.push(modelPreviewPath(previewKey, view, modelWidths.thumb));
          images.watermark.push(modelPreviewPath(previewKey, view, modelWidths.detail));
        }
      } else {
        const imageCount = 1 + (id % 3);
        for (let position = 0; position < imageCount; position += 1) {
          const imageIndex = (poolIndex + position * 7) % poolSize;
          void poolImage(imageIndex);
          images.model.push(id);
          images.position.push(position);
          images.path.push(poolImagePath(imageIndex));
          images.thumb.push(poolThumbPath(imageIndex));
          images.watermark.push(poolImagePath(imageIndex));
        }
      }
      const versionNames: string[] =
        kind === 1
          ? [random.pick(maxVersions), random.pick(maxVersions)]
          : kind === 2
            ? [random.pick(suVersions)]
            : kind === 3
              ? // Every fourth texture also comes as an HDR environment map (§4.2, flag 2).
                id % 4 === 0
                ? ['JPG', hdrVersionName]
                : ['JPG']
              : ['5.1'];
      const uniqueVersions = [...new Set(versionNames)];
      // MAX, SU and UE models download a real asset (GLB + OBJ + MTL), one package per model shared by
      // its versions; it is generated below, after the batch, several at a time.
      const hasAsset = kind === 1 || kind === 2 || kind === 4;
      for (const [versionIndex, version] of uniqueVersions.entries()) {
        let record: ZipRecord | undefined;
        if (hasAsset) {
          const key = `${poolIndex}-asset`;
          let job = packageJobs.get(key);
          if (!job) {
            const software = kind === 1 ? '3ds Max' : kind === 2 ? 'SketchUp' : 'Unreal Engine';
            job = {
              publicPath: assetZipPath(poolIndex),
              input: ownInput,
              contents: { title, modelNumber, software, versions: uniqueVersions },
              versionRows: [],
            };
            packageJobs.set(key, job);
            batchJobs.push(job);
          }
          if (versionIndex === 0) modelAssets.push({ id, job });
          job.versionRows.push(versions.model.length);
          if (kind === 4 && versionIndex === 0) pendingUe4.push({ job, row: ue4.model.length });
        } else {
          const key = `${poolIndex}-${versionIndex}-${version === hdrVersionName ? 'hdr' : 'zip'}`;
          if (version === hdrVersionName)
            record = await writeSkyHdr(filesDir, poolIndex, options.images === true);
          else if (texturedWork)
            pendingTextures.push({ work: texturedWork, row: versions.model.length });
          record ??= zipRecords.get(key);
          if (!record && !texturedWork) {
            const software = kind === 3 ? '贴图' : 'Unreal Engine';
            // The package ships the pool thumbnail as its texture.
            await poolImage(poolIndex);
            record = await writePackageZip(
              filesDir,
              zipPath(poolIndex, versionIndex),
              { title, modelNumber, version, software, texturePath: poolThumbPath(poolIndex) },
              seed + id,
            );
            zipRecords.set(key, record);
          }
        }
        versions.model.push(id);
        versions.type.push(kind === 2 ? 2 : 1);
        versions.version.push(version);
        versions.light.push(
          kind === 1 || kind === 2
            ? renderersByKind[kind][random.int(0, renderersByKind[kind].length - 1)]!
            : null,
        );
        // Asset packages fill these in once built.
        versions.size.push(record?.sizeBytes ?? 0);
        versions.sha.push(record?.sha256 ?? '');
        versions.path.push(record?.path ?? '');
        // Every fifth MAX/SU model's first version is a copyright model, so the detail page's notice has data;
        // decided by id, not by the random stream, so the rest of the seed stays as it was.
        versions.copyright.push((kind === 1 || kind === 2) && id % 5 === 0 && versionIndex === 0);
      }
      if (kind === 1 || kind === 2) {
        maxSu.model.push(id);
        maxSu.software.push(kind === 1 ? '3ds Max' : 'SketchUp');
        maxSu.downPrice.push(price);
        maxSu.modelPrice.push(price);
      } else if (kind === 3) {
        const size = random.pick([1024, 2048, 4096]);
        mapping.model.push(id);
        mapping.number.push(modelNumber);
        mapping.type.push(String(kindStyles.findIndex((entry) => entry.id === style?.id) + 1));
        mapping.width.push(textured?.mapSize ?? size);
        mapping.height.push(textured?.mapSize ?? size);
        mapping.cnames.push(item);
        mapping.water.push(
          textured
            ? textured.previews.images[0]!.path
            : (void poolImage(poolIndex), poolImagePath(poolIndex)),
        );
      } else if (kind === 4) {
        ue4.model.push(id);
        ue4.number.push(modelNumber);
        ue4.platform.push(random.pick(['Windows', 'Windows, Mac', 'Windows, Linux']));
        ue4.engine.push(random.pick(['4.27', '5.0', '5.1', '5.2', '5.3']));
        ue4.render.push(rendererIds.indexOf(rendererId) + 1);
        // Vertex, mesh and material counts come from the asset in the package (filled in below). The
        // random draws stay so the rest of the seed's stream is unchanged.
        random.int(1000, 500_000);
        random.int(1, 200);
        random.int(1, 40);
        random.int(1, 40);
        random.int(1, 120);
        random.pick(['1024x1024', '2048x2048', '4096x4096']);
        ue4.top.push(0);
        ue4.grid.push(0);
        ue4.mat.push(0);
        ue4.matReal.push(0);
        // Filled in from the package's maps below.
        ue4.tex.push(0);
        ue4.res.push('无贴图');
      } else {
        uec.model.push(id);
        uec.number.push(modelNumber);
        const res = random.pick(['2K', '4K', '8K']);
        uec.res.push(
          textured
            ? textured.mapSize >= 1024
              ? `${textured.mapSize / 1024}K`
              : `${textured.mapSize}px`
            : res,
        );
        uec.engine.push(random.pick(['UE4.27', 'UE5.1', 'UE5.3']));
        uec.description.push(`${title}，可平铺，含基础色、法线与粗糙度贴图。`);
      }
    }
    phaseEnd('model-rows');
    const shippedBefore = shippedPackages.used;
    await runPackageJobs(
      batchJobs,
      filesDir,
      packageMapSize(options.images === true),
      options.images === true,
      materials,
      shippedPackages,
      (done) => report('packages', packagesDone + done, packageJobs.size),
    );
    packagesDone += batchJobs.length;
    phaseEnd(
      'packages',
      shippedPackages.refused ??
        (shippedPackagesRead.packages
          ? `${shippedPackages.used - shippedBefore} of ${batchJobs.length} checksums from the shipped file`
          : undefined),
    );
    for (const job of batchJobs) {
      const record = job.record!;
      for (const row of job.versionRows) {
        versions.size[row] = record.sizeBytes;
        versions.sha[row] = record.sha256;
        versions.path[row] = record.path;
      }
    }
    for (const { work: texturedWork, row } of pendingTextures) {
      const record = (await texturedWork).packageRecord;
      versions.size[row] = record.sizeBytes;
      versions.sha[row] = record.sha256;
      versions.path[row] = record.path;
    }
    phaseEnd('texture-packages');
    for (const { job, row } of pendingUe4) {
      const facts = job.record!.facts;
      ue4.top[row] = facts.vertices;
      ue4.grid[row] = facts.meshes;
      ue4.mat[row] = facts.materials;
      ue4.matReal[row] = facts.materials;
      ue4.tex[row] = job.mapCount ?? 0;
      ue4.res[row] = job.mapCount
        ? `${packageMapSize(options.images === true)}x${packageMapSize(options.images === true)}`
        : '无贴图';
    }
    await insertColumns(
      db,
      'models',
      [
        { name: 'id', type: 'int4', values: columns.id },
        { name: 'uuid', type: 'uuid', values: columns.uuid },
        { name: 'kind', type: 'int2', values: columns.kind },
        { name: 'model_number', type: 'text', values: columns.number },
        { name: 'title', type: 'text', values: columns.title },
        {
          name: 'title_tokens_joined',
          target: 'title_tokens',
          type: 'text',
          values: columns.tokens,
        },
        { name: 'author_id', type: 'int4', values: columns.author },
        { name: 'one_class_id', type: 'int4', values: columns.one },
        { name: 'two_class_id', type: 'int4', values: columns.two },
        { name: 'style_id', type: 'int4', values: columns.style },
        { name: 'renderer_id', type: 'int4', values: columns.renderer },
        { name: 'fee_category', type: 'int2', values: columns.fee },
        { name: 'charge_category', type: 'int2', values: columns.charge },
        { name: 'price_fen', type: 'int4', values: columns.price },
        { name: 'vip', type: 'bool', values: columns.vip },
        { name: 'is_unique', type: 'bool', values: columns.unique },
        { name: 'has_vr', type: 'bool', values: columns.vr },
        { name: 'has_spaces', type: 'bool', values: columns.spaces },
        { name: 'score', type: 'int4', values: columns.score },
        { name: 'download_count', type: 'int4', values: columns.downloads },
        { name: 'favor_count', type: 'int4', values: columns.favors },
        { name: 'view_count', type: 'int4', values: columns.views },
        { name: 'month_heat', type: 'int4', values: columns.month },
        { name: 'week_heat', type: 'int4', values: columns.week },
        { name: 'thumb_path', type: 'text', values: columns.thumb },
        { name: 'created_at', type: 'timestamptz', values: columns.created },
      ],
      sql`id, uuid, kind, model_number, title, string_to_array(title_tokens_joined, ' '), author_id, one_class_id, two_class_id, style_id,
        renderer_id, fee_category, charge_category, price_fen, vip, is_unique, has_vr, has_spaces, score, download_count, favor_count,
        view_count, month_heat, week_heat, thumb_path, created_at`,
    );
    await insertColumns(db, 'model_images', [
      { name: 'model_id', type: 'int4', values: images.model },
      { name: 'position', type: 'int2', values: images.position },
      { name: 'path', type: 'text', values: images.path },
      { name: 'thumb_path', type: 'text', values: images.thumb },
      { name: 'watermark_path', type: 'text', values: images.watermark },
    ]);
    await insertColumns(db, 'model_versions', [
      { name: 'model_id', type: 'int4', values: versions.model },
      { name: 'model_type', type: 'int2', values: versions.type },
      { name: 'version', type: 'text', values: versions.version },
      { name: 'light', type: 'text', values: versions.light },
      { name: 'size_bytes', type: 'int8', values: versions.size },
      { name: 'sha256', type: 'text', values: versions.sha },
      { name: 'file_path', type: 'text', values: versions.path },
      { name: 'copyright', type: 'bool', values: versions.copyright },
    ]);
    await insertColumns(db, 'model_assets', [
      { name: 'model_id', type: 'int4', values: modelAssets.map((entry) => entry.id) },
      {
        name: 'input',
        type: 'jsonb',
        values: modelAssets.map((entry) => JSON.stringify(entry.job.input)),
      },
      // What the package was built from, so a download can build the very same bytes again.
      {
        name: 'package',
        type: 'jsonb',
        values: modelAssets.map((entry) =>
          JSON.stringify(
            publishedPackage(
              entry.job,
              packageMapSize(options.images === true),
              options.images === true,
            ),
          ),
        ),
      },
      {
        name: 'faces',
        type: 'int4',
        values: modelAssets.map((entry) => entry.job.record!.facts.faces),
      },
      {
        name: 'vertices',
        type: 'int4',
        values: modelAssets.map((entry) => entry.job.record!.facts.vertices),
      },
      {
        name: 'width_cm',
        type: 'float8',
        values: modelAssets.map((entry) => entry.job.record!.facts.widthCm),
      },
      {
        name: 'depth_cm',
        type: 'float8',
        values: modelAssets.map((entry) => entry.job.record!.facts.depthCm),
      },
      {
        name: 'height_cm',
        type: 'float8',
        values: modelAssets.map((entry) => entry.job.record!.facts.heightCm),
      },
    ]);
    await insertColumns(db, 'max_su_details', [
      { name: 'model_id', type: 'int4', values: maxSu.model },
      { name: 'software', type: 'text', values: maxSu.software },
      { name: 'down_price_fen', type: 'int4', values: maxSu.downPrice },
      { name: 'model_price_fen', type: 'int4', values: maxSu.modelPrice },
    ]);
    await insertColumns(db, 'mapping_details', [
      { name: 'model_id', type: 'int4', values: mapping.model },
      { name: 'texture_number', type: 'text', values: mapping.number },
      { name: 'mapping_type_value', type: 'text', values: mapping.type },
      { name: 'width_px', type: 'int4', values: mapping.width },
      { name: 'height_px', type: 'int4', values: mapping.height },
      { name: 'cnames', type: 'text', values: mapping.cnames },
      { name: 'water_path', type: 'text', values: mapping.water },
    ]);
    await insertColumns(db, 'ue4_details', [
      { name: 'model_id', type: 'int4', values: ue4.model },
      { name: 'ue4_number', type: 'text', values: ue4.number },
      { name: 'support_platform', type: 'text', values: ue4.platform },
      { name: 'engine_version', type: 'text', values: ue4.engine },
      { name: 'render_mode', type: 'int2', values: ue4.render },
      { name: 'top_num', type: 'int4', values: ue4.top },
      { name: 'grid_num', type: 'int4', values: ue4.grid },
      { name: 'material_num', type: 'int4', values: ue4.mat },
      { name: 'material_real_num', type: 'int4', values: ue4.matReal },
      { name: 'texture_num', type: 'int4', values: ue4.tex },
      { name: 'texture_resolution', type: 'text', values: ue4.res },
    ]);
    await insertColumns(db, 'uec_details', [
      { name: 'model_id', type: 'int4', values: uec.model },
      { name: 'uc_number', type: 'text', values: uec.number },
      { name: 'resolution_ratio_name', type: 'text', values: uec.res },
      { name: 'engine_version_name', type: 'text', values: uec.engine },
      { name: 'description', type: 'text', values: uec.description },
    ]);
    report('models', end, count);
    phaseEnd('insert-models');
  }

  // Albums: same-kind model sets with one or two labels each.
  for (const [position, name] of albumLabelNames.entries()) {
    await db.rows(
      sql`insert into album_labels (id, name, position) values (${position + 1}, ${name}, ${position})`,
    );
  }
  await db.rows(
    sql`select setval(pg_get_serial_sequence('album_labels', 'id'), ${albumLabelNames.length})`,
  );
  const albumCount = Math.max(6, Math.min(500, Math.round(count / 20)));
  const albumColumns = {
    id: [] as number[],
    uuid: [] as string[],
    title: [] as string[],
    author: [] as number[],
    favors: [] as number[],
    views: [] as number[],
    created: [] as string[],
  };
  const links = { album: [] as number[], label: [] as number[] };
  const members = { album: [] as number[], model: [] as number[], position: [] as number[] };
  // Albums are curated: a space (客厅 …) optionally in one style, or a kind of object (灯具精选 …).
  const spaceMatches = (
    space: (typeof albumLabelNames)[number],
    fact: (typeof modelFacts)[number],
  ) =>
    (albumSpaceContents[space] ?? []).some(
      (word) => fact.subcategory === word || fact.item === word || fact.item.includes(word),
    );
  for (let index = 0; index < albumCount; index += 1) {
    const id = index + 1;
    const roll = random.next();
    let labelId: number;
    let title: string;
    let candidates: typeof modelFacts;
    const theme = albumKindThemes[index % albumKindThemes.length]!;
    const themed =
      roll < 0.3 ? modelFacts.filter((fact) => theme.contents.includes(fact.subcategory)) : [];
    // A kind theme needs enough models for its card's four-picture mosaic; otherwise a space album.
    if (themed.length >= 4) {
      labelId = albumLabelNames.indexOf(theme.label) + 1;
      candidates = themed;
      title = theme.title;
    } else {
      labelId = random.int(1, albumLabelNames.length);
      const space = albumLabelNames[labelId - 1]!;
      const inSpace = modelFacts.filter((fact) => spaceMatches(space, fact));
      const styleName = random.pick(styleNames);
      const styled = inSpace.filter((fact) => fact.style === styleName);
      if (roll < 0.75 && styled.length >= 6) {
        candidates = styled;
        title = `${styleName}${space}${random.pick(['软装搭配', '风格套装', '空间方案'])}`;
      } else {
        candidates = inSpace;
        title = `${space}${random.pick(['精选合集', '空间方案'])}`;
      }
    }
    if (candidates.length < 4) candidates = modelFacts;
    albumColumns.id.push(id);
    albumColumns.uuid.push(seededUuid(seed, 2, id));
    albumColumns.title.push(title);
    albumColumns.author.push(random.int(1, authorCount));
    albumColumns.favors.push(random.int(0, 5000));
    albumColumns.views.push(random.int(100, 100_000));
    albumColumns.created.push(new Date(now - random.int(0, 700) * dayMs).toISOString());
    links.album.push(id);
    links.label.push(labelId);
    const modelCount = Math.min(candidates.length, random.int(8, 16));
    const chosen = new Set<number>();
    while (chosen.size < modelCount) chosen.add(random.pick(candidates).id);
    for (const [position, modelId] of [...chosen].entries()) {
      members.album.push(id);
      members.model.push(modelId);
      members.position.push(position);
    }
  }
  await insertColumns(db, 'albums', [
    { name: 'id', type: 'int4', values: albumColumns.id },
    { name: 'uuid', type: 'uuid', values: albumColumns.uuid },
    { name: 'title', type: 'text', values: albumColumns.title },
    { name: 'author_id', type: 'int4', values: albumColumns.author },
    { name: 'favor_count', type: 'int4', values: albumColumns.favors },
    { name: 'view_count', type: 'int4', values: albumColumns.views },
    { name: 'created_at', type: 'timestamptz', values: albumColumns.created },
  ]);
  await db.rows(sql`select setval(pg_get_serial_sequence('albums', 'id'), ${albumCount})`);
  await insertColumns(db, 'album_label_links', [
    { name: 'album_id', type: 'int4', values: links.album },
    { name: 'label_id', type: 'int4', values: links.label },
  ]);
  await insertColumns(db, 'album_models', [
    { name: 'album_id', type: 'int4', values: members.album },
    { name: 'model_id', type: 'int4', values: members.model },
    { name: 'position', type: 'int2', values: members.position },
  ]);

  // Author earnings ledger over the last year, for the income rankings.
  const earnings = { author: [] as number[], amount: [] as number[], at: [] as string[] };
  for (let author = 1; author <= authorCount; author += 1) {
    const entries = random.int(2, 12);
    for (let entry = 0; entry < entries; entry += 1) {
      earnings.author.push(author);
      earnings.amount.push(random.int(100, 500_000));
      earnings.at.push(new Date(now - random.int(0, 365) * dayMs).toISOString());
    }
  }
  await insertColumns(db, 'author_earnings', [
    { name: 'author_id', type: 'int4', values: earnings.author },
    { name: 'amount_fen', type: 'int4', values: earnings.amount },
    { name: 'earned_at', type: 'timestamptz', values: earnings.at },
  ]);
  phaseEnd('albums');
  if (count >= clusterThreshold) {
    // Models of one subcategory and style share title words; storing them together keeps keyword
    // matches on few heap pages. (Rows added later land at the end; re-cluster in maintenance.)
    report('cluster', 0, 1);
    await db.rows(
      sql`create index models_seed_cluster_idx on models (kind, one_class_id, two_class_id, style_id)`,
    );
    await db.rows(sql`cluster models using models_seed_cluster_idx`);
    await db.rows(sql`drop index models_seed_cluster_idx`);
    report('cluster', 1, 1);
    phaseEnd('cluster');
  }
  await work.service.saveSpecs(work.specs);
  await seedAuthorWorks(db, seed, authorCount);
  await seedDemoAccounts(db, seed);
  phaseEnd('accounts');
  report('rankings', 0, 1);
  await db.rows(sql`vacuum analyze`);
  await refreshRankings(db);
  report('rankings', 1, 1);
  phaseEnd('rankings');
  return async () => {
    // Each model's index renders are embedded as soon as its render job ends, while the others run.
    const indexing =
      options.imageIndex === false
        ? undefined
        : (report('image-index', 0, 1),
          indexWholeCatalogue(db, filesDir, {
            pendingRenders: work.indexRenders,
            shipped: shipped.index ? { models: work.shipped, data: shipped.index.data } : undefined,
            loadAfter: options.background ? options.indexLoadAfter : undefined,
            signal: options.signal,
            onProgress: (done, total) => report('image-index', done, total),
          }));
    // Settled even when a render fails first, so its rejection is reported once, below.
    indexing?.then(
      () => report('image-index-written', 1, 1),
      () => undefined,
    );
    const stopped = new Promise<never>((_resolve, reject) => {
      const signal = options.signal;
      if (signal?.aborted) reject(new Error('seed stopped'));
      signal?.addEventListener('abort', () => reject(new Error('seed stopped')), { once: true });
    });
    stopped.catch(() => undefined);
    await Promise.race([Promise.all(work.renders), stopped]);
    report('images', poolImages.size, poolImages.size);
    phaseEnd(
      'renders-wait',
      shippedCovers.covers ? `${coversFromFile} covers from the shipped file` : undefined,
    );
    if (indexing) {
      const indexed = await indexing;
      await db.rows(sql`analyze image_embeddings`);
      phaseEnd(
        'image-index',
        `${indexed.shippedModels} of ${indexed.models} models from the shipped index`,
      );
    }
  };
}

export async function catalogueIsEmpty(db: DbClient): Promise<boolean> {
  const rows = await db.rows<{ id: number }>(sql`select id from models limit 1`);
  return rows.length === 0;
}
