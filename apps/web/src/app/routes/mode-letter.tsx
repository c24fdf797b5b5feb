import { ModeLetterPage } from '@/features/mode-letter/components/mode-letter-page';

export function Component() {
  return <ModeLetterPage />;
}
