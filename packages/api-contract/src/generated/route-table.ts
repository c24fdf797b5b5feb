/**
 * Generated from the route contracts by `pnpm --filter @yunmo/api-contract generate`.
 * Do not edit by hand.
 *
 * Each /api route as a client calls it (`routeRequest(getHome, call)`), typed as its contract:
 * importing this instead of the contracts keeps their zod schemas out of a browser bundle.
 */

import type * as contract from '../index.js';
import type { RouteRef } from '../route.js';

export const getHome: RouteRef<typeof contract.home.getHomeRoute> = {
  operationId: 'getHome',
  method: 'GET',
  path: '/api/home',
};

export const getKindFilters: RouteRef<typeof contract.kinds.getKindFiltersRoute> = {
  operationId: 'getKindFilters',
  method: 'GET',
  path: '/api/kinds/{kind}/filters',
};

export const searchKindModels: RouteRef<typeof contract.kinds.searchKindModelsRoute> = {
  operationId: 'searchKindModels',
  method: 'GET',
  path: '/api/kinds/{kind}/models',
};

export const getCategoryCounts: RouteRef<typeof contract.kinds.getCategoryCountsRoute> = {
  operationId: 'getCategoryCounts',
  method: 'GET',
  path: '/api/kinds/{kind}/category-counts',
};

export const getSearchAnalysis: RouteRef<typeof contract.kinds.getSearchAnalysisRoute> = {
  operationId: 'getSearchAnalysis',
  method: 'GET',
  path: '/api/kinds/{kind}/search-analysis',
};

export const listModels: RouteRef<typeof contract.models.listModelsRoute> = {
  operationId: 'listModels',
  method: 'GET',
  path: '/api/models',
};

export const listMemberModels: RouteRef<typeof contract.models.listMemberModelsRoute> = {
  operationId: 'listMemberModels',
  method: 'GET',
  path: '/api/member-models',
};

export const getChannelBanners: RouteRef<typeof contract.channels.getChannelBannersRoute> = {
  operationId: 'getChannelBanners',
  method: 'GET',
  path: '/api/channels/{kind}/banners',
};

export const listChannelModels: RouteRef<typeof contract.channels.listChannelModelsRoute> = {
  operationId: 'listChannelModels',
  method: 'GET',
  path: '/api/channels/{kind}/models',
};

export const getChannelHobbies: RouteRef<typeof contract.channels.getChannelHobbiesRoute> = {
  operationId: 'getChannelHobbies',
  method: 'GET',
  path: '/api/channels/{kind}/hobbies',
};

export const putChannelHobbies: RouteRef<typeof contract.channels.putChannelHobbiesRoute> = {
  operationId: 'putChannelHobbies',
  method: 'PUT',
  path: '/api/channels/{kind}/hobbies',
};

export const listHotWords: RouteRef<typeof contract.search.listHotWordsRoute> = {
  operationId: 'listHotWords',
  method: 'GET',
  path: '/api/search/hot-words',
};

export const listSuggestions: RouteRef<typeof contract.search.listSuggestionsRoute> = {
  operationId: 'listSuggestions',
  method: 'GET',
  path: '/api/search/suggestions',
};

export const listLabelWords: RouteRef<typeof contract.search.listLabelWordsRoute> = {
  operationId: 'listLabelWords',
  method: 'GET',
  path: '/api/label-words',
};

export const searchAlbums: RouteRef<typeof contract.albums.searchAlbumsRoute> = {
  operationId: 'searchAlbums',
  method: 'GET',
  path: '/api/albums',
};

export const listAlbumLabels: RouteRef<typeof contract.albums.listAlbumLabelsRoute> = {
  operationId: 'listAlbumLabels',
  method: 'GET',
  path: '/api/albums/labels',
};

export const getAlbum: RouteRef<typeof contract.albums.getAlbumRoute> = {
  operationId: 'getAlbum',
  method: 'GET',
  path: '/api/albums/{uuid}',
};

