import type { AssetKind } from '@yunmo/api-contract/common';
import type { KindFilters } from '@yunmo/api-contract/kinds';
import { KIND_CODES } from '@yunmo/domain/asset-kinds';
import { FEE_OPTIONS, SORT_OPTIONS } from '@yunmo/domain/fees-and-sorts';
import { defaultFilterCode } from '@yunmo/domain/filter-code';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  legacyCategoriesHeadInfoSchema,
  legacyModelHeadInfoSchema,
  legacyStyleSchema,
} from '../legacy/schemas.js';
import { toCategoryNode, toNamedItem } from '../legacy/to-api.js';
import type { CachedValue } from '../plugins/app/cache.js';

type Choices = Pick<KindFilters, 'categories' | 'styles' | 'renderers'>;

async function loadChoices(fastify: FastifyInstance, request: FastifyRequest, kind: AssetKind): Promise<Choices> {
  const { upstream } = fastify;
  switch (kind) {
    case 'max':
    case 'su':
    case 'ue4': {
      const info =
        kind === 'ue4'
          ? await upstream.call(request, { path: '/v1/ue4/headInfo' }, legacyModelHeadInfoSchema)
          : await upstream.call(
              request,
              { path: '/v1/model/headInfo', query: { modelType: KIND_CODES[kind] } },
              legacyModelHeadInfoSchema,
            );
      return {
        categories: (info.categorys ?? []).map(toCategoryNode),
        styles: (info.style ?? []).map((style) => ({ id: Math.max(0, style.id), name: style.name, value: style.value })),
        renderers: (info.renders ?? []).map(toNamedItem),
      };
    }
    case 'mapping': {
      const [info, styles] = await Promise.all([
        upstream.call(request, { path: '/v1/mapping/headInfo' }, legacyCategoriesHeadInfoSchema),
        upstream.call(request, { path: '/v1/mapping/labels', query: { dictCode: 'MAPPINGTYPE' } }, z.array(legacyStyleSchema)),
      ]);
      return {
        categories: (info.categories ?? []).map(toCategoryNode),
        styles: styles.map((style) => ({ id: Math.max(0, style.id), name: style.name, value: style.value })),
        renderers: [],
      };
    }
    case 'uec': {
      const info = await upstream.call(request, { path: '/v1/uec/headInfo' }, legacyCategoriesHeadInfoSchema);
      return { categories: (info.categories ?? []).map(toCategoryNode), styles: [], renderers: [] };
    }
  }
}

/** Filter choices of a kind's list page: server lists plus the fee and sort tables of the domain. */
export function getKindFilters(
  fastify: FastifyInstance,
  request: FastifyRequest,
  kind: AssetKind,
): Promise<CachedValue<KindFilters>> {
  return fastify.publicCache.get(`filters:${kind}`, async () => ({
    kind,
    defaultFilterCode: defaultFilterCode(kind),
    ...(await loadChoices(fastify, request, kind)),
    feeTypes: FEE_OPTIONS[kind].map((option) => ({ key: option.key, label: option.label, slot: option.slot })),
    sorts: SORT_OPTIONS[kind].map((option) => ({ value: option.value, key: option.key, label: option.label })),
  }));
}
