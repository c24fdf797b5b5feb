import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { Pagination } from '@yunmo/ui/pagination';
import { useToast } from '@yunmo/ui/toast';
import { ASSET_KINDS, KIND_DISPLAY_NAMES } from '@yunmo/domain/asset-kinds';
import type { AssetKind } from '@yunmo/domain/asset-kinds';
import { encodeFilterCode } from '@yunmo/domain/filter-code';
import type { ListState } from '@yunmo/domain/filter-code';
import { clampJumpPage, lastPage, PAGE_SIZES } from '@yunmo/domain/paging';
import { useSearchKindModelsQuery } from '../api/model-list-api';
import { readListUrl } from '../hooks/list-url';
import { FilterRows } from './filter-rows';
import { ResultTotal } from './result-total';
import { SearchEmptyHelp } from './search-empty-help';
import { ListResults } from './list-results';
import { SearchBar } from '@/components/search-bar/search-bar';
import { paths } from '@/config/paths';
import { apiErrorInfo } from '@/lib/api-error';
import { useGetKindFiltersQuery } from '@/lib/kind-filters-api';
import { useHead } from '@/lib/use-head';
import { listHeadRoute } from '../hooks/list-head';
import './list-page.css';
import { LIST_MESSAGES } from '@yunmo/domain/messages';

// zod (for the form's validation) loads only when the dialog is first opened.
const MissingTermDialog = lazy(() =>
  import('./missing-term-dialog').then((module) => ({ default: module.MissingTermDialog })),
);

export const EMPTY_LIST_TEXT = LIST_MESSAGES.emptyList;

export function ListPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const url = readListUrl(params.type, params.filterCode, search);
  const { kind, filter, keyword, page, esIndex } = url;
  const [missingOpen, setMissingOpen] = useState(false);
  const [missingUsed, setMissingUsed] = useState(false);
  const choices = useGetKindFiltersQuery(kind);
  useHead(listHeadRoute(url, choices.data?.categories ?? []));
  const result = useSearchKindModelsQuery({
    kind,
    filter: url.filterCode,
    q: keyword,
    page,
    ...(esIndex === undefined ? {} : { esIndex }),
  });
  // The search answers its own per-category hits: a keyword search is one request.
  const counts = result.data?.categoryCounts ?? [];
  const error = apiErrorInfo(result.error);

  useEffect(() => {
    if (error) toast(error.message, 'error');
  }, [error?.message, toast]); // eslint-disable-line react-hooks/exhaustive-deps

  const go = (next: ListState, nextKeyword = keyword) => {
    void navigate(
      paths.list.href(
        kind,
        encodeFilterCode(next.filter),
        nextKeyword || undefined,
        next.page,
        esIndex,
      ),
    );
  };
  const goPage = (target: number) => {
    go({ filter, page: target });
    window.scrollTo({ top: 0 });
  };

  // Unknown kinds and malformed codes show the default list at its canonical address.
  if (!url.kindValid || !url.filterValid) {
    return (
      <Navigate
        to={paths.list.href(kind, url.filterCode, keyword || undefined, undefined, esIndex)}
        replace
      />
    );
  }
  const rawPage = search.get('page');
  if (rawPage !== null && rawPage !== String(page)) {
    return (
      <Navigate
        to={paths.list.href(kind, url.filterCode, keyword || undefined, page, esIndex)}
        replace
      />
    );
  }
  const total = result.data?.total ?? 0;
  const pages = lastPage(total, PAGE_SIZES.list);
  if (result.data && total > 0 && page > pages) {
    return (
      <Navigate
        to={paths.list.href(kind, url.filterCode, keyword || undefined, pages, esIndex)}
        replace
      />
    );
  }

  const categories = choices.data?.categories ?? [];
  const parent = categories.find((category) => category.id === filter.firstCategoryId);
  const child = parent?.children.find((item) => item.id === filter.secondCategoryId);
  const heading = keyword
    ? `“${keyword}”的${KIND_DISPLAY_NAMES[kind].full}`
    : (child?.name ?? parent?.name ?? KIND_DISPLAY_NAMES[kind].full);
  const suggest = () => {
    setMissingUsed(true);
    setMissingOpen(true);
  };

  return (
    <main className="list-page container">
      <nav className="breadcrumb" aria-label="面包屑">
        <Link to={paths.home.href()}>云模型</Link>
        <span aria-hidden="true">&gt;</span>
        <Link to={paths.list.href(kind)} aria-current={!parent ? 'page' : undefined}>
          {KIND_DISPLAY_NAMES[kind].full}
        </Link>
        {parent ? (
          <>
            <span aria-hidden="true">&gt;</span>
            <span aria-current={!child ? 'page' : undefined}>{parent.name}</span>
          </>
        ) : null}
        {child ? (
          <>
            <span aria-hidden="true">&gt;</span>
            <span aria-current="page">{child.name}</span>
          </>
        ) : null}
      </nav>

      <div className="list-search">
        <SearchBar
          key={`${kind}:${keyword}`}
          kind={kind}
          variant="compact"
          initialKeyword={keyword}
          placeholder={LIST_MESSAGES.searchPlaceholder}
          onSearch={(nextKind: AssetKind, term) => {
            void navigate(paths.list.href(nextKind, undefined, term || undefined));
          }}
        />
      </div>

      <nav className="kind-tabs" aria-label="模型类型">
        {ASSET_KINDS.map((item) => (
          <Link
            key={item}
            to={paths.list.href(item, undefined, keyword || undefined)}
            aria-current={item === kind ? 'true' : undefined}
            className="kind-tab"
          >
            {KIND_DISPLAY_NAMES[item].full}
          </Link>
        ))}
      </nav>

      {keyword && counts.length > 0 ? (
        <section className="term-panel panel" aria-label="搜索词分类统计">
          <span>
            “<strong>{keyword}</strong>”在以下分类中找到：
          </span>
          <div className="chip-row">
            {counts.map((entry) => (
              <Link
                key={entry.categoryId}
                className="chip"
                to={paths.list.href(
                  kind,
                  encodeFilterCode({
                    ...filter,
                    firstCategoryId: entry.categoryId,
                    secondCategoryId: 0,
                  }),
                  keyword,
                )}
              >
                {entry.name}（{entry.count}）
              </Link>
            ))}
          </div>
        </section>
      ) : null}

      <FilterRows
        kind={kind}
        filter={filter}
        choices={choices.data}
        onChange={(next) => {
          go(next);
        }}
      />

      <div className="list-summary">
        <h1 className="list-heading">{heading}</h1>
        <ResultTotal
          total={result.currentData?.total}
          capped={result.currentData?.totalCapped ?? false}
        />
        <button type="button" className="link-button" onClick={suggest}>
          没找到想要的模型？提交搜索词
        </button>
      </div>

      <ListResults
        result={result}
        error={error}
        emptyText={EMPTY_LIST_TEXT}
        keyword={keyword}
        label="模型列表"
        emptyExtra={<SearchEmptyHelp kind={kind} keyword={keyword} onSuggest={suggest} />}
      />

      <Pagination
        page={page}
        totalPages={pages}
        onChange={goPage}
        clampJump={(typed) => clampJumpPage(typed, total, PAGE_SIZES.list)}
      />
      {missingUsed ? (
        <Suspense fallback={null}>
          <MissingTermDialog open={missingOpen} onOpenChange={setMissingOpen} keyword={keyword} />
        </Suspense>
      ) : null}
    </main>
  );
}