export const listSimilarAlbums: RouteRef<typeof contract.albums.listSimilarAlbumsRoute> = {
  operationId: 'listSimilarAlbums',
  method: 'GET',
  path: '/api/albums/{uuid}/similar',
};

export const favourAlbum: RouteRef<typeof contract.albums.favourAlbumRoute> = {
  operationId: 'favourAlbum',
  method: 'PUT',
  path: '/api/albums/{uuid}/favourite',
};

export const unfavourAlbum: RouteRef<typeof contract.albums.unfavourAlbumRoute> = {
  operationId: 'unfavourAlbum',
  method: 'DELETE',
  path: '/api/albums/{uuid}/favourite',
};

export const getAlbumFavouriteState: RouteRef<typeof contract.albums.getAlbumFavouriteStateRoute> = {
  operationId: 'getAlbumFavouriteState',
  method: 'GET',
  path: '/api/me/album-favourites',
};

export const getRanking: RouteRef<typeof contract.rankings.getRankingRoute> = {
  operationId: 'getRanking',
  method: 'GET',
  path: '/api/rankings/{board}',
};

export const getCsrfToken: RouteRef<typeof contract.session.getCsrfTokenRoute> = {
  operationId: 'getCsrfToken',
  method: 'GET',
  path: '/api/session/csrf',
};

export const login: RouteRef<typeof contract.accounts.loginRoute> = {
  operationId: 'login',
  method: 'POST',
  path: '/api/session/login',
};

export const register: RouteRef<typeof contract.accounts.registerRoute> = {
  operationId: 'register',
  method: 'POST',
  path: '/api/session/register',
};

export const getCaptcha: RouteRef<typeof contract.accounts.getCaptchaRoute> = {
  operationId: 'getCaptcha',
  method: 'GET',
  path: '/api/session/captcha',
};

export const sendSmsCode: RouteRef<typeof contract.accounts.sendSmsCodeRoute> = {
  operationId: 'sendSmsCode',
  method: 'POST',
  path: '/api/session/sms-code',
};

export const logout: RouteRef<typeof contract.accounts.logoutRoute> = {
  operationId: 'logout',
  method: 'POST',
  path: '/api/session/logout',
};

export const getMe: RouteRef<typeof contract.accounts.getMeRoute> = {
  operationId: 'getMe',
  method: 'GET',
  path: '/api/me',
};

export const listApiTokens: RouteRef<typeof contract.apiTokens.listApiTokensRoute> = {
  operationId: 'listApiTokens',
  method: 'GET',
  path: '/api/me/tokens',
};

export const createApiToken: RouteRef<typeof contract.apiTokens.createApiTokenRoute> = {
  operationId: 'createApiToken',
  method: 'POST',
  path: '/api/me/tokens',
};

export const revokeApiToken: RouteRef<typeof contract.apiTokens.revokeApiTokenRoute> = {
  operationId: 'revokeApiToken',
  method: 'DELETE',
  path: '/api/me/tokens/{id}',
};

export const checkToken: RouteRef<typeof contract.siteCalls.checkTokenRoute> = {
  operationId: 'checkToken',
  method: 'GET',
  path: '/api/session/token-check',
};

export const getDynamicTime: RouteRef<typeof contract.siteCalls.getDynamicTimeRoute> = {
  operationId: 'getDynamicTime',
  method: 'GET',
  path: '/api/kinds/{kind}/models/{uuid}/dynamic-time',
};

export const getShareSignature: RouteRef<typeof contract.siteCalls.getShareSignatureRoute> = {
  operationId: 'getShareSignature',
  method: 'GET',
  path: '/api/share/signature',
};

export const resolvePanoUrl: RouteRef<typeof contract.siteCalls.resolvePanoUrlRoute> = {
  operationId: 'resolvePanoUrl',
  method: 'POST',
  path: '/api/panoramas/url',
};

export const getMyUnreadCount: RouteRef<typeof contract.messages.getMyUnreadCountRoute> = {
  operationId: 'getMyUnreadCount',
  method: 'GET',
  path: '/api/me/unread',
};

