import { routeRequest, type RouteBody, type RouteResponse } from '@yunmo/api-contract/route';
import { submitSurveyRoute } from '@yunmo/api-contract/survey';
import { api } from '@/lib/api';

export const surveyApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitSurvey: build.mutation<
      RouteResponse<typeof submitSurveyRoute>,
      RouteBody<typeof submitSurveyRoute>
    >({
      query: (body) => routeRequest(submitSurveyRoute, { body }),
    }),
  }),
});

export const { useSubmitSurveyMutation } = surveyApi;
