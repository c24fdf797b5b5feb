import {
  memo,
  startTransition,
  useEffect,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { GoodsCard, GoodsGrid } from '@yunmo/ui/goods-card';
import type { GoodsCardWidth } from '@yunmo/ui/goods-card';
import { EmptyState } from '@yunmo/ui/states';
import type { ModelCard as ModelCardData } from '@yunmo/api-contract/common';
import { studioBackdropGradient } from '@yunmo/domain/previews';
import { highlightKeyword, parseServerHighlight } from '@yunmo/domain/search';
import { chargeCategoryLabel, KIND_DISPLAY_NAMES } from '@yunmo/domain/asset-kinds';
import { paths } from '@/config/paths';

/** The first row is fetched first; the first two rows are not lazy. */
const ABOVE_THE_FOLD_HIGH = 4;
const ABOVE_THE_FOLD = 8;
/** Cards rendered before the first paint; the rest follow in a non-blocking transition. */
const FIRST_BATCH = ABOVE_THE_FOLD;

/**
 * A big card's frame is wider than its 4:3 render: beside a model render, the studio backdrop the
 * render was painted on continues, so the picture shows no edge (materials keep the plain grey).
 */
const studioFrame = { '--ym-thumb-backdrop': studioBackdropGradient() } as CSSProperties;
function isStudioRender(model: ModelCardData): boolean {
  return (
    (model.kind === 'max' || model.kind === 'su' || model.kind === 'ue4') &&
    model.thumbnailUrl.includes('/files/renders/m/')
  );
}

export interface ModelCardProps {
  model: ModelCardData;
  keyword?: string;
  big?: boolean;
  width?: GoodsCardWidth;
  priority?: 'high' | 'eager' | 'lazy';
  /** Mixed lists (albums) name each model's kind on its card. */
  showKind?: boolean;
}

/** The card's badges (kind in mixed lists, then who downloads it free) and its facts line (renderer, score). */
export function modelCardLabels(
  model: ModelCardData,
  showKind = false,
): { badges: string[]; details: string[] } {
  const charge = chargeCategoryLabel(model.kind, model.chargeCategory);
  return {
    badges: [
      ...(showKind ? [KIND_DISPLAY_NAMES[model.kind].full] : []),
      ...(charge ? [charge] : model.isMember ? ['会员'] : []),
    ],
    details: [
      ...(model.renderer ? [model.renderer] : []),
      ...(model.score !== undefined ? [`评分 ${String(model.score)}`] : []),
    ],
  };
}

export function ModelCard({ model, keyword, big, width, priority, showKind }: ModelCardProps) {
  const segments = model.highlightedTitle
    ? parseServerHighlight(model.highlightedTitle)
    : keyword
      ? highlightKeyword(model.title, keyword)
      : undefined;
  const { badges, details } = modelCardLabels(model, showKind);
  const studio = big === true && isStudioRender(model);
  return (
    <div
      role="listitem"
      className={big ? (studio ? 'model-card-big model-card-studio' : 'model-card-big') : undefined}
      style={studio ? studioFrame : undefined}
    >
      <GoodsCard
        href={paths.detail.href(model.kind, model.uuid)}
        title={model.title}
        titleSegments={segments}
        image={model.thumbnailUrl}
        priceLabel={model.priceLabel}
        badges={badges}
        details={details}
        stats={[
          { label: '浏览', value: model.views },
          { label: '收藏', value: model.favourites },
          { label: '下载', value: model.downloads },
        ]}
        big={big}
        width={width}
        priority={priority}
      />
    </div>
  );
}

export interface ModelGridProps {
  models: readonly ModelCardData[] | undefined;
  loading: boolean;
  emptyText: string;
  keyword?: string;
  label: string;
  showKind?: boolean;
  /** Next steps offered under the empty text (hot words, other kinds, 提交搜索词). */
  emptyExtra?: ReactNode;
}

/** Grey cards in the grid's own layout while the first answer is on its way. */
export function SkeletonGrid({ count = 8, label }: { count?: number; label: string }) {
  return (
    <div className="skeleton-grid" role="status" aria-label={`${label}加载中`}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="skeleton-card" aria-hidden="true">
          <div className="skeleton-image" />
          <div className="skeleton-line" />
          <div className="skeleton-line short" />
        </div>
      ))}
    </div>
  );
}

/** A goods grid with its loading and empty states. */
/** Memoised: the list page re-renders when its filter choices arrive; the 40 cards need not. */
export const ModelGrid = memo(function ModelGrid({
  models,
  loading,
  emptyText,
  keyword,
  label,
  showKind,
  emptyExtra,
}: ModelGridProps) {
  const [completeFor, setCompleteFor] = useState<readonly ModelCardData[] | undefined>(undefined);
  useEffect(() => {
    if (!models || models.length <= FIRST_BATCH) return undefined;
    const frame = requestAnimationFrame(() => {
      startTransition(() => {
        setCompleteFor(models);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [models]);
  // Tall enough that the footer stays below the fold while loading (no layout shift).
  if (loading && !models) return <SkeletonGrid label={label} />;
  if (!models || models.length === 0) return <EmptyState text={emptyText}>{emptyExtra}</EmptyState>;
  return (
    <GoodsGrid label={label}>
      {(completeFor === models ? models : models.slice(0, FIRST_BATCH)).map((model, index) => (
        <ModelCard
          key={model.uuid}
          model={model}
          keyword={keyword}
          showKind={showKind}
          priority={
            index < ABOVE_THE_FOLD_HIGH ? 'high' : index < ABOVE_THE_FOLD ? 'eager' : 'lazy'
          }
        />
      ))}
    </GoodsGrid>
  );
});