export const listMyMessages: RouteRef<typeof contract.messages.listMyMessagesRoute> = {
  operationId: 'listMyMessages',
  method: 'GET',
  path: '/api/me/messages',
};

export const markMyMessagesRead: RouteRef<typeof contract.messages.markMyMessagesReadRoute> = {
  operationId: 'markMyMessagesRead',
  method: 'POST',
  path: '/api/me/messages/read',
};

export const getSignIn: RouteRef<typeof contract.accounts.getSignInRoute> = {
  operationId: 'getSignIn',
  method: 'GET',
  path: '/api/sign-in',
};

export const signIn: RouteRef<typeof contract.accounts.signInRoute> = {
  operationId: 'signIn',
  method: 'POST',
  path: '/api/sign-in',
};

export const listFolders: RouteRef<typeof contract.accounts.listFoldersRoute> = {
  operationId: 'listFolders',
  method: 'GET',
  path: '/api/folders',
};

export const createFolder: RouteRef<typeof contract.accounts.createFolderRoute> = {
  operationId: 'createFolder',
  method: 'POST',
  path: '/api/folders',
};

export const renameFolder: RouteRef<typeof contract.accounts.renameFolderRoute> = {
  operationId: 'renameFolder',
  method: 'PUT',
  path: '/api/folders/{folderId}',
};

export const deleteFolder: RouteRef<typeof contract.accounts.deleteFolderRoute> = {
  operationId: 'deleteFolder',
  method: 'DELETE',
  path: '/api/folders/{folderId}',
};

export const listFavourites: RouteRef<typeof contract.accounts.listFavouritesRoute> = {
  operationId: 'listFavourites',
  method: 'GET',
  path: '/api/folders/{folderId}/favourites',
};

export const saveFavourite: RouteRef<typeof contract.accounts.saveFavouriteRoute> = {
  operationId: 'saveFavourite',
  method: 'POST',
  path: '/api/favourites',
};

export const getFavourite: RouteRef<typeof contract.accounts.getFavouriteRoute> = {
  operationId: 'getFavourite',
  method: 'GET',
  path: '/api/favourites/{modelId}',
};

export const cancelFavourite: RouteRef<typeof contract.accounts.cancelFavouriteRoute> = {
  operationId: 'cancelFavourite',
  method: 'DELETE',
  path: '/api/favourites/{modelId}',
};

export const getFeedbackUploadPolicy: RouteRef<typeof contract.accounts.getFeedbackUploadPolicyRoute> = {
  operationId: 'getFeedbackUploadPolicy',
  method: 'GET',
  path: '/api/uploads/feedback-policy',
};

export const submitFeedback: RouteRef<typeof contract.accounts.submitFeedbackRoute> = {
  operationId: 'submitFeedback',
  method: 'POST',
  path: '/api/feedback',
};

export const submitExperienceFeedback: RouteRef<typeof contract.accounts.submitExperienceFeedbackRoute> = {
  operationId: 'submitExperienceFeedback',
  method: 'POST',
  path: '/api/feedback/experience',
};

export const submitSuggestion: RouteRef<typeof contract.accounts.submitSuggestionRoute> = {
  operationId: 'submitSuggestion',
  method: 'POST',
  path: '/api/suggestions',
};

export const getShutdownNotice: RouteRef<typeof contract.notices.getShutdownNoticeRoute> = {
  operationId: 'getShutdownNotice',
  method: 'GET',
  path: '/api/notices/shutdown',
};

export const muteShutdownNotice: RouteRef<typeof contract.notices.muteShutdownNoticeRoute> = {
  operationId: 'muteShutdownNotice',
  method: 'PUT',
  path: '/api/notices/shutdown/mute',
};

export const unmuteShutdownNotice: RouteRef<typeof contract.notices.unmuteShutdownNoticeRoute> = {
  operationId: 'unmuteShutdownNotice',
  method: 'DELETE',
  path: '/api/notices/shutdown/mute',
};

