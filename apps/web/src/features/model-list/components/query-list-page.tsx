import { useNavigate, useSearchParams } from 'react-router';
import { Pagination } from '@yunmo/ui/pagination';
import { isAssetKind, KIND_DISPLAY_NAMES } from '@yunmo/domain/asset-kinds';
import { isSortValue } from '@yunmo/domain/fees-and-sorts';
import { clampJumpPage, lastPage, PAGE_SIZES } from '@yunmo/domain/paging';
import { useListModelsQuery } from '../api/model-list-api';
import type { QueryListArgs } from '../api/model-list-api';
import { parsePage } from '../hooks/list-url';
import { ResultTotal } from './result-total';
import { EMPTY_LIST_TEXT } from './list-page';
import { ListResults } from './list-results';
import { apiErrorInfo } from '@/lib/api-error';
import { useHead } from '@/lib/use-head';
import './list-page.css';

const FEE_TYPES = ['free', 'nofree', 'member'] as const;

function idParam(text: string | null): number | undefined {
  return text !== null && /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}

/** `/model/list?vName&tName&type&feeType&sort&page`: unknown values are ignored, not sent. */
export function readQueryList(search: URLSearchParams): QueryListArgs {
  const type = search.get('type');
  const feeType = search.get('feeType');
  const sort = search.get('sort');
  return {
    kind: isAssetKind(type) ? type : undefined,
    categoryId: idParam(search.get('vName')),
    subcategoryId: idParam(search.get('tName')),
    feeType: FEE_TYPES.find((value) => value === feeType),
    // The list by query sorts every kind by the generic codes (1-5): MAPPING's 0 (最新) is not one of them.
    sort:
      sort !== null && /^\d$/.test(sort) && isSortValue('max', Number(sort))
        ? Number(sort)
        : undefined,
    page: parsePage(search.get('page')),
  };
}

export function QueryListPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const args = readQueryList(search);
  const title =
    args.feeType === 'member'
      ? '会员模型'
      : args.kind
        ? KIND_DISPLAY_NAMES[args.kind].full
        : '模型列表';
  useHead({
    name: 'queryList',
    ...(args.kind ? { kind: args.kind } : {}),
    member: args.feeType === 'member',
  });
  const result = useListModelsQuery(args);
  const error = apiErrorInfo(result.error);
  const total = result.data?.total ?? 0;
  const goPage = (page: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(page));
    void navigate({ search: next.toString() });
    window.scrollTo({ top: 0 });
  };
  return (
    <main className="list-page container page">
      <div className="section-title">
        <h1>{title}</h1>
        <ResultTotal
          total={result.currentData?.total}
          capped={result.currentData?.totalCapped ?? false}
        />
      </div>
      <ListResults result={result} error={error} emptyText={EMPTY_LIST_TEXT} label={title} />
      <Pagination
        page={args.page}
        totalPages={lastPage(total, PAGE_SIZES.list)}
        onChange={goPage}
        clampJump={(typed) => clampJumpPage(typed, total, PAGE_SIZES.list)}
      />
    </main>
  );
}
