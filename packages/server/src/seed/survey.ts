/**
 * The survey form, and its conversations after each delivery through the live code path
 * (messaging/survey.ts): `sendSurvey` opens the response and sends the first question, then a share
 * of the customers answer with `answerSurvey` — a tap per question, then a typed comment or "Skip".
 * Sentiment is computed there from what they answered (no label is drawn here). The messages go to
 * the seed's outbox instead of the queue.
 */
import { surveyReplyId } from '@wasl/api/models';
import { answerSurvey, sendSurvey, SURVEY_SKIP_ID, type SurveySender } from '../messaging/survey.ts';
import { deliveryQuestion } from '../lib/survey-questions.ts';
import { HOUR, MINUTE, type SeedContext } from './context.ts';
import { FEEDBACK_COMMENTS } from './data.ts';
import { insertRows } from './insert.ts';
import type { Outbox } from './messages.ts';
import type { SeededOrders } from './orders.ts';

export const SEED_SURVEY = [
  deliveryQuestion,
  {
    id: 'quality',
    en: 'How do you rate the product quality?',
    ar: 'كيف تقيّم جودة المنتج؟',
    options: [
      { id: 'excellent', en: 'Excellent', ar: 'ممتازة' },
      { id: 'good', en: 'Good', ar: 'جيدة' },
      { id: 'poor', en: 'Poor', ar: 'ضعيفة' },
    ],
  },
  {
    id: 'recommend',
    en: 'Would you recommend us to a friend?',
    ar: 'هل تنصح صديقًا بالتسوق منا؟',
    options: [
      { id: 'yes', en: 'Yes', ar: 'نعم' },
      { id: 'no', en: 'No', ar: 'لا' },
    ],
  },
];

export async function seedSurvey(ctx: SeedContext, outbox: Outbox, { drafts, orderIdOf }: SeededOrders): Promise<void> {
  const { q, rng, now, merchantId, add, ago } = ctx;
  await insertRows(
    q,
    'survey_forms',
    ['merchant_id', 'enabled', 'questions', 'updated_at'],
    [[merchantId, true, SEED_SURVEY, ago(100 * 86_400_000)]],
    {
      casts: { questions: 'jsonb' },
    },
  );
  add('survey_forms', 1);
  // In time order, as they happened: a customer's reply goes to their latest open survey.
  const deliveries = drafts
    .map((d, i) => ({ d, i, delivered: d.history.find((h) => h.status === 'delivered') }))
    .filter((x): x is typeof x & { delivered: { at: Date } } => x.delivered !== undefined)
    .map((x) => ({ ...x, at: new Date(Math.min(now.getTime() - 6 * HOUR, x.delivered.at.getTime() + MINUTE)) }))
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.i - b.i);
  let sent = 0;
  for (const { d, i, at } of deliveries) {
    let clock = at;
    const send: SurveySender = async (m) => {
      outbox.message(m.to, 'survey', m.ref, m.language, m.body, clock);
    };
    const orderId = orderIdOf(i);
    if (!(await sendSurvey(q, merchantId, { order_id: orderId, phone: d.customer.phone, lang: d.customer.language }, at, send))) continue;
    sent += 1;
    if (!rng.chance(0.4)) continue;
    const ar = d.customer.language === 'ar';
    const mood = rng.weighted([
      ['positive', 60],
      ['neutral', 22],
      ['negative', 18],
    ] as const);
    const pickFor = {
      positive: ['great', 'excellent', 'yes'],
      neutral: ['ok', 'good', rng.pick(['yes', 'no'])],
      negative: ['bad', 'poor', 'no'],
    }[mood];
    for (const [k, question] of SEED_SURVEY.entries()) {
      clock = new Date(Math.min(now.getTime() - MINUTE, clock.getTime() + rng.int(2, 90) * MINUTE));
      const option = question.options.find((o) => o.id === pickFor[k])!;
      await answerSurvey(
        q,
        merchantId,
        d.customer.phone,
        {
          messageId: `seed-${orderId}-${k}`,
          replyId: surveyReplyId(question.id, option.id),
          text: ar ? option.ar : option.en,
          typed: false,
        },
        clock,
        send,
      );
    }
    clock = new Date(Math.min(now.getTime() - MINUTE, clock.getTime() + rng.int(1, 30) * MINUTE));
    const comments = FEEDBACK_COMMENTS[mood].filter((c) => c !== '' && /[\u0600-\u06FF]/.test(c) === ar);
    const reply =
      rng.chance(0.5) && comments.length
        ? { messageId: `seed-${orderId}-comment`, text: rng.pick(comments), typed: true }
        : { messageId: `seed-${orderId}-skip`, replyId: SURVEY_SKIP_ID, text: ar ? 'تخطي' : 'Skip', typed: false };
    await answerSurvey(q, merchantId, d.customer.phone, reply, clock, send);
  }
  add('survey_responses', sent); // one row per survey sent; the answered ones are the responses
}
