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
} from '@yunmo/api-contract/v1/payloads';
import { toCategoryNode, toNamedItem } from '../legacy/to-api.js';
import type { CachedValue } from '../plugins/app/cache.js';

type Choices = Pick<KindFilters, 'categories' | 'styles' | 'renderers'>;
type FeeChoice = KindFilters['feeTypes'][number];

/** Label dictionaries of the fee filters: MAPPING's FEETYPE, the UE kinds' UE4C_FEETYPE. MAX/SU have none. */
const feeDictionaries: Partial<Record<AssetKind, { path: string; dictCode: string }>> = {
  mapping: { path: '/v1/mapping/labels', dictCode: 'FEETYPE' },
  ue4: { path: '/v1/uec/labels', dictCode: 'UE4C_FEETYPE' },
  uec: { path: '/v1/uec/labels', dictCode: 'UE4C_FEETYPE' },
};

/**
 * The kind's fee options, labelled from the server's dictionary: an entry's value is the option's
 * feeType request value. An option the dictionary lacks keeps the domain's label.
 */
async function loadFeeChoices(
  fastify: FastifyInstance,
  request: FastifyRequest,
  kind: AssetKind,
): Promise<FeeChoice[]> {
  const dictionary = feeDictionaries[kind];
  const labels = dictionary
    ? await fastify.v1.fetch(
        request,
        { path: dictionary.path, query: { dictCode: dictionary.dictCode } },
        z.array(legacyStyleSchema),
      )
    : [];
  return FEE_OPTIONS[kind].map((option) => {
    const label = labels.find((entry) => entry.value === option.feeType)?.name.trim();
    return { key: option.key, label: label || option.label, slot: option.slot };
  });
}

async function loadChoices(
  fastify: FastifyInstance,
  request: FastifyRequest,
  kind: AssetKind,
): Promise<Choices> {
  const { v1 } = fastify;
  switch (kind) {
    case 'max':
    case 'su':
    case 'ue4': {
      const info =
        kind === 'ue4'
          ? await v1.fetch(request, { path: '/v1/ue4/headInfo' }, legacyModelHeadInfoSchema)
          : await v1.fetch(
              request,
              { path: '/v1/model/headInfo', query: { modelType: KIND_CODES[kind] } },
              legacyModelHeadInfoSchema,
            );
      return {
        categories: (info.categorys ?? []).map(toCategoryNode),
        styles: (info.style ?? []).map((style) => ({
          id: Math.max(0, style.id),
          name: style.name,
          value: style.value,
        })),
        renderers: (info.renders ?? []).map(toNamedItem),
      };
    }
    case 'mapping': {
      const [info, styles] = await Promise.all([
        v1.fetch(request, { path: '/v1/mapping/headInfo' }, legacyCategoriesHeadInfoSchema),
        v1.fetch(
          request,
          { path: '/v1/mapping/labels', query: { dictCode: 'MAPPINGTYPE' } },
          z.array(legacyStyleSchema),
        ),
      ]);
      return {
        categories: (info.categories ?? []).map(toCategoryNode),
        styles: styles.map((style) => ({
          id: Math.max(0, style.id),
          name: style.name,
          value: style.value,
        })),
        renderers: [],
      };
    }
    case 'uec': {
      const info = await v1.fetch(
        request,
        { path: '/v1/uec/headInfo' },
        legacyCategoriesHeadInfoSchema,
      );
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
  return fastify.publicCache.get(`filters:${kind}`, async () => {
    const [choices, feeTypes] = await Promise.all([
      loadChoices(fastify, request, kind),
      loadFeeChoices(fastify, request, kind),
    ]);
    return {
      kind,
      defaultFilterCode: defaultFilterCode(kind),
      ...choices,
      feeTypes,
      sorts: SORT_OPTIONS[kind].map((option) => ({
        value: option.value,
        key: option.key,
        label: option.label,
      })),
    };
  });
}
