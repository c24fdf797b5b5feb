import type {
  FavouriteState,
  Folder,
  Me,
  SignInState,
  UploadPolicy,
} from '@yunmo/api-contract/accounts';
import type { ModelPage } from '@yunmo/api-contract/common';
import { api } from '@/lib/api';
import { itemsOf } from '@/lib/list-page';

const accountsApi = api.enhanceEndpoints({ addTagTypes: ['Me', 'SignIn', 'Folders', 'Favourite'] });

/** The logged-in user's calls: who they are, logout, sign-in, favourites and folders, feedback. */
export const accountApi = accountsApi.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<null, undefined>({
      query: () => ({ url: '/session/logout', method: 'POST' }),
    }),
    getMe: build.query<Me, undefined>({ query: () => '/me', providesTags: ['Me'] }),
    getSignIn: build.query<SignInState, undefined>({
      query: () => '/sign-in',
      providesTags: ['SignIn'],
    }),
    signIn: build.mutation<SignInState, undefined>({
      query: () => ({ url: '/sign-in', method: 'POST' }),
      invalidatesTags: ['SignIn', 'Me'],
    }),
    listFolders: build.query<Folder[], number>({
      query: (category) => `/folders?category=${String(category)}`,
      transformResponse: itemsOf<Folder>,
      providesTags: ['Folders'],
    }),
    createFolder: build.mutation<Folder, { category: number; favoritesFolderName: string }>({
      query: (body) => ({ url: '/folders', method: 'POST', body }),
      invalidatesTags: ['Folders'],
    }),
    renameFolder: build.mutation<
      Folder,
      { folderId: number; category: number; favoritesFolderName: string }
    >({
      query: ({ folderId, ...body }) => ({
        url: `/folders/${String(folderId)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['Folders'],
    }),
    deleteFolder: build.mutation<null, number>({
      query: (folderId) => ({ url: `/folders/${String(folderId)}`, method: 'DELETE' }),
      // Not the deleted folder's own list: fetching it again could only answer 404.
      invalidatesTags: ['Folders', { type: 'Favourite', id: 'STATE' }],
    }),
    listFavourites: build.query<ModelPage, { folderId: number; keyword?: string; page?: number }>({
      query: ({ folderId, keyword, page }) => {
        const search = new URLSearchParams();
        if (keyword) search.set('keyword', keyword);
        if (page && page > 1) search.set('page', String(page));
        const query = search.toString();
        return `/folders/${String(folderId)}/favourites${query ? `?${query}` : ''}`;
      },
      providesTags: (_result, _error, { folderId }) => [
        { type: 'Favourite', id: `folder:${String(folderId)}` },
      ],
    }),
    getFavourite: build.query<FavouriteState, number>({
      query: (modelId) => `/favourites/${String(modelId)}`,
      providesTags: [{ type: 'Favourite', id: 'STATE' }],
    }),
    saveFavourite: build.mutation<null, { modelId: number; folderId: number }>({
      query: (body) => ({ url: '/favourites', method: 'POST', body }),
      invalidatesTags: ['Favourite'],
    }),
    cancelFavourite: build.mutation<null, { modelId: number; category: number }>({
      query: ({ modelId, category }) => ({
        url: `/favourites/${String(modelId)}?category=${String(category)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Favourite'],
    }),
    getFeedbackPolicy: build.mutation<UploadPolicy, undefined>({
      query: () => ({ url: '/uploads/feedback-policy' }),
    }),
    submitFeedback: build.mutation<
      { id: number },
      { userPhone?: string; msgContent: string; path?: string }
    >({
      query: (body) => ({ url: '/feedback', method: 'POST', body }),
    }),
    submitExperienceFeedback: build.mutation<
      null,
      { satisfied: 1 | 2; dissatisfaction?: string; suggestion?: string }
    >({
      query: (body) => ({ url: '/feedback/experience', method: 'POST', body }),
    }),
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
