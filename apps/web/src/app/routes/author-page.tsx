import { AuthorPage } from '@/features/author-page/components/author-page';

export function Component() {
  return <AuthorPage />;
}
