import { FavouritesPage } from '@/features/favourites/components/favourites-page';

export function Component() {
  return <FavouritesPage />;
}
