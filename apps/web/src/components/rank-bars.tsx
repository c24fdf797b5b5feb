import type { RankItem } from '@yunmo/api-contract/common';

export interface RankBarsProps {
  items: readonly RankItem[];
  /** Height of the tallest bar; the others scale against it. */
  maxBarHeight: number;
  metric: (item: RankItem) => number;
  metricLabel: string;
}

/** Scales values so the largest is `maxHeight` px (0 when nothing has a value). */
export function scaleBars(values: readonly number[], maxHeight: number): number[] {
  const largest = Math.max(0, ...values);
  return values.map((value) =>
    largest > 0 ? Math.round((Math.max(0, value) / largest) * maxHeight) : 0,
  );
}

/** The home page's author ranking: a bar per author, tallest = maxBarHeight px. */
export function RankBars({ items, maxBarHeight, metric, metricLabel }: RankBarsProps) {
  const heights = scaleBars(items.map(metric), maxBarHeight);
  return (
    // Scrolls sideways on phones, so it takes the keyboard focus too (arrow keys scroll it).
    <ol
      className="rank-bars"
      style={{ height: maxBarHeight + 96 }}
      aria-label="作者排行"
      tabIndex={0}
    >
      {items.map((item, index) => (
        <li key={item.userName} className="rank-bar-item">
          <span className="rank-bar-value">{metric(item)}</span>
          <span
            className="rank-bar"
            style={{ height: heights[index] ?? 0 }}
            data-rank={item.rank}
          />
          <img
            className="rank-bar-avatar"
            src={item.avatarUrl}
            alt=""
            width={36}
            height={36}
            loading="lazy"
          />
          <span className="rank-bar-name" title={item.nickname}>
            {item.nickname}
          </span>
          <span className="ym-visually-hidden">
            第{item.rank}名 {metricLabel} {metric(item)}
          </span>
        </li>
      ))}
    </ol>
  );
}
