import { Link } from 'react-router';
import { EmptyState, ErrorState, Loading } from '@yunmo/ui/states';
import { ASSET_KINDS, KIND_DISPLAY_NAMES } from '@yunmo/domain/asset-kinds';
import type { AssetKind } from '@yunmo/domain/asset-kinds';
import { useGetKindHotWordsQuery, useGetLabelWordsQuery } from '../api/hot-words-api';
import { paths } from '@/config/paths';
import { apiErrorInfo } from '@/lib/api-error';
import { useHead } from '@/lib/use-head';
import './hot-words.css';

export function HotWordsPage() {
  useHead({ name: 'static', page: 'labelIndex' });
  const labels = useGetLabelWordsQuery(undefined);
  const error = apiErrorInfo(labels.error);
  return (
    <main className="hot-words container page">
      <nav className="breadcrumb" aria-label="面包屑">
        <Link to={paths.home.href()}>云模型</Link>
        <span aria-hidden="true">&gt;</span>
        <span aria-current="page">热门搜索</span>
      </nav>
      <section className="panel" aria-labelledby="label-words">
        <h1 id="label-words">热门搜索词</h1>
        {labels.isLoading ? <Loading /> : null}
        {error ? (
          <ErrorState
            text={error.message}
            onRetry={() => {
              void labels.refetch();
            }}
          />
        ) : null}
        {labels.data && labels.data.length === 0 ? <EmptyState text="暂无热门搜索词" /> : null}
        <ul className="label-words">
          {(labels.data ?? []).map((word) => (
            <li key={word}>
              <Link to={paths.list.href('max', undefined, word)}>{word}</Link>
            </li>
          ))}
        </ul>
      </section>
      <div className="hot-word-boards">
        {ASSET_KINDS.map((kind) => (
          <KindBoard key={kind} kind={kind} />
        ))}
      </div>
    </main>
  );
}

function KindBoard({ kind }: { kind: AssetKind }) {
  const words = useGetKindHotWordsQuery(kind);
  return (
    <section className="panel hot-word-board" aria-label={`${KIND_DISPLAY_NAMES[kind].full}热搜`}>
      <h2>{KIND_DISPLAY_NAMES[kind].full}热搜</h2>
      <ol>
        {(words.data ?? []).slice(0, 10).map((word, index) => (
          <li key={word.id}>
            <span className={index < 3 ? 'hot-rank hot-rank-top' : 'hot-rank'}>{index + 1}</span>
            <Link to={paths.list.href(kind, undefined, word.name)}>{word.name}</Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
