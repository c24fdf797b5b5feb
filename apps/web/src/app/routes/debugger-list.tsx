import { DebuggerListPage } from '@/features/model-list/components/debugger-list-page';

export function Component() {
  return <DebuggerListPage />;
}
