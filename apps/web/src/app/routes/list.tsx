import { ListPage } from '@/features/model-list/components/list-page';

export function Component() {
  return <ListPage />;
}