export const submitSurvey: RouteRef<typeof contract.survey.submitSurveyRoute> = {
  operationId: 'submitSurvey',
  method: 'POST',
  path: '/api/survey',
};

export const getAuthorConsent: RouteRef<typeof contract.authorConsent.getAuthorConsentRoute> = {
  operationId: 'getAuthorConsent',
  method: 'GET',
  path: '/api/author-consent',
};

export const putAuthorConsent: RouteRef<typeof contract.authorConsent.putAuthorConsentRoute> = {
  operationId: 'putAuthorConsent',
  method: 'PUT',
  path: '/api/author-consent',
};

export const listConvertedModels: RouteRef<typeof contract.authorConsent.listConvertedModelsRoute> = {
  operationId: 'listConvertedModels',
  method: 'GET',
  path: '/api/author-consent/conversions',
};

export const getAuthorProfile: RouteRef<typeof contract.authors.getAuthorProfileRoute> = {
  operationId: 'getAuthorProfile',
  method: 'GET',
  path: '/api/authors/{author}',
};

export const listAuthorWorks: RouteRef<typeof contract.authors.listAuthorWorksRoute> = {
  operationId: 'listAuthorWorks',
  method: 'GET',
  path: '/api/authors/{author}/works',
};

export const getAuthorWork: RouteRef<typeof contract.authors.getAuthorWorkRoute> = {
  operationId: 'getAuthorWork',
  method: 'GET',
  path: '/api/author-works/{id}',
};

export const followAuthor: RouteRef<typeof contract.authors.followAuthorRoute> = {
  operationId: 'followAuthor',
  method: 'PUT',
  path: '/api/authors/{author}/follow',
};

export const unfollowAuthor: RouteRef<typeof contract.authors.unfollowAuthorRoute> = {
  operationId: 'unfollowAuthor',
  method: 'DELETE',
  path: '/api/authors/{author}/follow',
};

export const changeAuthorCover: RouteRef<typeof contract.authors.changeAuthorCoverRoute> = {
  operationId: 'changeAuthorCover',
  method: 'PUT',
  path: '/api/me/author-cover',
};

export const uploadSearchPicture: RouteRef<typeof contract.imageSearch.uploadSearchPictureRoute> = {
  operationId: 'uploadSearchPicture',
  method: 'POST',
  path: '/api/image-search/pictures',
};

export const uploadSearchPictureByLink: RouteRef<typeof contract.imageSearch.uploadSearchPictureByLinkRoute> = {
  operationId: 'uploadSearchPictureByLink',
  method: 'POST',
  path: '/api/image-search/pictures/by-link',
};

export const searchByImage: RouteRef<typeof contract.imageSearch.searchByImageRoute> = {
  operationId: 'searchByImage',
  method: 'POST',
  path: '/api/image-search',
};

export const getModelDetail: RouteRef<typeof contract.modelDetail.getModelDetailRoute> = {
  operationId: 'getModelDetail',
  method: 'GET',
  path: '/api/kinds/{kind}/models/{uuid}',
};

export const listSimilarModels: RouteRef<typeof contract.modelDetail.listSimilarModelsRoute> = {
  operationId: 'listSimilarModels',
  method: 'GET',
  path: '/api/kinds/{kind}/models/{uuid}/similar',
};

export const checkDownload: RouteRef<typeof contract.downloads.downloadCheckRoute> = {
  operationId: 'checkDownload',
  method: 'POST',
  path: '/api/kinds/{kind}/models/{uuid}/download-check',
};

export const payDownload: RouteRef<typeof contract.downloads.downloadPayRoute> = {
  operationId: 'payDownload',
  method: 'POST',
  path: '/api/kinds/{kind}/models/{uuid}/download',
};

export const acceptDownloadAgreement: RouteRef<typeof contract.downloads.acceptDownloadAgreementRoute> = {
  operationId: 'acceptDownloadAgreement',
  method: 'PUT',
  path: '/api/downloads/agreement',
};

