import { ApiTokensPage } from '@/features/api-tokens/components/api-tokens-page';

export function Component() {
  return <ApiTokensPage />;
}
