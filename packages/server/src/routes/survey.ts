/** Satisfaction survey form (on/off, questions with options) and its responses with sentiment. */
import { PAGE_SIZE, routes } from '@wasl/api';
import type { ApiData, RouteModule } from '../middleware/route.ts';
import { many, one } from '../db/db.ts';
import { iso, offsetOf, pageCount } from '../db/queries.ts';
import { badRequest } from '../middleware/http.ts';

import { DEFAULT_SURVEY } from '../lib/survey-questions.ts';

/** The stored jsonb, as the contract describes it (written only through the validated body). */
type Question = ApiData<typeof routes.getSurvey>['questions'][number];
type Response = ApiData<typeof routes.listSurveyResponses>['responses'][number];

export const register: RouteModule = (r, deps) => {
  const { db } = deps;

  const form = async (merchantId: number) => {
    const row = await one<{ enabled: boolean; questions: Question[] }>(
      db,
      'SELECT enabled, questions FROM survey_forms WHERE merchant_id = $1',
      [merchantId],
    );
    return row ? { enabled: row.enabled, questions: row.questions } : { enabled: false, questions: DEFAULT_SURVEY };
  };

  r.handle(routes.getSurvey, async ({ merchantId }) => ({ data: await form(merchantId) }));

  r.handle(routes.updateSurvey, async ({ merchantId, body }) => {
    const ids = new Set(body.questions.map((q) => q.id));
    if (ids.size !== body.questions.length) throw badRequest('validation:duplicateQuestion');
    await db.query(
      `INSERT INTO survey_forms (merchant_id, enabled, questions, updated_at) VALUES ($1, $2, $3::jsonb, now())
       ON CONFLICT (merchant_id) DO UPDATE SET enabled = EXCLUDED.enabled, questions = EXCLUDED.questions, updated_at = now()`,
      [merchantId, body.enabled, JSON.stringify(body.questions)],
    );
    return { data: await form(merchantId), message: 'errors:success.dataUpdated' };
  });

  r.handle(routes.listSurveyResponses, async ({ merchantId, query }) => {
    const params: unknown[] = [merchantId];
    let where = 'merchant_id = $1';
    if (query.sentiment) where += ` AND sentiment = $${params.push(query.sentiment)}`;
    const [count, rows, summary] = await Promise.all([
      one<{ n: number }>(db, `SELECT count(*) AS n FROM survey_responses WHERE ${where}`, params),
      many<{
        id: number;
        phone: string;
        order_id: string | null;
        answers: Response['answers'];
        comment: string;
        sentiment: Response['sentiment'];
        created_at: Date;
      }>(
        db,
        `SELECT id, phone, order_id, answers, comment, sentiment, created_at FROM survey_responses WHERE ${where}
         ORDER BY created_at DESC, id DESC LIMIT ${PAGE_SIZE} OFFSET ${offsetOf(query.page)}`,
        params,
      ),
      one<{ positive: number; negative: number; neutral: number }>(
        db,
        `SELECT count(*) FILTER (WHERE sentiment = 'positive') AS positive, count(*) FILTER (WHERE sentiment = 'negative') AS negative,
                count(*) FILTER (WHERE sentiment = 'neutral') AS neutral FROM survey_responses WHERE merchant_id = $1`,
        [merchantId],
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
          created_at: iso(x.created_at),
        })),
        total_pages: pageCount(count?.n ?? 0),
        current_page: query.page,
        summary: { positive: summary?.positive ?? 0, negative: summary?.negative ?? 0, neutral: summary?.neutral ?? 0 },
      },
    };
  });
};
