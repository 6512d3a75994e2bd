/**
 * Satisfaction survey form (on/off, questions with options), its responses with sentiment, and the
 * answers per question (SPEC §2, §3). Responses are written by the survey conversation
 * (messaging/survey.ts); the rows listed are those the customer answered (answered_at).
 * Switching the survey on needs the package's survey feature (SPEC §6): 402 `errors:featureNotInPlan`.
 */
import { PAGE_SIZE, routes } from '@wasl/api';
import type { ApiData, RouteModule } from '../middleware/route.ts';
import { iso, merchantFeatures, merchantTimeZone, offsetOf, pageCount } from '../db/queries.ts';
import { tenant } from '../db/tenant.ts';
import { dayRange } from '../lib/zone.ts';
import { badRequest, HttpError } from '../middleware/http.ts';

import { DEFAULT_SURVEY } from '../lib/survey-questions.ts';
import { customerTexts } from '../messaging/survey.ts';

/** The stored jsonb, as the contract describes it (written only through the validated body). */
type Question = ApiData<typeof routes.getSurvey>['questions'][number];
type Response = ApiData<typeof routes.listSurveyResponses>['responses'][number];

/** `answered_at` within [from, to] (whole local days in the merchant's zone, lib/zone.ts), appended to `where` with its parameters. */
function inRange(params: unknown[], from: string | undefined, to: string | undefined, zone: string): string {
  const { start, end } = dayRange(from, to, zone);
  let where = '';
  if (start) where += ` AND answered_at >= $${params.push(start)}`;
  if (end) where += ` AND answered_at < $${params.push(end)}`;
  return where;
}

