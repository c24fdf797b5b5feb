import { useState, type ComponentProps } from 'react';
import { useToast } from '@yunmo/ui/toast';
import { FEEDBACK_MESSAGES } from '@yunmo/domain/messages';
import { useSubmitSurveyMutation } from '../api/survey-api';
import { SurveyForm } from './survey-form';
import { paths } from '@/config/paths';
import { apiErrorInfo } from '@/lib/api-error';
import { useHead } from '@/lib/use-head';
import './survey.css';

/** /survey/survey: why users left, with a reward for answering. */
export function SurveyPage() {
  useHead({ name: 'static', page: 'survey' });
  const [submitSurvey, { isLoading }] = useSubmitSurveyMutation();
  const [done, setDone] = useState(false);
  const toast = useToast();
  const submit: ComponentProps<typeof SurveyForm>['onSubmit'] = async (survey) => {
    try {
      await submitSurvey(survey).unwrap();
      toast(FEEDBACK_MESSAGES.surveySubmitted, 'success');
      setDone(true);
    } catch (error) {
      const info = apiErrorInfo(error as Parameters<typeof apiErrorInfo>[0]);
      if (info?.status === 401) {
        const back = `${window.location.pathname}${window.location.search}`;
        window.location.assign(info.loginUrl ?? paths.login.href(back));
        return;
      }
      toast(info?.message ?? FEEDBACK_MESSAGES.submitFailed, 'warning');
    }
  };
  return (
    <main className="survey container page">
      <header className="survey-hero">
        <h1>用户调研问卷</h1>
        <p>感谢您抽出时间告诉我们您的想法，提交后可领取奖励。</p>
      </header>
      {done ? (
        <p className="survey-done" role="status">
          {FEEDBACK_MESSAGES.surveySubmitted}
        </p>
      ) : (
        <SurveyForm onSubmit={submit} submitting={isLoading} />
      )}
    </main>
  );
}
