import * as albums from './albums.js';
import * as channels from './channels.js';
import * as home from './home.js';
import * as kinds from './kinds.js';
import * as models from './models.js';
import type { RouteContract } from './route.js';
import * as rankings from './rankings.js';
import * as search from './search.js';
import * as session from './session.js';

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
  rankings.getRankingRoute,
  session.getCsrfTokenRoute,
];
