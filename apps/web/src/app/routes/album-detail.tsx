import { AlbumDetailPage } from '@/features/albums/components/album-detail-page';

export function Component() {
  return <AlbumDetailPage />;
}
