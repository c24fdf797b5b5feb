import { PAGE_CAP } from '@yunmo/domain/paging';
/**
 * Result count; beyond 10,000 the server caps the total, so say so instead of a false figure.
 * No count is shown before the answer for the current filters arrives (never 共0个结果 while loading).
 */
export function ResultTotal({ total, capped }: { total: number | undefined; capped: boolean }) {
  if (total === undefined)
    return (
      <p className="result-total" aria-live="polite" aria-busy="true">
        <span className="skeleton-text" aria-hidden="true" />
        <span className="ym-visually-hidden">正在查找</span>
      </p>
    );
  return (
    <p className="result-total" aria-live="polite">
      {capped ? (
        <>
          超过<strong>{PAGE_CAP}</strong>个结果
        </>
      ) : (
        <>
          共<strong>{total}</strong>个结果
        </>
      )}
    </p>
  );
}
