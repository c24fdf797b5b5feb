import { matchPath } from 'react-router';
import { paths } from '@/config/paths';

/**
 * The browsing pages of the spec's route table. Automatic notices (the login guide of the fifth
 * visit, the membership popups) open only here: sign-in, account, legal and error pages stay clear.
 */
const BROWSING_ROUTES = [
  paths.home.pattern,
  paths.newHome.pattern,
  paths.channel.pattern,
  paths.list.pattern,
  paths.modelList.pattern,
  paths.detail.pattern,
  paths.detail.legacyPattern,
  paths.imageSearch.pattern,
  paths.imageSearch.altPattern,
  paths.albumList.pattern,
  paths.albumDetail.pattern,
  paths.albumDetail.queryPattern,
  paths.ranking.pattern,
  paths.rankingList.pattern,
  paths.labelIndex.pattern,
  paths.vip.pattern,
  paths.ueChannel.pattern,
  paths.personalCenter.pattern,
] as const;

export function isBrowsingRoute(pathname: string): boolean {
  return BROWSING_ROUTES.some((pattern) => matchPath(pattern, pathname) !== null);
}
