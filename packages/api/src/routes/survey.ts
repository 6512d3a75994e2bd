/** The customer survey and its responses. */
import { MERCHANT_BASE as M } from '../paths';
import { SurveyAnalytics, SurveyAnalyticsQuery, SurveyBody, SurveyForm, SurveyResponses, SurveyResponsesQuery } from '../schemas/insights';
import { routeGroup } from './define';

const route = routeGroup({ tag: 'survey', source: 'ours' });

export const surveyRoutes = {
  getSurvey: route({
    method: 'GET',
    path: `${M}/survey`,
    summary: 'The survey form sent on delivery',
    response: SurveyForm,
  }),
  updateSurvey: route({
    method: 'POST',
    path: `${M}/survey`,
    summary: 'Switch the survey on/off and set its questions',
    body: SurveyBody,
    response: SurveyForm,
  }),
  listSurveyResponses: route({
    method: 'GET',
    path: `${M}/survey/responses`,
    summary: 'Survey responses with sentiment, paged, with a summary',
    query: SurveyResponsesQuery,
    response: SurveyResponses,
  }),
  getSurveyAnalytics: route({
    method: 'GET',
    path: `${M}/survey/analytics`,
    summary: 'Survey answers per question and option, and the sentiment summary, over a date range',
    query: SurveyAnalyticsQuery,
    response: SurveyAnalytics,
  }),
};
