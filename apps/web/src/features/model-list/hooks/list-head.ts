import type { SeoRoute } from '@yunmo/domain/seo';
import type { ListUrlState } from './list-url';

interface CategoryNode {
  id: number;
  name: string;
  children: readonly { id: number; name: string }[];
}

/** The head of a list page: kind, chosen (sub)category and keyword, as the gateway writes it. */
export function listHeadRoute(
  url: Pick<ListUrlState, 'kind' | 'filter' | 'filterCode' | 'keyword'>,
  categories: readonly CategoryNode[],
): SeoRoute {
  const parent = categories.find((category) => category.id === url.filter.firstCategoryId);
  const child = parent?.children.find((item) => item.id === url.filter.secondCategoryId);
  const categoryName = child?.name ?? parent?.name;
  return {
    name: 'list',
    kind: url.kind,
    filterCode: url.filterCode,
    ...(url.keyword ? { keyword: url.keyword } : {}),
    ...(categoryName ? { categoryName } : {}),
  };
}
