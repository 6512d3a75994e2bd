/** The survey form, its invitation after each delivery and the responses. */
import { deliveryQuestion } from '../lib/survey-questions.ts';
import { DAY, HOUR, MINUTE, type SeedContext } from './context.ts';
import { FEEDBACK_COMMENTS } from './data.ts';
import { insertRows } from './insert.ts';
import type { Outbox } from './messages.ts';
import type { SeededOrders } from './orders.ts';

export async function seedSurvey(ctx: SeedContext, outbox: Outbox, { drafts, orderIdOf }: SeededOrders): Promise<void> {
  const { q, rng, now, merchantId, add, ago } = ctx;
  const questions = [
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
  await insertRows(
    q,
    'survey_forms',
    ['merchant_id', 'enabled', 'questions', 'updated_at'],
    [[merchantId, true, questions, ago(40 * DAY)]],
    {
      casts: { questions: 'jsonb' },
    },
  );
  add('survey_forms', 1);
  const responses: unknown[][] = [];
  drafts.forEach((d, i) => {
    const delivered = d.history.find((h) => h.status === 'delivered');
    if (!delivered) return;
    const at = new Date(Math.min(now.getTime() - MINUTE, delivered.at.getTime() + rng.int(1, 20) * HOUR));
    const ar = d.customer.language === 'ar';
    outbox.message(
      d.customer.phone,
      'survey',
      orderIdOf(i),
      d.customer.language,
      ar ? 'كيف كانت تجربتك؟ شاركنا رأيك.' : 'How was your experience? Tell us in one tap.',
      at,
    );
    if (!rng.chance(0.4)) return;
    const sentiment = rng.weighted([
      ['positive', 60],
      ['neutral', 22],
      ['negative', 18],
    ] as const);
    const pickFor = {
      positive: ['great', 'excellent', 'yes'],
      neutral: ['ok', 'good', rng.pick(['yes', 'no'])],
      negative: ['bad', 'poor', 'no'],
    }[sentiment];
    responses.push([
      merchantId,
      d.customer.phone,
      orderIdOf(i),
      questions.map((qn, k) => ({ question_id: qn.id, option_id: pickFor[k] })),
      rng.chance(0.5) ? rng.pick(FEEDBACK_COMMENTS[sentiment]) : '',
      sentiment,
      new Date(Math.min(now.getTime() - MINUTE, at.getTime() + rng.int(5, 300) * MINUTE)),
    ]);
  });
  await insertRows(
    q,
    'survey_responses',
    ['merchant_id', 'phone', 'order_id', 'answers', 'comment', 'sentiment', 'created_at'],
    responses,
    {
      casts: { answers: 'jsonb' },
    },
  );
  add('survey_responses', responses.length);
}
