import type { ModelDetail } from '@yunmo/api-contract/model-detail';
import type { AssetKind } from '@yunmo/domain/asset-kinds';
import type { SeoRoute } from '@yunmo/domain/seo';

/** The head of a detail page from the detail the page shows: the same facts the gateway uses. */
export function detailHeadRoute(
  kind: AssetKind,
  uuid: string,
  detail: ModelDetail | undefined,
): SeoRoute {
  if (!detail) return { name: 'detail', kind, uuid };
  return {
    name: 'detail',
    kind: detail.kind,
    uuid: detail.uuid,
    title: detail.title,
    number: detail.number,
    facts: detail.fields.map((field) => `${field.label}${field.value}`),
    ...(detail.images[0] ? { imageUrl: detail.images[0].url } : {}),
  };
}