export const register: RouteModule = (r, deps) => {
  const { db } = deps;

  const form = async (merchantId: number) => {
    const [row, features] = await Promise.all([
      tenant(db, merchantId).one<{ enabled: boolean; questions: Question[] }>(
        'SELECT enabled, questions FROM survey_forms WHERE merchant_id = $1',
      ),
      merchantFeatures(db, merchantId),
    ]);
    const in_plan = features.has('survey_form');
    const base = row ? { enabled: row.enabled, questions: row.questions } : { enabled: false, questions: DEFAULT_SURVEY };
    return { ...base, in_plan, customer_texts: { en: customerTexts('en'), ar: customerTexts('ar') } };
  };

  r.handle(routes.getSurvey, async ({ merchantId }) => ({ data: await form(merchantId) }));

  r.handle(routes.updateSurvey, async ({ merchantId, body }) => {
    const ids = new Set(body.questions.map((q) => q.id));
    if (ids.size !== body.questions.length) throw badRequest('validation:duplicateQuestion');
    for (const q of body.questions) {
      if (new Set(q.options.map((o) => o.id)).size !== q.options.length) throw badRequest('validation:invalid');
    }
    if (body.enabled && !(await merchantFeatures(db, merchantId)).has('survey_form')) {
      throw new HttpError(402, 'errors:featureNotInPlan', { data: { feature: 'survey_form' } });
    }
    await tenant(db, merchantId).query(
      `INSERT INTO survey_forms (merchant_id, enabled, questions, updated_at) VALUES ($1, $2, $3::jsonb, now())
       ON CONFLICT (merchant_id) DO UPDATE SET enabled = EXCLUDED.enabled, questions = EXCLUDED.questions, updated_at = now()`,
      [body.enabled, JSON.stringify(body.questions)],
    );
    return { data: await form(merchantId), message: 'errors:success.dataUpdated' };
  });

  r.handle(routes.listSurveyResponses, async ({ merchantId, query }) => {
    const t = tenant(db, merchantId);
    // $1 is the merchant (tenant() passes it); the conditions' parameters follow from $2.
    const params: unknown[] = [merchantId];
    let where =
      'merchant_id = $1 AND answered_at IS NOT NULL' + inRange(params, query.from, query.to, await merchantTimeZone(db, merchantId));
    if (query.question) where += ` AND answers @> $${params.push(JSON.stringify([{ question_id: query.question }]))}::jsonb`;
    const listParams = [...params];
    let listWhere = where;
    if (query.sentiment) listWhere += ` AND sentiment = $${listParams.push(query.sentiment)}`;
    const [count, rows, summary] = await Promise.all([
      t.one<{ n: number }>(`SELECT count(*)::int AS n FROM survey_responses WHERE ${listWhere}`, listParams.slice(1)),
      t.many<{
        id: number;
        phone: string;
        order_id: string | null;
        answers: Response['answers'];
        comment: string;
        sentiment: Response['sentiment'];
        answered_at: Date;
      }>(
        `SELECT id, phone, order_id, answers, comment, sentiment, answered_at FROM survey_responses WHERE ${listWhere}
         ORDER BY answered_at DESC, id DESC LIMIT ${PAGE_SIZE} OFFSET ${offsetOf(query.page)}`,
        listParams.slice(1),
      ),
      // The summary: the same responses, every sentiment (the sentiment filter picks one of them).
      t.one<{ positive: number; negative: number; neutral: number }>(
        `SELECT count(*) FILTER (WHERE sentiment = 'positive')::int AS positive, count(*) FILTER (WHERE sentiment = 'negative')::int AS negative,
                count(*) FILTER (WHERE sentiment = 'neutral')::int AS neutral FROM survey_responses WHERE ${where}`,
        params.slice(1),
      ),
    ]);
    return {
      data: {
        responses: rows.map((x) => ({
          id: x.id,
          contact: x.phone,
          order_id: x.order_id,
          answers: x.answers,
          comment: x.comment,
          sentiment: x.sentiment,
          created_at: iso(x.answered_at),
        })),
        total_pages: pageCount(count?.n ?? 0),
        current_page: query.page,
        summary: { positive: summary?.positive ?? 0, negative: summary?.negative ?? 0, neutral: summary?.neutral ?? 0 },
      },
    };
  });

  r.handle(routes.getSurveyAnalytics, async ({ merchantId, query }) => {
    const t = tenant(db, merchantId);
    // $1 is the merchant (tenant() passes it); the conditions' parameters follow from $2.
    const params: unknown[] = [merchantId];
    const where =
      'merchant_id = $1 AND answered_at IS NOT NULL' + inRange(params, query.from, query.to, await merchantTimeZone(db, merchantId));
    const [current, summary, counts] = await Promise.all([
      form(merchantId),
      t.one<{ total: number; positive: number; negative: number; neutral: number }>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE sentiment = 'positive')::int AS positive,
                count(*) FILTER (WHERE sentiment = 'negative')::int AS negative, count(*) FILTER (WHERE sentiment = 'neutral')::int AS neutral
         FROM survey_responses WHERE ${where}`,
        params.slice(1),
      ),
      t.many<{ question_id: string; option_id: string; n: number }>(
        `SELECT a->>'question_id' AS question_id, a->>'option_id' AS option_id, count(*)::int AS n
         FROM survey_responses, jsonb_array_elements(answers) a WHERE ${where} GROUP BY 1, 2`,
        params.slice(1),
      ),
    ]);
    const countOf = (q: string, o: string) => counts.find((c) => c.question_id === q && c.option_id === o)?.n ?? 0;
    return {
      data: {
        total: summary?.total ?? 0,
        summary: { positive: summary?.positive ?? 0, negative: summary?.negative ?? 0, neutral: summary?.neutral ?? 0 },
        questions: current.questions.map((q) => {
          const options = q.options.map((o) => ({ id: o.id, en: o.en, ar: o.ar, count: countOf(q.id, o.id) }));
          return { id: q.id, en: q.en, ar: q.ar, options, answered: options.reduce((s, o) => s + o.count, 0) };
        }),
      },
    };
  });
};
