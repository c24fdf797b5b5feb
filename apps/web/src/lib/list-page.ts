import type { RouteContract, RouteResponse } from '@yunmo/api-contract/route';

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

/** The item of a list route's answer, so an endpoint reading `items` is typed by the route. */
export type RouteItem<R extends RouteContract> =
  RouteResponse<R> extends ListPage<infer T> ? T : never;
