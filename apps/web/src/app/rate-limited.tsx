import { useEffect } from 'react';
import { RATE_LIMITED_PAGE } from '@yunmo/domain/messages';
import { SITE_NAME } from '@yunmo/domain/seo';

/**
 * The seconds to wait when the gateway refused this page load for too many requests (it says so
 * in a meta tag of the served page), or undefined for a page served normally.
 */
export function refusedPageWait(document: Document): number | undefined {
  const content = document
    .querySelector(`meta[name="${RATE_LIMITED_PAGE.metaName}"]`)
    ?.getAttribute('content');
  if (content == null) return undefined;
  const seconds = Number(content);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : 60;
}

/**
 * A page load refused with 429: the reason in Chinese, a reload button, and a reload by itself
 * once the budget is back. It asks the API nothing, since every call would be refused too.
 */
export function RateLimited({
  retryAfterSeconds,
  reload = () => window.location.reload(),
}: {
  retryAfterSeconds: number;
  reload?: () => void;
}) {
  useEffect(() => {
    const timer = window.setTimeout(reload, retryAfterSeconds * 1000);
    return () => window.clearTimeout(timer);
  }, [retryAfterSeconds, reload]);
  return (
    <main className="page-error">
      <p className="page-error-site">{SITE_NAME}</p>
      <h1>{RATE_LIMITED_PAGE.title}</h1>
      <p>{RATE_LIMITED_PAGE.text}</p>
      <button type="button" className="ym-button ym-button-primary" onClick={reload}>
        {RATE_LIMITED_PAGE.retry}
      </button>
    </main>
  );
}
