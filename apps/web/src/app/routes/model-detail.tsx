import { DownloadPanel } from '@/features/downloads/components/download-panel';
import { ModelDetailPage } from '@/features/model-detail/components/model-detail-page';

export function Component() {
  return <ModelDetailPage DownloadArea={DownloadPanel} />;
}
