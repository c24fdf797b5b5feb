import { MessagesPage } from '@/features/messages/components/messages-page';

export function Component() {
  return <MessagesPage />;
}
