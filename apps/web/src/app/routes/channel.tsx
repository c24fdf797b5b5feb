import { ChannelPage } from '@/features/channel/components/channel-page';

export function Component() {
  return <ChannelPage />;
}
