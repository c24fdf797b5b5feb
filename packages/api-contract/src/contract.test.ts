import { describe, expect, it } from 'vitest';
import { channelModelsQuerySchema } from './channels.js';
import { errorResponseSchema, modelCardSchema } from './common.js';
import { modelSearchQuerySchema } from './kinds.js';
import { getAlbumRoute, searchAlbumsRoute } from './albums.js';
import { getAlbum, searchAlbums } from './generated/route-table.js';
import { routeRequest, toFastifyPath, type RouteRef } from './route.js';

describe('request schemas', () => {
  it('coerces query strings and applies defaults', () => {
    expect(modelSearchQuerySchema.parse({ q: ' 椅子 ' })).toEqual({ q: '椅子', page: 1 });
    expect(modelSearchQuerySchema.parse({ page: '3' }).page).toBe(3);
  });

  it.each([
    { page: '1e30' },
    { page: '0' },
    { page: 'abc' },
    { page: '1.5' },
    { q: 'x'.repeat(31) },
  ])('rejects %o', (query) => {
    expect(modelSearchQuerySchema.safeParse(query).success).toBe(false);
  });

  it('splits channel category ids and rejects junk', () => {
    expect(channelModelsQuerySchema.parse({ categoryIds: '1,22' }).categoryIds).toEqual([1, 22]);
    expect(channelModelsQuerySchema.safeParse({ categoryIds: '1,,2' }).success).toBe(false);
    expect(channelModelsQuerySchema.safeParse({ categoryIds: 'a' }).success).toBe(false);
  });
});

describe('response schemas', () => {
  it('refuses a float price and unknown error codes', () => {
    const card = {
      id: 1,
      uuid: 'u',
      kind: 'max',
      title: 't',
      thumbnailUrl: '/files/a.jpg',
      priceFen: 220,
      priceLabel: '¥2.20',
      chargeCategory: 1,
      isMember: false,
      views: 0,
      favourites: 0,
      downloads: 0,
    };
    expect(modelCardSchema.safeParse(card).success).toBe(true);
    expect(modelCardSchema.safeParse({ ...card, priceFen: 2.2 }).success).toBe(false);
    expect(errorResponseSchema.safeParse({ error: { code: 'OOPS', message: 'x' } }).success).toBe(
      false,
    );
  });
});

it('turns OpenAPI path templates into Fastify paths', () => {
  expect(toFastifyPath('/api/albums/{uuid}/similar')).toBe('/api/albums/:uuid/similar');
});

describe('route requests for clients', () => {
  it('fills the path parameters in, encoded, under the /api base', () => {
    expect(routeRequest(getAlbumRoute, { params: { uuid: 'a b' } })).toEqual({
      url: '/albums/a%20b',
      method: 'GET',
    });
  });

  it('keeps the given query values and leaves undefined ones out', () => {
    expect(
      routeRequest(searchAlbumsRoute, { query: { sort: 'time', page: 2, q: undefined } }),
    ).toEqual({
      url: '/albums',
      method: 'GET',
      params: { sort: 'time', page: 2 },
    });
  });

  it('builds the same requests from the route table, typed by the contracts', () => {
    expect(routeRequest(getAlbum, { params: { uuid: 'a b' } })).toEqual(
      routeRequest(getAlbumRoute, { params: { uuid: 'a b' } }),
    );
    expect(routeRequest(searchAlbums, { query: { sort: 'time' } })).toEqual({
      url: '/albums',
      method: 'GET',
      params: { sort: 'time' },
    });
    // @ts-expect-error the contract needs the album's uuid
    expect(() => routeRequest(getAlbum, {})).toThrow(/uuid/);
    // @ts-expect-error the contract's sort is one of its values, not any string
    routeRequest(searchAlbums, { query: { sort: 'newest' } });
  });

  it('holds a route table entry to its contract’s method and path', () => {
    const entry: RouteRef<typeof getAlbumRoute> = getAlbum;
    // @ts-expect-error a path the contract does not have
    const wrongPath: RouteRef<typeof getAlbumRoute> = { ...entry, path: '/api/album/{uuid}' };
    // @ts-expect-error a method the contract does not have
    const wrongMethod: RouteRef<typeof getAlbumRoute> = { ...entry, method: 'POST' };
    expect([wrongPath.path, wrongMethod.method]).toEqual(['/api/album/{uuid}', 'POST']);
  });

  it('refuses a call without its path parameter', () => {
    expect(() =>
      routeRequest(getAlbumRoute, { params: { uuid: undefined as unknown as string } }),
    ).toThrow(/uuid/);
  });
});
