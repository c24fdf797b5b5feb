import type { AssetKind } from '@yunmo/api-contract/common';
import type { KindFilters } from '@yunmo/api-contract/kinds';
import { KIND_CODES } from '@yunmo/domain/asset-kinds';
import { FEE_OPTIONS, SORT_OPTIONS } from '@yunmo/domain/fees-and-sorts';
import { defaultFilterCode } from '@yunmo/domain/filter-code';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { v1Calls } from '@yunmo/api-contract/v1/calls';
import { toCategoryNode, toNamedItem } from '../legacy/to-api.js';
import type { CachedValue } from '../plugins/app/cache.js';

type Choices = Pick<KindFilters, 'categories' | 'styles' | 'renderers'>;
type FeeChoice = KindFilters['feeTypes'][number];

/** Label dictionaries of the fee filters: MAPPING's FEETYPE, the UE kinds' UE4C_FEETYPE. MAX/SU have none. */
const feeDictionaries: Partial<
  Record<
    AssetKind,
    { call: typeof v1Calls.mappingLabels | typeof v1Calls.uecLabels; dictCode: string }
  >
> = {
  mapping: { call: v1Calls.mappingLabels, dictCode: 'FEETYPE' },
  ue4: { call: v1Calls.uecLabels, dictCode: 'UE4C_FEETYPE' },
  uec: { call: v1Calls.uecLabels, dictCode: 'UE4C_FEETYPE' },
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
    ? await fastify.v1.call(request, dictionary.call, {
        query: { dictCode: dictionary.dictCode },
      })
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
          ? await v1.call(request, v1Calls.ue4HeadInfo)
          : await v1.call(request, v1Calls.modelHeadInfo, {
              query: { modelType: KIND_CODES[kind] },
            });
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
        v1.call(request, v1Calls.mappingHeadInfo),
        v1.call(request, v1Calls.mappingLabels, { query: { dictCode: 'MAPPINGTYPE' } }),
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
      const info = await v1.call(request, v1Calls.uecHeadInfo);
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
