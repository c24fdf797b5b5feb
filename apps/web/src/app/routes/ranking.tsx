import { RankingPage } from '@/features/ranking/components/ranking-page';

export function Component() {
  return <RankingPage />;
}
