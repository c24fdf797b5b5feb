import { QueryListPage } from '@/features/model-list/components/query-list-page';

export function Component() {
  return <QueryListPage />;
}
