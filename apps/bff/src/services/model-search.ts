import type { AssetKind } from '@yunmo/api-contract/common';
import type { ModelSearchResult, SearchAnalysis } from '@yunmo/api-contract/kinds';
import { KIND_CODES } from '@yunmo/domain/asset-kinds';
import { feeTypeRequestValue } from '@yunmo/domain/fees-and-sorts';
import { decodeFilterCode, defaultFilterCode, encodeFilterCode, type FilterState } from '@yunmo/domain/filter-code';
import { PAGE_SIZES } from '@yunmo/domain/paging';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { legacyDebuggerPageSchema, legacyPageSchema } from '../legacy/schemas.js';
import { toModelPage } from '../legacy/to-api.js';
import type { QueryValue, UpstreamCall } from '../plugins/app/upstream.js';
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

async function legacySearchCall(
  fastify: FastifyInstance,
  request: FastifyRequest,
  kind: AssetKind,
  filter: FilterState,
  input: ModelSearchInput,
  debug: boolean,
): Promise<UpstreamCall> {
  const q = keyword(input.q);
  switch (kind) {
    case 'max':
    case 'su': {
      const query: Record<string, QueryValue> = {
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
      };
      return { path: debug ? '/v1/model/debugger/search' : '/v1/model/search', query };
    }
    case 'mapping': {
      // typeId carries the style's value, not its id.
      let typeId: string | undefined;
      if (filter.styleId !== 0) {
        const filters = await getKindFilters(fastify, request, kind);
        typeId = filters.data.styles.find((style) => style.id === filter.styleId)?.value;
      }
      return {
        path: '/v1/mapping/search',
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
        path: '/v1/uec/search',
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
        path: '/v1/ue4/search',
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

function decode(kind: AssetKind, code: string | undefined) {
  if (code === undefined || code === '') return { filter: decodeFilterCode(kind, defaultFilterCode(kind)).filter, valid: true };
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
  const call = await legacySearchCall(fastify, request, kind, filter, input, false);
  const page = await fastify.upstream.call(request, call, legacyPageSchema);
  return {
    ...toModelPage(page, input.page, pageSize, kind),
    filterCode: encodeFilterCode(filter),
    filter: { ...filter },
    filterValid: valid,
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
      analysis: { element: keyword(input.q) ?? '', elementAnalysis: null, elementExtend: null, elementExtendAnalysis: null, categories: null },
    };
  }
  const { filter, valid } = decode(kind, input.filter);
  const call = await legacySearchCall(fastify, request, kind, filter, input, true);
  const page = await fastify.upstream.call(request, call, legacyDebuggerPageSchema);
  return {
    ...toModelPage(page, input.page, pageSize, kind),
    filterCode: encodeFilterCode(filter),
    filter: { ...filter },
    filterValid: valid,
    analysis: {
      element: typeof page.element === 'string' ? page.element : (keyword(input.q) ?? ''),
      elementAnalysis: page.elementAnalysis ?? null,
      elementExtend: page.elementExtend ?? null,
      elementExtendAnalysis: page.elementExtendAnalysis ?? null,
      categories: page.categorys ?? null,
    },
  };
}
