/**
 * Every /api list answers one envelope (`items`, `page`, `pageSize`, `total`). Endpoints whose pages
 * show the whole list read its items with this.
 */
export interface ListPage<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

export function itemsOf<T>(page: ListPage<T>): T[] {
  return page.items;
}
