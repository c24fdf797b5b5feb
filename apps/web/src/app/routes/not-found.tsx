import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('404');
  return (
    <main className="page-error">
      <h1>404</h1>
      <p>This page could not be found</p>
      <Link to={paths.home.href()} className="ym-button ym-button-primary">
        返回首页
      </Link>
    </main>
  );
}
