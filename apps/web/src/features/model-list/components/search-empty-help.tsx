import { ASSET_KINDS, KIND_DISPLAY_NAMES, type AssetKind } from '@yunmo/domain/asset-kinds';
import { Link } from 'react-router';
import { useGetHotWordsQuery } from '@/components/search-bar/search-api';
import { paths } from '@/config/paths';

/** What to do after an empty search: the same words in another kind, a hot word, or 提交搜索词. */
export function SearchEmptyHelp({
  kind,
  keyword,
  onSuggest,
}: {
  kind: AssetKind;
  keyword: string;
  onSuggest: () => void;
}) {
  const hotWords = useGetHotWordsQuery(kind);
  return (
    <div className="search-empty-help">
      {keyword ? (
        <nav aria-label="在其他类型中搜索">
          <p>在其他类型中搜索“{keyword}”：</p>
          <ul>
            {ASSET_KINDS.filter((item) => item !== kind).map((item) => (
              <li key={item}>
                <Link className="chip" to={paths.list.href(item, undefined, keyword)}>
                  {KIND_DISPLAY_NAMES[item].full}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {hotWords.data && hotWords.data.length > 0 ? (
        <nav aria-label="热门搜索词">
          <p>大家都在搜：</p>
          <ul>
            {hotWords.data.slice(0, 8).map((word) => (
              <li key={word.id}>
                <Link className="chip" to={paths.list.href(kind, undefined, word.name)}>
                  {word.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <button type="button" className="ym-button ym-button-primary" onClick={onSuggest}>
        提交搜索词
      </button>
    </div>
  );
}
