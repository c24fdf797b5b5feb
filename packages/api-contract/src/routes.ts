import * as accounts from './accounts.js';
import * as apiTokens from './api-tokens.js';
import * as albums from './albums.js';
import * as authorConsent from './author-consent.js';
import * as authors from './authors.js';
import * as channels from './channels.js';
import * as downloads from './downloads.js';
import * as home from './home.js';
import * as imageSearch from './image-search.js';
import * as kinds from './kinds.js';
import * as messages from './messages.js';
import * as modelDetail from './model-detail.js';
import * as models from './models.js';
import * as notices from './notices.js';
import * as payments from './payments.js';
import type { RouteContract } from './route.js';
import * as rankings from './rankings.js';
import * as search from './search.js';
import * as session from './session.js';
import * as siteCalls from './site-calls.js';
import * as survey from './survey.js';
import * as versionConversions from './version-conversions.js';

/** Every endpoint of the normalised /api surface, in document order. */
export const apiRoutes: readonly RouteContract[] = [
  home.getHomeRoute,
  kinds.getKindFiltersRoute,
  kinds.searchKindModelsRoute,
  kinds.getCategoryCountsRoute,
  kinds.getSearchAnalysisRoute,
  models.listModelsRoute,
  models.listMemberModelsRoute,
  channels.getChannelBannersRoute,
  channels.listChannelModelsRoute,
  channels.getChannelHobbiesRoute,
  channels.putChannelHobbiesRoute,
  search.listHotWordsRoute,
  search.listSuggestionsRoute,
  search.listLabelWordsRoute,
  albums.searchAlbumsRoute,
  albums.listAlbumLabelsRoute,
  albums.getAlbumRoute,
  albums.listSimilarAlbumsRoute,
  albums.favourAlbumRoute,
  albums.unfavourAlbumRoute,
  albums.getAlbumFavouriteStateRoute,
  rankings.getRankingRoute,
  session.getCsrfTokenRoute,
  accounts.loginRoute,
  accounts.registerRoute,
  accounts.getCaptchaRoute,
  accounts.sendSmsCodeRoute,
  accounts.logoutRoute,
  accounts.getMeRoute,
  apiTokens.listApiTokensRoute,
  apiTokens.createApiTokenRoute,
  apiTokens.revokeApiTokenRoute,
  siteCalls.checkTokenRoute,
  siteCalls.getDynamicTimeRoute,
  siteCalls.getShareSignatureRoute,
  siteCalls.resolvePanoUrlRoute,
  messages.getMyUnreadCountRoute,
  messages.listMyMessagesRoute,
  messages.markMyMessagesReadRoute,
  accounts.getSignInRoute,
  accounts.signInRoute,
  accounts.listFoldersRoute,
  accounts.createFolderRoute,
  accounts.renameFolderRoute,
  accounts.deleteFolderRoute,
  accounts.listFavouritesRoute,
  accounts.saveFavouriteRoute,
  accounts.getFavouriteRoute,
  accounts.cancelFavouriteRoute,
  accounts.getFeedbackUploadPolicyRoute,
  accounts.submitFeedbackRoute,
  accounts.submitExperienceFeedbackRoute,
  accounts.submitSuggestionRoute,
  notices.getShutdownNoticeRoute,
  notices.muteShutdownNoticeRoute,
  notices.unmuteShutdownNoticeRoute,
  survey.submitSurveyRoute,
  authorConsent.getAuthorConsentRoute,
  authorConsent.putAuthorConsentRoute,
  authorConsent.listConvertedModelsRoute,
  authors.getAuthorProfileRoute,
  authors.listAuthorWorksRoute,
  authors.getAuthorWorkRoute,
  authors.followAuthorRoute,
  authors.unfollowAuthorRoute,
  authors.changeAuthorCoverRoute,
  imageSearch.uploadSearchPictureRoute,
  imageSearch.uploadSearchPictureByLinkRoute,
  imageSearch.searchByImageRoute,
  modelDetail.getModelDetailRoute,
  modelDetail.listSimilarModelsRoute,
  downloads.downloadCheckRoute,
  downloads.downloadPayRoute,
  downloads.acceptDownloadAgreementRoute,
  downloads.getDownloadQuotaRoute,
  downloads.submitErrorReportRoute,
  versionConversions.getVersionConversionOptionsRoute,
  versionConversions.requestVersionConversionRoute,
  payments.getGoldPriceRoute,
  payments.getGoldStatusRoute,
  payments.createGoldOrderRoute,
  payments.listDownloadPackagesRoute,
  payments.createPackageOrderRoute,
  payments.createDownloadOrderRoute,
  payments.createMembershipOrderRoute,
  payments.getOrderStatusRoute,
  payments.closeOrderRoute,
  payments.getMembershipOfferRoute,
  payments.startMembershipTrialRoute,
  payments.getMembershipPopupRoute,
  payments.saveMembershipOperationRoute,
  payments.saveNotOpeningReasonsRoute,
];
