import type { AssetKind } from '@yunmo/api-contract/common';
import type { CategoryCount, ModelSearchResult, SearchAnalysis } from '@yunmo/api-contract/kinds';
import { v1Calls, type V1Query } from '@yunmo/api-contract/v1/calls';
import type { LegacyPage } from '@yunmo/api-contract/v1/payloads';
import { KIND_CODES } from '@yunmo/domain/asset-kinds';
import { feeTypeRequestValue } from '@yunmo/domain/fees-and-sorts';
import {
  decodeFilterCode,
  defaultFilterCode,
  encodeFilterCode,
  type FilterState,
} from '@yunmo/domain/filter-code';
import { PAGE_SIZES } from '@yunmo/domain/paging';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toCategoryCounts, toModelPage } from '../legacy/to-api.js';
import { getKindFilters } from './kind-filters.js';

export interface ModelSearchInput {
  filter?: string | undefined;
  q?: string | undefined;
  page: number;
  esIndex?: number | undefined;
}

const pageSize = PAGE_SIZES.list;

/** 0 means "not chosen" in the filter code; the legacy calls want such values absent. */
function chosen(value: number): number | undefined {
  return value === 0 ? undefined : value;
}

function keyword(q: string | undefined): string | undefined {
  return q === undefined || q === '' ? undefined : q;
}

type ListSearch =
  | { call: typeof v1Calls.modelSearch; query: V1Query<typeof v1Calls.modelSearch> }
  | { call: typeof v1Calls.mappingSearch; query: V1Query<typeof v1Calls.mappingSearch> }
  | { call: typeof v1Calls.uecSearch; query: V1Query<typeof v1Calls.uecSearch> }
  | { call: typeof v1Calls.ue4Search; query: V1Query<typeof v1Calls.ue4Search> };

async function listSearch(
  fastify: FastifyInstance,
  request: FastifyRequest,
  kind: AssetKind,
  filter: FilterState,
  input: ModelSearchInput,
): Promise<ListSearch> {
  const q = keyword(input.q);
  switch (kind) {
    case 'max':
    case 'su':
      return {
        call: v1Calls.modelSearch,
        query: {
          element: q,
          oneClass: chosen(filter.firstCategoryId),
          twoClass: chosen(filter.secondCategoryId),
          style: chosen(filter.styleId),
          member: chosen(filter.member),
          vip: chosen(filter.vip),
          free: chosen(filter.free),
          nofree: chosen(filter.nofree),
          render: chosen(filter.renderIndex),
          unique: chosen(filter.unique),
          vr: chosen(filter.vr),
          spaces: chosen(filter.spaces),
          sort: filter.sort,
          modelType: KIND_CODES[kind],
          pn: input.page,
          size: pageSize,
          // Sent only when the address names one: 0 is the server's default.
          esIndex: input.esIndex,
        },
      };
    case 'mapping': {
      // typeId carries the style's value, not its id.
      let typeId: string | undefined;
      if (filter.styleId !== 0) {
        const filters = await getKindFilters(fastify, request, kind);
        typeId = filters.data.styles.find((style) => style.id === filter.styleId)?.value;
      }
      return {
        call: v1Calls.mappingSearch,
        query: {
          queryString: q,
          typeId,
          feeType: feeTypeRequestValue(kind, filter),
          sort: filter.sort,
          oneName: chosen(filter.firstCategoryId),
          twoName: chosen(filter.secondCategoryId),
          page: input.page,
          limit: pageSize,
        },
      };
    }
    case 'uec':
      return {
        call: v1Calls.uecSearch,
        query: {
          queryString: q,
          feeType: feeTypeRequestValue(kind, filter),
          sort: filter.sort,
          oneName: chosen(filter.firstCategoryId),
          twoName: chosen(filter.secondCategoryId),
          page: input.page,
          limit: pageSize,
        },
      };
    case 'ue4':
      return {
        call: v1Calls.ue4Search,
        query: {
          element: q,
          vName: chosen(filter.firstCategoryId),
          tName: chosen(filter.secondCategoryId),
          style: chosen(filter.styleId),
          render: chosen(filter.renderIndex),
          feeType: feeTypeRequestValue(kind, filter),
          sort: filter.sort,
          page: input.page,
          limit: pageSize,
        },
      };
  }
}

/**
 * The search's own hits per first-level category, so a keyword search is one request. Only the
 * MAX/SU search offers them to the page (its term panel); the other kinds answer none.
 */
function categoryCountsOf(kind: AssetKind, page: LegacyPage): CategoryCount[] {
  if (kind !== 'max' && kind !== 'su') return [];
  return toCategoryCounts(page.categoryCounts ?? []);
}

function decode(kind: AssetKind, code: string | undefined) {
  if (code === undefined || code === '')
    return { filter: decodeFilterCode(kind, defaultFilterCode(kind)).filter, valid: true };
  return decodeFilterCode(kind, code);
}

/** The list search of a kind: decodes the filter code (an invalid one falls back to the default). */
export async function searchModels(
  fastify: FastifyInstance,
  request: FastifyRequest,
  kind: AssetKind,
  input: ModelSearchInput,
): Promise<ModelSearchResult> {
  const { filter, valid } = decode(kind, input.filter);
  const search = await listSearch(fastify, request, kind, filter, input);
  const page = await fastify.v1.call(request, search.call, { query: search.query });
  return {
    ...toModelPage(page, input.page, pageSize, kind),
    filterCode: encodeFilterCode(filter),
    filter: { ...filter },
    filterValid: valid,
    categoryCounts: categoryCountsOf(kind, page),
  };
}

/**
 * The debugger views. MAX and SU have the legacy debugger search with its analysis; the other
 * kinds run their own list search and report only the keyword (their services analyse nothing).
 */
export async function analyseSearch(
  fastify: FastifyInstance,
  request: FastifyRequest,
  kind: AssetKind,
  input: ModelSearchInput,
): Promise<SearchAnalysis> {
  if (kind !== 'max' && kind !== 'su') {
    const result = await searchModels(fastify, request, kind, input);
    return {
      ...result,
      analysis: {
        element: keyword(input.q) ?? '',
        elementAnalysis: null,
        elementExtend: null,
        elementExtendAnalysis: null,
        categories: null,
      },
    };
  }
  const { filter, valid } = decode(kind, input.filter);
  const search = await listSearch(fastify, request, kind, filter, input);
  // Only MAX and SU reach here: their search query is the debugger's.
  const page = await fastify.v1.call(request, v1Calls.debuggerSearch, {
    query: search.query as V1Query<typeof v1Calls.debuggerSearch>,
  });
  return {
    ...toModelPage(page, input.page, pageSize, kind),
    filterCode: encodeFilterCode(filter),
    filter: { ...filter },
    filterValid: valid,
    categoryCounts: categoryCountsOf(kind, page),
    analysis: {
      element: typeof page.element === 'string' ? page.element : (keyword(input.q) ?? ''),
      elementAnalysis: page.elementAnalysis ?? null,
      elementExtend: page.elementExtend ?? null,
      elementExtendAnalysis: page.elementExtendAnalysis ?? null,
      categories: page.categorys ?? null,
    },
  };
}
