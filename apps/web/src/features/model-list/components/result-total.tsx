/** Result count; beyond 10,000 the server caps the total, so say so instead of a false figure. */
export function ResultTotal({ total, capped, loading }: { total: number; capped: boolean; loading: boolean }) {
  return (
    <p className="result-total" aria-live="polite">
      {capped ? (
        <>
          超过<strong>10000</strong>个结果
        </>
      ) : (
        <>
          共<strong>{total}</strong>个结果
        </>
      )}
      {loading ? <span className="result-loading">（加载中）</span> : null}
    </p>
  );
}