export const getDownloadQuota: RouteRef<typeof contract.downloads.getDownloadQuotaRoute> = {
  operationId: 'getDownloadQuota',
  method: 'GET',
  path: '/api/downloads/quota',
};

export const submitErrorReport: RouteRef<typeof contract.downloads.submitErrorReportRoute> = {
  operationId: 'submitErrorReport',
  method: 'POST',
  path: '/api/error-reports',
};

export const getVersionConversionOptions: RouteRef<typeof contract.versionConversions.getVersionConversionOptionsRoute> = {
  operationId: 'getVersionConversionOptions',
  method: 'GET',
  path: '/api/kinds/{kind}/models/{uuid}/conversions',
};

export const requestVersionConversion: RouteRef<typeof contract.versionConversions.requestVersionConversionRoute> = {
  operationId: 'requestVersionConversion',
  method: 'POST',
  path: '/api/kinds/{kind}/models/{uuid}/conversions',
};

export const getGoldPrice: RouteRef<typeof contract.payments.getGoldPriceRoute> = {
  operationId: 'getGoldPrice',
  method: 'GET',
  path: '/api/payments/gold-price',
};

export const getGoldStatus: RouteRef<typeof contract.payments.getGoldStatusRoute> = {
  operationId: 'getGoldStatus',
  method: 'GET',
  path: '/api/payments/gold',
};

export const createGoldOrder: RouteRef<typeof contract.payments.createGoldOrderRoute> = {
  operationId: 'createGoldOrder',
  method: 'POST',
  path: '/api/payments/gold-orders',
};

export const listDownloadPackages: RouteRef<typeof contract.payments.listDownloadPackagesRoute> = {
  operationId: 'listDownloadPackages',
  method: 'GET',
  path: '/api/payments/packages',
};

export const createPackageOrder: RouteRef<typeof contract.payments.createPackageOrderRoute> = {
  operationId: 'createPackageOrder',
  method: 'POST',
  path: '/api/payments/package-orders',
};

export const createDownloadOrder: RouteRef<typeof contract.payments.createDownloadOrderRoute> = {
  operationId: 'createDownloadOrder',
  method: 'POST',
  path: '/api/payments/download-orders',
};

export const createMembershipOrder: RouteRef<typeof contract.payments.createMembershipOrderRoute> = {
  operationId: 'createMembershipOrder',
  method: 'POST',
  path: '/api/payments/membership-orders',
};

export const getOrderStatus: RouteRef<typeof contract.payments.getOrderStatusRoute> = {
  operationId: 'getOrderStatus',
  method: 'GET',
  path: '/api/payments/orders/{orderNumber}',
};

export const closeOrder: RouteRef<typeof contract.payments.closeOrderRoute> = {
  operationId: 'closeOrder',
  method: 'DELETE',
  path: '/api/payments/orders/{orderNumber}',
};

export const getMembershipOffer: RouteRef<typeof contract.payments.getMembershipOfferRoute> = {
  operationId: 'getMembershipOffer',
  method: 'GET',
  path: '/api/membership',
};

export const startMembershipTrial: RouteRef<typeof contract.payments.startMembershipTrialRoute> = {
  operationId: 'startMembershipTrial',
  method: 'POST',
  path: '/api/membership/trial',
};

export const getMembershipPopup: RouteRef<typeof contract.payments.getMembershipPopupRoute> = {
  operationId: 'getMembershipPopup',
  method: 'GET',
  path: '/api/membership/popup',
};

export const saveMembershipOperation: RouteRef<typeof contract.payments.saveMembershipOperationRoute> = {
  operationId: 'saveMembershipOperation',
  method: 'POST',
  path: '/api/membership/operations',
};

export const saveNotOpeningReasons: RouteRef<typeof contract.payments.saveNotOpeningReasonsRoute> = {
  operationId: 'saveNotOpeningReasons',
  method: 'POST',
  path: '/api/membership/not-opening-reasons',
};
