import { routeRequest, type RouteBody, type RouteResponse } from '@yunmo/api-contract/route';
import * as routeTable from '@yunmo/api-contract/generated/route-table';
import type { submitSurveyRoute } from '@yunmo/api-contract/survey';
import { api } from '@/lib/api';

export const surveyApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitSurvey: build.mutation<
      RouteResponse<typeof submitSurveyRoute>,
      RouteBody<typeof submitSurveyRoute>
    >({
      query: (body) => routeRequest(routeTable.submitSurvey, { body }),
    }),
  }),
});

export const { useSubmitSurveyMutation } = surveyApi;
