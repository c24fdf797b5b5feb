import type {
  AuthorWork,
  AuthorWorksPage,
  changeAuthorCoverRoute,
  getAuthorProfileRoute,
  getAuthorWorkRoute,
} from '@yunmo/api-contract/authors';
import { routeRequest, type RouteBody, type RouteResponse } from '@yunmo/api-contract/route';
import * as routeTable from '@yunmo/api-contract/generated/route-table';
import type { ModelCard } from '@yunmo/api-contract/common';
import { api } from '@/lib/api';

/** A page of works as the author page shows it: the models tab's cards, or panoramas and videos. */
export interface AuthorWorksView {
  total: number;
  page: number;
  pageSize: number;
  models: ModelCard[];
  works: AuthorWork[];
}

/** Splits the list envelope's items: panoramas and videos carry `type`, model cards `kind`. */
export function toAuthorWorksView(page: AuthorWorksPage): AuthorWorksView {
  const models: ModelCard[] = [];
  const works: AuthorWork[] = [];
  for (const item of page.items) {
    if ('type' in item) works.push(item);
    else models.push(item);
  }
  return { total: page.total, page: page.page, pageSize: page.pageSize, models, works };
}

/** The works list to fetch: models (by sub-kind, or all of them), panoramas or videos. */
export type AuthorWorkType = 'model' | 'panorama' | 'video';

export interface AuthorWorksArgs {
  author: string;
  type: AuthorWorkType;
  subKind?: number | undefined;
  q?: string | undefined;
  page: number;
}

const enhanced = api.enhanceEndpoints({ addTagTypes: ['AuthorProfile'] });

export const authorApi = enhanced.injectEndpoints({
  endpoints: (build) => ({
    getAuthorProfile: build.query<RouteResponse<typeof getAuthorProfileRoute>, string>({
      query: (author) => routeRequest(routeTable.getAuthorProfile, { params: { author } }),
      providesTags: (_result, _error, author) => [{ type: 'AuthorProfile', id: author }],
    }),
    listAuthorWorks: build.query<AuthorWorksView, AuthorWorksArgs>({
      transformResponse: toAuthorWorksView,
      query: ({ author, type, subKind, q, page }) =>
        routeRequest(routeTable.listAuthorWorks, {
          params: { author },
          query: { type, page, subKind, q: q || undefined },
        }),
    }),
    getAuthorWork: build.query<RouteResponse<typeof getAuthorWorkRoute>, number>({
      query: (id) => routeRequest(routeTable.getAuthorWork, { params: { id } }),
    }),
    // The profile is fetched again after each change (§4.14).
    followAuthor: build.mutation<null, { author: string; follow: boolean }>({
      query: ({ author, follow }) =>
        routeRequest(follow ? routeTable.followAuthor : routeTable.unfollowAuthor, {
          params: { author },
        }),
      invalidatesTags: (_result, _error, { author }) => [{ type: 'AuthorProfile', id: author }],
    }),
    // The owner's new cover shows as soon as the profile is fetched again.
    changeAuthorCover: build.mutation<
      RouteResponse<typeof changeAuthorCoverRoute>,
      { author: string } & RouteBody<typeof changeAuthorCoverRoute>
    >({
      query: ({ image }) => routeRequest(routeTable.changeAuthorCover, { body: { image } }),
      invalidatesTags: (_result, _error, { author }) => [{ type: 'AuthorProfile', id: author }],
    }),
  }),
});

export const {
  useGetAuthorProfileQuery,
  useListAuthorWorksQuery,
  useGetAuthorWorkQuery,
  useFollowAuthorMutation,
  useChangeAuthorCoverMutation,
} = authorApi;
