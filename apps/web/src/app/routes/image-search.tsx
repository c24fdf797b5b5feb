import { ImageSearchPage } from '@/features/image-search/components/image-search-page';

export function Component() {
  return <ImageSearchPage />;
}
