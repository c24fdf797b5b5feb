import clsx from 'clsx';
import type { ReactNode } from 'react';

export function EmptyState({
  text,
  children,
  className,
}: {
  text: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={clsx('ym-empty', className)} role="status">
      <div className="ym-empty-icon" aria-hidden="true" />
      <p className="ym-empty-text">{text}</p>
      {children}
    </div>
  );
}

export function Loading({
  text = '加载中...',
  minHeight = 200,
}: {
  text?: string;
  minHeight?: number;
}) {
  return (
    <div className="ym-loading" role="status" aria-live="polite" style={{ minHeight }}>
      <span className="ym-spinner" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

export function ErrorState({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <div className="ym-empty ym-error" role="alert">
      <p className="ym-empty-text">{text}</p>
      {onRetry ? (
        <button type="button" className="ym-button" onClick={onRetry}>
          重试
        </button>
      ) : null}
    </div>
  );
}
