import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '@/config/paths';
import { SYSTEM_MESSAGES } from '@yunmo/domain/messages';
import { SITE_NAME } from '@yunmo/domain/seo';

/** Last-resort screen: a page failed to render or load; the rest of the site stays reachable. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The spec's error pages: 404 'This page could not be found', any other failure 500 'Unknown middleware'.
  const status = notFound ? 404 : 500;
  const text = notFound ? SYSTEM_MESSAGES.pageNotFound : SYSTEM_MESSAGES.unknownMiddleware;
  useEffect(() => {
    document.title = `${String(status)}: ${text}`;
  }, [status, text]);
  return (
    // The page keeps its main landmark; the explanation is what gets announced.
    <main className="page-error">
      <p className="page-error-site">{SITE_NAME}</p>
      <h1>
        <span className="page-error-status">{status}</span> {text}
      </h1>
      <p role="alert">{notFound ? '您访问的页面不存在。' : '页面出错了，请刷新页面重试。'}</p>
      <Link to={paths.home.href()} className="ym-button ym-button-primary">
        返回首页
      </Link>
    </main>
  );
}
