import { ASSET_KINDS, KIND_DISPLAY_NAMES } from '@yunmo/domain/asset-kinds';
import { SYSTEM_MESSAGES } from '@yunmo/domain/messages';
import { Link, useNavigate } from 'react-router';
import { SearchBar } from '@/components/search-bar/search-bar';
import { useGetHotWordsQuery } from '@/components/search-bar/search-api';
import { paths } from '@/config/paths';
import { useHead } from '@/lib/use-head';

const POPULAR_PAGES = [
  { label: '模型专辑', href: paths.albumList.href() },
  { label: '作者排行', href: paths.ranking.href() },
  { label: '热门搜索', href: paths.labelIndex.href() },
  { label: '会员专享', href: paths.vip.href() },
  { label: '常见问题', href: paths.help.href() },
] as const;

/** Unknown paths and /404: says what happened, and offers a search and the popular pages. */
export function Component() {
  useHead({ name: 'notFound' });
  const navigate = useNavigate();
  const hotWords = useGetHotWordsQuery('max');
  return (
    <main className="page-error page-not-found container">
      <h1>404 · 页面不存在</h1>
      <p>
        您访问的页面不存在或已被移除（<span lang="en">{SYSTEM_MESSAGES.pageNotFound}</span>
        ）。可以搜索模型，或从下面的入口继续浏览。
      </p>
      <SearchBar
        kind="max"
        onSearch={(kind, keyword) =>
          void navigate(paths.list.href(kind, undefined, keyword || undefined))
        }
      />
      <nav aria-label="热门频道" className="not-found-links">
        <h2>热门频道</h2>
        <ul>
          {ASSET_KINDS.map((kind) => (
            <li key={kind}>
              <Link to={paths.list.href(kind)}>{KIND_DISPLAY_NAMES[kind].full}</Link>
            </li>
          ))}
          {POPULAR_PAGES.map((link) => (
            <li key={link.href}>
              <Link to={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {hotWords.data && hotWords.data.length > 0 ? (
        <nav aria-label="热门搜索词" className="not-found-links">
          <h2>大家都在搜</h2>
          <ul>
            {hotWords.data.slice(0, 10).map((word) => (
              <li key={word.id}>
                <Link to={paths.list.href('max', undefined, word.name)}>{word.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Link to={paths.home.href()} className="ym-button ym-button-primary">
        返回首页
      </Link>
    </main>
  );
}
