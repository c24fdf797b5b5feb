import { VipPage } from '@/features/vip/components/vip-page';

export function Component() {
  return <VipPage />;
}
