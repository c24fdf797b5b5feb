import { AlbumListPage } from '@/features/albums/components/album-list-page';

export function Component() {
  return <AlbumListPage />;
}
