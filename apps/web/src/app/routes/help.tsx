import { HelpPage } from '@/features/help/components/help-page';

export function Component() {
  return <HelpPage />;
}
