import { GoodsGrid } from '@yunmo/ui/goods-card';
import type { Showcase } from '@yunmo/api-contract/home';
import { EmptyState } from '@yunmo/ui/states';
import { ModelCard } from '@/components/model-grid';

/** Section sizes of the home page: how many big cards lead, then how many small ones. */
export interface ShowcaseLayout {
  big: number;
  medium: number;
  small: number;
}

export const SHOWCASE_LAYOUTS = {
  member: { big: 2, medium: 0, small: 8 },
  max: { big: 2, medium: 0, small: 8 },
  su: { big: 2, medium: 2, small: 8 },
  ue4: { big: 0, medium: 0, small: 8 },
  mapping: { big: 0, medium: 0, small: 8 },
} as const satisfies Record<string, ShowcaseLayout>;

/** Splits a showcase into its big, medium and small cards, never showing more than the layout allows. */
export function splitShowcase<T>(
  items: readonly T[],
  layout: ShowcaseLayout,
): { big: T[]; medium: T[]; small: T[] } {
  const big = items.slice(0, layout.big);
  const medium = items.slice(layout.big, layout.big + layout.medium);
  const small = items.slice(layout.big + layout.medium, layout.big + layout.medium + layout.small);
  return { big, medium, small };
}

export function ShowcaseSection({
  showcase,
  layout,
  label,
}: {
  showcase: Showcase;
  layout: ShowcaseLayout;
  label: string;
}) {
  const { big, medium, small } = splitShowcase(showcase.items, layout);
  if (showcase.items.length === 0) return <EmptyState text="暂无模型" />;
  return (
    <div className="showcase">
      {showcase.classes.length > 0 ? (
        // Scrolls sideways on phones, so it takes the keyboard focus too (arrow keys scroll it).
        <p className="showcase-classes" tabIndex={0}>
          {showcase.classes.slice(0, 8).map((item) => (
            <span key={item.id}>{item.name}</span>
          ))}
          <span className="showcase-recent">近期新增 {showcase.recentCount} 个</span>
        </p>
      ) : null}
      <GoodsGrid label={label}>
        {big.map((model) => (
          <ModelCard key={model.uuid} model={model} big />
        ))}
        {medium.map((model) => (
          <ModelCard key={model.uuid} model={model} />
        ))}
        {small.map((model) => (
          <ModelCard key={model.uuid} model={model} />
        ))}
      </GoodsGrid>
    </div>
  );
}
