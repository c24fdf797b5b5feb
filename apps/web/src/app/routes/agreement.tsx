import { LegalPage } from '@/features/legal/components/legal-page';
import { USER_AGREEMENT } from '@/features/legal/components/legal-texts';

export function Component() {
  return <LegalPage document={USER_AGREEMENT} />;
}
