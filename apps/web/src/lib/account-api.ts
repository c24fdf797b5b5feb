import {
  cancelFavouriteRoute,
  createFolderRoute,
  deleteFolderRoute,
  getFavouriteRoute,
  getFeedbackUploadPolicyRoute,
  getMeRoute,
  getSignInRoute,
  listFavouritesRoute,
  listFoldersRoute,
  logoutRoute,
  renameFolderRoute,
  saveFavouriteRoute,
  signInRoute,
  submitExperienceFeedbackRoute,
  submitFeedbackRoute,
} from '@yunmo/api-contract/accounts';
import { routeRequest, type RouteBody, type RouteResponse } from '@yunmo/api-contract/route';
import { api } from '@/lib/api';
import { itemsOf, type RouteItem } from '@/lib/list-page';

const accountsApi = api.enhanceEndpoints({ addTagTypes: ['Me', 'SignIn', 'Folders', 'Favourite'] });

/** The logged-in user's calls: who they are, logout, sign-in, favourites and folders, feedback. */
export const accountApi = accountsApi.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<null, undefined>({
      query: () => routeRequest(logoutRoute, {}),
    }),
    getMe: build.query<RouteResponse<typeof getMeRoute>, undefined>({
      query: () => routeRequest(getMeRoute, {}),
      providesTags: ['Me'],
    }),
    getSignIn: build.query<RouteResponse<typeof getSignInRoute>, undefined>({
      query: () => routeRequest(getSignInRoute, {}),
      providesTags: ['SignIn'],
    }),
    signIn: build.mutation<RouteResponse<typeof signInRoute>, undefined>({
      query: () => routeRequest(signInRoute, {}),
      invalidatesTags: ['SignIn', 'Me'],
    }),
    listFolders: build.query<RouteItem<typeof listFoldersRoute>[], number>({
      query: (category) => routeRequest(listFoldersRoute, { query: { category } }),
      transformResponse: itemsOf<RouteItem<typeof listFoldersRoute>>,
      providesTags: ['Folders'],
    }),
    createFolder: build.mutation<
      RouteResponse<typeof createFolderRoute>,
      RouteBody<typeof createFolderRoute>
    >({
      query: (body) => routeRequest(createFolderRoute, { body }),
      invalidatesTags: ['Folders'],
    }),
    renameFolder: build.mutation<
      RouteResponse<typeof renameFolderRoute>,
      { folderId: number } & RouteBody<typeof renameFolderRoute>
    >({
      query: ({ folderId, ...body }) =>
        routeRequest(renameFolderRoute, { params: { folderId }, body }),
      invalidatesTags: ['Folders'],
    }),
    deleteFolder: build.mutation<null, number>({
      query: (folderId) => routeRequest(deleteFolderRoute, { params: { folderId } }),
      // Not the deleted folder's own list: fetching it again could only answer 404.
      invalidatesTags: ['Folders', { type: 'Favourite', id: 'STATE' }],
    }),
    listFavourites: build.query<
      RouteResponse<typeof listFavouritesRoute>,
      { folderId: number; keyword?: string; page?: number }
    >({
      query: ({ folderId, keyword, page }) =>
        routeRequest(listFavouritesRoute, {
          params: { folderId },
          // Page 1 is the default: its address stays bare.
          query: { keyword: keyword || undefined, page: page && page > 1 ? page : undefined },
        }),
      providesTags: (_result, _error, { folderId }) => [
        { type: 'Favourite', id: `folder:${String(folderId)}` },
      ],
    }),
    getFavourite: build.query<RouteResponse<typeof getFavouriteRoute>, number>({
      query: (modelId) => routeRequest(getFavouriteRoute, { params: { modelId } }),
      providesTags: [{ type: 'Favourite', id: 'STATE' }],
    }),
    saveFavourite: build.mutation<null, RouteBody<typeof saveFavouriteRoute>>({
      query: (body) => routeRequest(saveFavouriteRoute, { body }),
      invalidatesTags: ['Favourite'],
    }),
    cancelFavourite: build.mutation<null, { modelId: number; category: number }>({
      query: ({ modelId, category }) =>
        routeRequest(cancelFavouriteRoute, { params: { modelId }, query: { category } }),
      invalidatesTags: ['Favourite'],
    }),
    getFeedbackPolicy: build.mutation<
      RouteResponse<typeof getFeedbackUploadPolicyRoute>,
      undefined
    >({
      query: () => routeRequest(getFeedbackUploadPolicyRoute, {}),
    }),
    submitFeedback: build.mutation<
      RouteResponse<typeof submitFeedbackRoute>,
      RouteBody<typeof submitFeedbackRoute>
    >({
      query: (body) => routeRequest(submitFeedbackRoute, { body }),
    }),
    submitExperienceFeedback: build.mutation<null, RouteBody<typeof submitExperienceFeedbackRoute>>(
      {
        query: (body) => routeRequest(submitExperienceFeedbackRoute, { body }),
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
