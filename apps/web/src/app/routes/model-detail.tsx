import { DownloadPanel } from '@/features/downloads/components/download-panel';
import { ModelDetailPage } from '@/features/model-detail/components/model-detail-page';
import { OpenMembershipDialog } from '@/features/vip/components/open-membership-dialog';

export function Component() {
  return <ModelDetailPage DownloadArea={DownloadPanel} OpenMembership={OpenMembershipDialog} />;
}
