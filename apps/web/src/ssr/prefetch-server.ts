import { matchPath } from 'react-router';
import type { AppStore } from '@/app/store';
import { paths } from '@/config/paths';
import { albumsApi } from '@/features/albums/api/albums-api';
import { albumUuidFrom } from '@/features/albums/components/album-detail-page';
import { channelApi } from '@/features/channel/api/channel-api';
import { parseSort } from '@/features/channel/components/channel-page';
import { modelDetailApi } from '@/features/model-detail/api/model-detail-api';
import { modelKeyFrom } from '@/features/model-detail/components/model-detail-page';
import { isAssetKind } from '@yunmo/domain/asset-kinds';

/** The page kinds the gateway renders on the server. */
export type SsrPage = 'list' | 'channel' | 'album' | 'detail';

const patterns: [SsrPage, string][] = [
  ['list', paths.list.pattern],
  ['channel', paths.channel.pattern],
  ['album', paths.albumDetail.pattern],
  ['album', paths.albumDetail.queryPattern],
  ['detail', paths.detail.pattern],
  ['detail', paths.detail.legacyPattern],
];

/**
 * The route module each rendered page draws with, named as the client build's manifest names it
 * (`src/...`): the gateway announces that module's chunks and styles in the served HTML, so they
 * download with the entry script instead of after it. `prefetch-server.test.ts` holds each to the
 * module its route really loads.
 */
export const ssrRouteModules: Record<SsrPage, string> = {
  list: 'src/app/routes/list.tsx',
  channel: 'src/app/routes/channel.tsx',
  album: 'src/app/routes/album-detail.tsx',
  detail: 'src/app/routes/model-detail.tsx',
};

/** The client build's name of the route module a rendered page needs; undefined for other pages. */
export function ssrRouteModuleOf(pathname: string): string | undefined {
  const found = ssrPageOf(pathname);
  return found === undefined ? undefined : ssrRouteModules[found.page];
}

export function ssrPageOf(
  pathname: string,
): { page: SsrPage; params: Record<string, string | undefined> } | undefined {
  for (const [page, pattern] of patterns) {
    const match = matchPath({ path: pattern, caseSensitive: false }, pathname);
    if (match) return { page, params: match.params };
  }
  return undefined;
}

/**
 * Starts, with exactly the arguments the page's components pass, the queries a server render
 * needs beyond the route loaders (the list's loader already starts its own). The render waits for
 * them (the returned promise settles once every query it starts, chained ones too, has answered),
 * so the page draws from a full cache and the browser, rehydrated, asks for none of them.
 */
export async function prefetchForServer(store: AppStore, url: URL): Promise<void> {
  const found = ssrPageOf(url.pathname);
  if (!found) return;
  const { page, params } = found;
  const once = { subscribe: false } as const;
  if (page === 'detail') {
    const { kind, uuid } = modelKeyFrom(params);
    if (kind === null || uuid === '') return;
    const key = { kind, uuid };
    const detail = await store.dispatch(
      modelDetailApi.endpoints.getModelDetail.initiate(key, once),
    );
    // The similar list waits for the detail in the page too; the render waits for both.
    if (detail.data)
      await store.dispatch(modelDetailApi.endpoints.getSimilarModels.initiate(key, once));
  } else if (page === 'album') {
    const uuid = albumUuidFrom(params, url.searchParams);
    if (uuid === '') return;
    void store.dispatch(albumsApi.endpoints.getAlbum.initiate(uuid, once));
    void store.dispatch(albumsApi.endpoints.getSimilarAlbums.initiate(uuid, once));
  } else if (page === 'channel') {
    const kind = params.type;
    if (!isAssetKind(kind)) return;
    void store.dispatch(channelApi.endpoints.getChannelBanners.initiate(kind, once));
    // A visitor's first channel view: no stored favourite categories.
    void store.dispatch(
      channelApi.endpoints.getChannelModels.initiate(
        { kind, categoryIds: [], sort: parseSort(url.searchParams.get('sort')) },
        once,
      ),
    );
  }
}
