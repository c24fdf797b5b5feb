import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SYSTEM_MESSAGES } from '@yunmo/domain/messages';

export function Component() {
  useDocumentTitle('404');
  return (
    <main className="page-error">
      <h1>404</h1>
      <p>{SYSTEM_MESSAGES.pageNotFound}</p>
      <Link to={paths.home.href()} className="ym-button ym-button-primary">
        返回首页
      </Link>
    </main>
  );
}
