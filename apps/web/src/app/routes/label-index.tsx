import { HotWordsPage } from '@/features/hot-words/components/hot-words-page';

export function Component() {
  return <HotWordsPage />;
}
