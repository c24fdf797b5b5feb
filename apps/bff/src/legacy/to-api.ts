import type { CategoryCount } from '@yunmo/api-contract/kinds';
import type {
  AlbumSummary,
  AssetKind,
  LinkItem,
  ModelCard,
  ModelPage,
  NamedItem,
  RankItem,
} from '@yunmo/api-contract/common';
import { ASSET_KINDS, kindFromCode } from '@yunmo/domain/asset-kinds';
import { modelPriceLabel } from '@yunmo/domain/money';
import type { z } from 'zod';
import type {
  LegacyAlbum,
  LegacyLinkItem,
  LegacyModelCard,
  LegacyPage,
  LegacyRankItem,
  legacyAlbumDetailSchema,
  legacyCategoryCountSchema,
  legacyCategorySchema,
  legacyNamedSchema,
} from '@yunmo/api-contract/v1/payloads';

function kindOf(raw: LegacyModelCard['kind'], fallback: AssetKind): AssetKind {
  if (typeof raw === 'string' && (ASSET_KINDS as readonly string[]).includes(raw))
    return raw as AssetKind;
  const code = typeof raw === 'number' ? raw : Number(raw);
  return (Number.isInteger(code) ? kindFromCode(code) : undefined) ?? fallback;
}

export function priceLabelOf(
  kind: AssetKind,
  priceFen: number,
  feeCategory?: number | null,
): string {
  return modelPriceLabel(kind, priceFen, feeCategory);
}

export function toModelCard(raw: LegacyModelCard, fallbackKind: AssetKind): ModelCard {
  const kind = kindOf(raw.kind, fallbackKind);
  const highlighted = raw.highlight?.title;
  return {
    id: Math.max(0, raw.id),
    uuid: raw.uuid,
    kind,
    title: raw.title,
    ...(highlighted === null || highlighted === undefined || highlighted === ''
      ? {}
      : { highlightedTitle: highlighted }),
    thumbnailUrl: raw.thumbPath,
    priceFen: raw.price,
    priceLabel: priceLabelOf(kind, raw.price, raw.feeType),
    chargeCategory: raw.chargeCategory ?? 0,
    isMember: raw.vip === 1,
    ...(typeof raw.score === 'number' && Number.isFinite(raw.score)
      ? { score: Math.max(0, Math.round(raw.score)) }
      : {}),
    ...(raw.modelRender?.trim() ? { renderer: raw.modelRender.trim() } : {}),
    views: raw.showNumber,
    favourites: raw.favorNumber,
    downloads: raw.downloadCount,
  };
}

export function toModelPage(
  raw: LegacyPage,
  page: number,
  pageSize: number,
  fallbackKind: AssetKind,
): ModelPage {
  return {
    total: raw.total,
    totalCapped: raw.totalCapped ?? false,
    page,
    pageSize,
    items: raw.records.map((card) => toModelCard(card, fallbackKind)),
  };
}

export function toLinkItem(raw: LegacyLinkItem): LinkItem {
  const subtitle = raw.subtitle?.trim();
  const cta = raw.cta?.trim();
  return {
    id: Math.max(0, raw.id),
    imageUrl: raw.image,
    title: raw.title,
    ...(subtitle ? { subtitle } : {}),
    ...(cta ? { cta } : {}),
    path: raw.path,
  };
}

export function toNamedItem(raw: z.infer<typeof legacyNamedSchema>): NamedItem {
  return { id: Math.max(0, raw.id), name: raw.name };
}

export function toCategoryNode(raw: z.infer<typeof legacyCategorySchema>) {
  return { id: Math.max(0, raw.id), name: raw.name, children: raw.children.map(toNamedItem) };
}

export function toAlbumSummary(raw: LegacyAlbum): AlbumSummary {
  return {
    id: Math.max(0, raw.id),
    uuid: raw.uuid,
    title: raw.title,
    modelCount: raw.count,
    favourites: raw.favor,
    views: raw.showNumber,
    models: raw.models.map((model) => ({
      uuid: model.uuid,
      thumbnailUrl: model.thumbPath,
      title: model.title,
    })),
  };
}

export function toAlbumDetail(
  raw: z.infer<typeof legacyAlbumDetailSchema>,
  fallbackKind: AssetKind,
) {
  return {
    id: Math.max(0, raw.id),
    uuid: raw.uuid,
    title: raw.title,
    modelCount: raw.count,
    favourites: raw.favor,
    views: raw.showNumber,
    models: raw.models.map((card) => toModelCard(card, fallbackKind)),
  };
}

export function toRankItems(raw: readonly LegacyRankItem[]): RankItem[] {
  return raw.map((item, index) => ({
    rank: index + 1,
    userName: item.userName,
    nickname: item.userNikename,
    productBeans: item.maxBean ?? 0,
    beans: item.bean ?? 0,
    works: item.workNumber,
    avatarUrl: item.userImage,
  }));
}

/** Hits per first-level category, as the list page's term panel shows them. */
export function toCategoryCounts(
  raw: readonly z.infer<typeof legacyCategoryCountSchema>[],
): CategoryCount[] {
  return raw.map((count) => ({
    categoryId: Math.max(0, count.key),
    name: count.name,
    count: count.doc_count,
  }));
}
