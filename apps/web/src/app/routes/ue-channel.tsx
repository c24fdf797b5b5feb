import { UeChannelPage } from '@/features/ue-channel/components/ue-channel-page';

export function Component() {
  return <UeChannelPage />;
}
