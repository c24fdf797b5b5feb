import { useSearchParams } from 'react-router';
import { Pagination } from '@yunmo/ui/pagination';
import { ASSET_KINDS, KIND_DISPLAY_NAMES } from '@yunmo/domain/asset-kinds';
import { decodeFilterCode, defaultFilterCode, encodeFilterCode } from '@yunmo/domain/filter-code';
import { clampJumpPage, lastPage, PAGE_SIZES } from '@yunmo/domain/paging';
import { useGetSearchAnalysisQuery } from '../api/model-list-api';
import { parseEsIndex, parseKeyword, parseKindParam, parsePage } from '../hooks/list-url';
import { FilterRows } from './filter-rows';
import { useGetKindFiltersQuery } from '@/lib/kind-filters-api';
import { ResultTotal } from './result-total';
import { EMPTY_LIST_TEXT } from './list-page';
import { ListResults } from './list-results';
import { SearchBar } from '@/components/search-bar/search-bar';
import { apiErrorInfo } from '@/lib/api-error';
import { useHead } from '@/lib/use-head';
import './list-page.css';

function Analysis({ label, value }: { label: string; value: unknown }) {
  return (
    <details className="analysis panel" open={label === 'elementAnalysis'}>
      <summary>{label}</summary>
      <pre>{JSON.stringify(value ?? null, null, 2)}</pre>
    </details>
  );
}

/** Search-analysis views: the list plus how the keyword was analysed. Filters refresh in place, page 1. */
export function DebuggerListPage() {
  const [search, setSearch] = useSearchParams();
  // `type` names the kind by path name or code (1-5).
  const kind = parseKindParam(search.get('type')) ?? 'max';
  const keyword = parseKeyword(search.get('element'));
  const page = parsePage(search.get('page'));
  const esIndex = parseEsIndex(search.get('esIndex'));
  const filter = decodeFilterCode(kind, search.get('filter') ?? defaultFilterCode(kind)).filter;
  const filterCode = encodeFilterCode(filter);
  useHead({ name: 'static', page: 'debugger' });
  const choices = useGetKindFiltersQuery(kind);
  const result = useGetSearchAnalysisQuery({
    kind,
    filter: filterCode,
    q: keyword,
    page,
    ...(esIndex === undefined ? {} : { esIndex }),
  });
  const error = apiErrorInfo(result.error);
  const total = result.data?.total ?? 0;
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearch(next);
  };
  return (
    <main className="list-page container page">
      <h1>搜索分析</h1>
      <div className="list-search">
        <SearchBar
          key={`${kind}:${keyword}`}
          kind={kind}
          variant="compact"
          initialKeyword={keyword}
          onSearch={(nextKind, term) => {
            update({ type: nextKind, element: term, page: '' });
          }}
        />
      </div>
      <nav className="kind-tabs" aria-label="模型类型">
        {ASSET_KINDS.map((item) => (
          <button
            key={item}
            type="button"
            className="chip"
            aria-pressed={item === kind}
            onClick={() => {
              update({ type: item, page: '', filter: '' });
            }}
          >
            {KIND_DISPLAY_NAMES[item].full}
          </button>
        ))}
      </nav>
      <FilterRows
        kind={kind}
        filter={filter}
        choices={choices.data}
        onChange={(next) => {
          update({ filter: encodeFilterCode(next.filter), page: '' });
        }}
      />
      {result.data ? (
        <>
          <Analysis label="element" value={result.data.analysis.element} />
          <Analysis label="elementAnalysis" value={result.data.analysis.elementAnalysis} />
          <Analysis label="elementExtend" value={result.data.analysis.elementExtend} />
          <Analysis
            label="elementExtendAnalysis"
            value={result.data.analysis.elementExtendAnalysis}
          />
          <Analysis label="categorys" value={result.data.analysis.categories} />
        </>
      ) : null}
      <ResultTotal
        total={result.currentData?.total}
        capped={result.currentData?.totalCapped ?? false}
      />
      <ListResults
        result={result}
        error={error}
        emptyText={EMPTY_LIST_TEXT}
        keyword={keyword}
        label="模型列表"
      />
      <Pagination
        page={page}
        totalPages={lastPage(total, PAGE_SIZES.list)}
        onChange={(target) => {
          update({ page: String(target) });
          window.scrollTo({ top: 0 });
        }}
        clampJump={(typed) => clampJumpPage(typed, total, PAGE_SIZES.list)}
      />
    </main>
  );
}
