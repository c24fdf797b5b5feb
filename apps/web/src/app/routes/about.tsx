import { LegalPage } from '@/features/legal/components/legal-page';
import { ABOUT } from '@/features/legal/components/legal-texts';

export function Component() {
  return <LegalPage document={ABOUT} />;
}
