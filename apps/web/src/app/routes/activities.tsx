import { ActivitiesPage } from '@/features/activities/components/activities-page';

export function Component() {
  return <ActivitiesPage />;
}
