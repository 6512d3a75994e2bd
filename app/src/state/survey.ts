import type { SurveyBody, SurveyResponsesQuery } from '@wasl/api/types';
import { mutation } from './mutation';
import { resource, resourceFamily } from './resource';

/** GET …/survey: the form (on/off, questions), whether the package has it, the customer's sentences. */
export const surveyFormAtom = resource((client) => client.getSurvey());

/** What the responses screen shows: a date range (inclusive days), a question, a sentiment, a page. */
export interface SurveyResponsesFilter {
  page: number;
  question: string | null;
  sentiment: SurveyResponsesQuery['sentiment'] | null;
  from: string | null;
  to: string | null;
}

export const surveyFilterKey = (f: SurveyResponsesFilter): string => JSON.stringify([f.page, f.question, f.sentiment, f.from, f.to]);

/** GET …/survey/responses: one page of the responses with the filters' sentiment summary. */
export const surveyResponsesAtom = resourceFamily(
  (client, f: SurveyResponsesFilter) =>
    client.listSurveyResponses({
      query: {
        page: Math.max(1, f.page),
        ...(f.question ? { question: f.question } : {}),
        ...(f.sentiment ? { sentiment: f.sentiment } : {}),
        ...(f.from ? { from: f.from } : {}),
        ...(f.to ? { to: f.to } : {}),
      },
    }),
  { keyOf: surveyFilterKey },
);

/** GET …/survey/analytics: answers per question and option and the sentiment summary over the dates. */
export const surveyAnalyticsAtom = resourceFamily(
  (client, range: { from: string | null; to: string | null }) =>
    client.getSurveyAnalytics({ query: { ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) } }),
  { keyOf: (range) => JSON.stringify([range.from, range.to]) },
);

/** POST …/survey: switch it on/off and set the questions; the form and the analytics reload. */
export const saveSurveyAtom = mutation(
  (client, body: SurveyBody) => client.updateSurvey({ body }),
  [surveyFormAtom, surveyAnalyticsAtom.all],
);
