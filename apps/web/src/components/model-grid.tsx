import { GoodsCard, GoodsGrid } from '@yunmo/ui/goods-card';
import type { GoodsCardWidth } from '@yunmo/ui/goods-card';
import { Loading, EmptyState } from '@yunmo/ui/states';
import type { ModelCard as ModelCardData } from '@yunmo/api-contract/common';
import { highlightKeyword, parseServerHighlight } from '@yunmo/domain/search';
import { paths } from '@/config/paths';

export interface ModelCardProps {
  model: ModelCardData;
  keyword?: string;
  big?: boolean;
  width?: GoodsCardWidth;
}

export function ModelCard({ model, keyword, big, width }: ModelCardProps) {
  const segments = model.highlightedTitle ? parseServerHighlight(model.highlightedTitle) : keyword ? highlightKeyword(model.title, keyword) : undefined;
  return (
    <div role="listitem" className={big ? 'model-card-big' : undefined}>
      <GoodsCard
        href={paths.detail.href(model.kind, model.uuid)}
        title={model.title}
        titleSegments={segments}
        image={model.thumbnailUrl}
        priceLabel={model.priceLabel}
        badges={model.isMember ? ['会员'] : []}
        stats={[
          { label: '浏览', value: model.views },
          { label: '下载', value: model.downloads },
        ]}
        big={big}
        width={width}
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
}

/** A goods grid with its loading and empty states. */
export function ModelGrid({ models, loading, emptyText, keyword, label }: ModelGridProps) {
  if (loading && !models) return <Loading minHeight={400} />;
  if (!models || models.length === 0) return <EmptyState text={emptyText} />;
  return (
    <GoodsGrid label={label}>
      {models.map((model) => (
        <ModelCard key={model.uuid} model={model} keyword={keyword} />
      ))}
    </GoodsGrid>
  );
}
