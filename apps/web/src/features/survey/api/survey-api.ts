import type { SurveyInput } from '@yunmo/domain/validation/survey';
import { api } from '@/lib/api';

export const surveyApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitSurvey: build.mutation<{ reward: number }, SurveyInput>({
      query: (body) => ({ url: '/survey', method: 'POST', body }),
    }),
  }),
});

export const { useSubmitSurveyMutation } = surveyApi;
