import type {
  createFolderRoute,
  getFavouriteRoute,
  getFeedbackUploadPolicyRoute,
  getMeRoute,
  getSignInRoute,
  listFavouritesRoute,
  listFoldersRoute,
  renameFolderRoute,
  saveFavouriteRoute,
  signInRoute,
  submitExperienceFeedbackRoute,
  submitFeedbackRoute,
} from '@yunmo/api-contract/accounts';
import { routeRequest, type RouteBody, type RouteResponse } from '@yunmo/api-contract/route';
import * as routeTable from '@yunmo/api-contract/generated/route-table';
import { api } from '@/lib/api';
import { itemsOf, type RouteItem } from '@/lib/list-page';

const accountsApi = api.enhanceEndpoints({ addTagTypes: ['Me', 'SignIn', 'Folders', 'Favourite'] });

/** The logged-in user's calls: who they are, logout, sign-in, favourites and folders, feedback. */
export const accountApi = accountsApi.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<null, undefined>({
      query: () => routeRequest(routeTable.logout, {}),
    }),
    getMe: build.query<RouteResponse<typeof getMeRoute>, undefined>({
      query: () => routeRequest(routeTable.getMe, {}),
      providesTags: ['Me'],
    }),
    getSignIn: build.query<RouteResponse<typeof getSignInRoute>, undefined>({
      query: () => routeRequest(routeTable.getSignIn, {}),
      providesTags: ['SignIn'],
    }),
    signIn: build.mutation<RouteResponse<typeof signInRoute>, undefined>({
      query: () => routeRequest(routeTable.signIn, {}),
      invalidatesTags: ['SignIn', 'Me'],
    }),
    listFolders: build.query<RouteItem<typeof listFoldersRoute>[], number>({
      query: (category) => routeRequest(routeTable.listFolders, { query: { category } }),
      transformResponse: itemsOf<RouteItem<typeof listFoldersRoute>>,
      providesTags: ['Folders'],
    }),
    createFolder: build.mutation<
      RouteResponse<typeof createFolderRoute>,
      RouteBody<typeof createFolderRoute>
    >({
      query: (body) => routeRequest(routeTable.createFolder, { body }),
      invalidatesTags: ['Folders'],
    }),
    renameFolder: build.mutation<
      RouteResponse<typeof renameFolderRoute>,
      { folderId: number } & RouteBody<typeof renameFolderRoute>
    >({
      query: ({ folderId, ...body }) =>
        routeRequest(routeTable.renameFolder, { params: { folderId }, body }),
      invalidatesTags: ['Folders'],
    }),
    deleteFolder: build.mutation<null, number>({
      query: (folderId) => routeRequest(routeTable.deleteFolder, { params: { folderId } }),
      // Not the deleted folder's own list: fetching it again could only answer 404.
      invalidatesTags: ['Folders', { type: 'Favourite', id: 'STATE' }],
    }),
    listFavourites: build.query<
      RouteResponse<typeof listFavouritesRoute>,
      { folderId: number; keyword?: string; page?: number }
    >({
      query: ({ folderId, keyword, page }) =>
        routeRequest(routeTable.listFavourites, {
          params: { folderId },
          // Page 1 is the default: its address stays bare.
          query: { keyword: keyword || undefined, page: page && page > 1 ? page : undefined },
        }),
      providesTags: (_result, _error, { folderId }) => [
        { type: 'Favourite', id: `folder:${String(folderId)}` },
      ],
    }),
    getFavourite: build.query<RouteResponse<typeof getFavouriteRoute>, number>({
      query: (modelId) => routeRequest(routeTable.getFavourite, { params: { modelId } }),
      providesTags: [{ type: 'Favourite', id: 'STATE' }],
    }),
    saveFavourite: build.mutation<null, RouteBody<typeof saveFavouriteRoute>>({
      query: (body) => routeRequest(routeTable.saveFavourite, { body }),
      invalidatesTags: ['Favourite'],
    }),
    cancelFavourite: build.mutation<null, { modelId: number; category: number }>({
      query: ({ modelId, category }) =>
        routeRequest(routeTable.cancelFavourite, { params: { modelId }, query: { category } }),
      invalidatesTags: ['Favourite'],
    }),
    getFeedbackPolicy: build.mutation<
      RouteResponse<typeof getFeedbackUploadPolicyRoute>,
      undefined
    >({
      query: () => routeRequest(routeTable.getFeedbackUploadPolicy, {}),
    }),
    submitFeedback: build.mutation<
      RouteResponse<typeof submitFeedbackRoute>,
      RouteBody<typeof submitFeedbackRoute>
    >({
      query: (body) => routeRequest(routeTable.submitFeedback, { body }),
    }),
    submitExperienceFeedback: build.mutation<null, RouteBody<typeof submitExperienceFeedbackRoute>>(
      {
        query: (body) => routeRequest(routeTable.submitExperienceFeedback, { body }),
      },
    ),
  }),
});

export const {
  useLogoutMutation,
  useGetMeQuery,
  useGetSignInQuery,
  useSignInMutation,
  useListFoldersQuery,
  useLazyListFoldersQuery,
  useCreateFolderMutation,
  useRenameFolderMutation,
  useDeleteFolderMutation,
  useListFavouritesQuery,
  useGetFavouriteQuery,
  useSaveFavouriteMutation,
  useCancelFavouriteMutation,
  useGetFeedbackPolicyMutation,
  useSubmitFeedbackMutation,
  useSubmitExperienceFeedbackMutation,
} = accountApi;
