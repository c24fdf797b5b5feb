import type { ReactNode } from 'react';
import { ErrorState } from '@yunmo/ui/states';
import { ModelGrid, type ModelGridProps } from '@/components/model-grid';
import type { ApiErrorInfo } from '@/lib/api-error';

export interface ListResultsProps {
  /** The list query's result: `currentData` is the answer for the arguments now shown. */
  result: {
    currentData?: { items: ModelGridProps['models'] };
    isFetching: boolean;
    refetch: () => unknown;
  };
  error: ApiErrorInfo | undefined;
  emptyText: string;
  label: string;
  keyword?: string;
  emptyExtra?: ReactNode;
}

/**
 * The grid of a list page, or its failure with 重试. A failed page change shows the failure, not
 * the empty list of the page before (hence `currentData`, not `data`).
 */
export function ListResults({
  result,
  error,
  emptyText,
  label,
  keyword,
  emptyExtra,
}: ListResultsProps) {
  if (error && !result.currentData)
    return (
      <ErrorState
        text={error.message}
        onRetry={() => {
          void result.refetch();
        }}
      />
    );
  return (
    <>
      {/* The cards' titles are level 3: the page's headings step from its h1 through this one. */}
      <h2 className="ym-visually-hidden">模型列表</h2>
      <ModelGrid
        models={result.currentData?.items}
        loading={result.isFetching}
        emptyText={emptyText}
        keyword={keyword}
        label={label}
        emptyExtra={emptyExtra}
      />
    </>
  );
}
