import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '@/config/paths';
import { SYSTEM_MESSAGES } from '@yunmo/domain/messages';

/** Last-resort screen: a page failed to render or load; the rest of the site stays reachable. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="page-error" role="alert">
      <h1>{notFound ? SYSTEM_MESSAGES.pageNotFound : '页面加载失败'}</h1>
      <p>{notFound ? '您访问的页面不存在。' : '请刷新页面重试。'}</p>
      <Link to={paths.home.href()} className="ym-button ym-button-primary">
        返回首页
      </Link>
    </main>
  );
}
