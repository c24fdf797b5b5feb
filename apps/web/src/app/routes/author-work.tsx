import { AuthorWorkPage } from '@/features/author-page/components/author-work-page';

export function Component() {
  return <AuthorWorkPage />;
}
