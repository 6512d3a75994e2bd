/**
 * The satisfaction survey sent when an order is delivered (SPEC §9 "Survey sent on delivery"),
 * when the merchant's survey form is on: the form's first question with its options, in the
 * order's language. One per order (idempotency key), in the conversation the status message opened.
 */
import { DEFAULT_SURVEY } from '../lib/survey-questions.ts';
import type { Queryable } from '../db/db.ts';
import { queueMessage } from './messages.ts';

interface Question {
  en: string;
  ar: string;
  options: { en: string; ar: string }[];
}

export async function sendSurvey(
  q: Queryable,
  merchantId: number,
  order: { order_id: string; phone: string; lang: string },
  now: Date,
): Promise<boolean> {
  const form = (
    await q.query<{ enabled: boolean; questions: Question[] }>('SELECT enabled, questions FROM survey_forms WHERE merchant_id = $1', [
      merchantId,
    ])
  ).rows[0];
  if (!form?.enabled) return false;
  const lang = order.lang === 'ar' ? 'ar' : 'en';
  const question = (form.questions?.length ? form.questions : DEFAULT_SURVEY)[0];
  if (!question) return false;
  const options = question.options.map((o, i) => `${i + 1}. ${o[lang]}`).join('\n');
  await queueMessage(q, {
    merchantId,
    to: order.phone,
    kind: 'survey',
    ref: order.order_id,
    language: lang,
    body: `${question[lang]}\n${options}`,
    idempotencyKey: `survey:${merchantId}:${order.order_id}`,
    now,
  });
  return true;
}
