import { FollowAuthorButton } from '@/features/author-page/components/follow-author-button';
import { DownloadPanel } from '@/features/downloads/components/download-panel';
import { ModelDetailPage } from '@/features/model-detail/components/model-detail-page';
import { OpenMembershipDialog } from '@/features/vip/components/open-membership-dialog';

export function Component() {
  return (
    <ModelDetailPage
      DownloadArea={DownloadPanel}
      OpenMembership={OpenMembershipDialog}
      FollowAuthor={FollowAuthorButton}
    />
  );
}
