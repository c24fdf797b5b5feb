import { SurveyPage } from '@/features/survey/components/survey-page';

export function Component() {
  return <SurveyPage />;
}
