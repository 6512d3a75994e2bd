/**
 * The satisfaction survey as a short conversation (SPEC §9 "Survey sent on delivery"; the pure rules
 * are @wasl/api/models survey.ts):
 *
 * 1. `sendSurvey` — an order is delivered, the merchant's survey form is on and their plan (or an
 *    add-on) has the survey: a response row is opened (`state` 'asking', the questions as sent, the
 *    order's language) and the first question goes out with its options as WhatsApp reply buttons
 *    or a list. One per order (the row's unique key and the message's idempotency key).
 * 2. `answerSurvey` — called by the inbound job (conversations/inbound.ts) for each customer
 *    message: when the customer has a survey open (sent in the last SURVEY_REPLY_DAYS days), a tap
 *    or typed option answers the current question and the next one goes out; after the last one
 *    the customer is asked for an optional comment (a "Skip" button ends it); the comment is stored
 *    with its computed sentiment and the customer is thanked. A message that is not an answer
 *    while a question waits is left to the bot and the inbox (the survey stays open).
 *
 * The demo seed drives the same two functions (seed/survey.ts).
 */
import {
  systemTemplates,
  matchSurveyReply,
  surveyChoicesOf,
  surveySentiment,
  SURVEY_LIMITS,
  type SurveyAnswerModel,
  type SurveyLanguage,
  type SurveyQuestionModel,
} from '@wasl/api/models';
import { translate } from '@wasl/i18n/catalogue';
import type { Queryable } from '../db/db.ts';
import { merchantFeatures } from '../db/queries.ts';
import { DEFAULT_SURVEY } from '../lib/survey-questions.ts';
import { HttpError } from '../middleware/http.ts';
import type { InteractiveChoices } from '../providers/index.ts';
import { queueMessage } from './messages.ts';

/** A survey left unanswered this long no longer catches the customer's messages. */
export const SURVEY_REPLY_DAYS = 7;
/** The id of the comment prompt's "Skip" button. */
export const SURVEY_SKIP_ID = 'survey:skip';

/** The sentences around the questions, in the customer's language (the builder's preview shows the same). */
export const customerTexts = (language: SurveyLanguage) => ({
  listButton: translate(language, 'survey:customer.listButton'),
  commentPrompt: translate(language, 'survey:customer.commentPrompt'),
  skip: translate(language, 'survey:customer.skip'),
  thanks: translate(language, 'survey:customer.thanks'),
});

/** What to send; the caller queues it (live: queueMessage; the seed: its outbox). */
export interface SurveyMessage {
  to: string;
  body: string;
  language: SurveyLanguage;
  ref: string;
  idempotencyKey: string;
  interactive?: InteractiveChoices;
  /** 'template' for the first question (it may open the conversation), 'text' inside the window. */
  format: 'template' | 'text';
}
export type SurveySender = (m: SurveyMessage) => Promise<void>;

/** The live sender: queueMessage as a `survey` message. */
export const queueSurvey =
  (q: Queryable, merchantId: number, now: Date): SurveySender =>
  async (m) => {
    try {
      await queueMessage(q, {
        merchantId,
        to: m.to,
        kind: 'survey',
        ref: m.ref,
        language: m.language,
        body: m.body,
        format: m.format,
        // Outside the window the first question goes as Wasl's survey template (messaging/form.ts).
        ...(m.format === 'template' ? { template: { name: systemTemplates.survey.name, params: [m.body] } } : {}),
        idempotencyKey: m.idempotencyKey,
        now,
        ...(m.interactive ? { interactive: m.interactive } : {}),
      });
    } catch (error) {
      // A follow-up nobody can pay for (no subscription or wallet): the answer is still recorded.
      if (!(m.format === 'text' && error instanceof HttpError)) throw error;
    }
  };

const questionMessage = (
  merchantId: number,
  orderId: string,
  phone: string,
  question: SurveyQuestionModel,
  language: SurveyLanguage,
  step: number,
  format: 'template' | 'text',
): SurveyMessage => {
  const choices = surveyChoicesOf(question, language);
  return {
    to: phone,
    body: question[language],
    language,
    ref: orderId,
    format,
    idempotencyKey: step === 0 ? `survey:${merchantId}:${orderId}` : `survey:${merchantId}:${orderId}:${step}`,
    interactive:
      choices.kind === 'list'
        ? { kind: 'list', choices: choices.choices, listButton: translate(language, 'survey:customer.listButton') }
        : { kind: 'buttons', choices: choices.choices },
  };
};

/** Step 1 (see the file comment); true when the survey went out. */
export async function sendSurvey(
  q: Queryable,
  merchantId: number,
  order: { order_id: string; phone: string; lang: string },
  now: Date,
  send: SurveySender = queueSurvey(q, merchantId, now),
): Promise<boolean> {
  const form = (
    await q.query<{ enabled: boolean; questions: SurveyQuestionModel[] }>(
      'SELECT enabled, questions FROM survey_forms WHERE merchant_id = $1',
      [merchantId],
    )
  ).rows[0];
  if (!form?.enabled) return false;
  if (!(await merchantFeatures(q, merchantId, now)).has('survey_form')) return false;
  const questions = form.questions?.length ? form.questions : DEFAULT_SURVEY;
  const language: SurveyLanguage = order.lang === 'ar' ? 'ar' : 'en';
  const opened = await q.query(
    `INSERT INTO survey_responses (merchant_id, phone, order_id, answers, comment, sentiment, created_at, state, step, questions, language)
     VALUES ($1, $2, $3, '[]'::jsonb, '', 'neutral', $4, 'asking', 0, $5::jsonb, $6)
     ON CONFLICT (merchant_id, order_id) WHERE order_id IS NOT NULL DO NOTHING RETURNING id`,
    [merchantId, order.phone, order.order_id, now, JSON.stringify(questions), language],
  );
  if (opened.rows.length === 0) return false; // this order's survey already went
  await send(questionMessage(merchantId, order.order_id, order.phone, questions[0]!, language, 0, 'template'));
  return true;
}

interface OpenSurvey {
  id: number;
  order_id: string;
  phone: string;
  state: 'asking' | 'comment';
  step: number;
  questions: SurveyQuestionModel[];
  answers: SurveyAnswerModel[];
  language: SurveyLanguage;
}

/** One customer message, as the survey reads it. */
export interface SurveyReply {
  /** Unique per message (the provider's id): the idempotency of what the survey sends back. */
  messageId: string;
  /** The id of a tapped button or list row. */
  replyId?: string;
  /** What the customer typed (or the tapped title). */
  text: string;
  /** Whether the customer typed it (a comment can only be typed). */
  typed: boolean;
}

/**
 * Step 2 (see the file comment): true when the message was the survey's (the bot stays quiet).
 * Inside the inbound job's transaction.
 */
export async function answerSurvey(
  q: Queryable,
  merchantId: number,
  phone: string,
  reply: SurveyReply,
  now: Date,
  send: SurveySender = queueSurvey(q, merchantId, now),
): Promise<boolean> {
  const open = (
    await q.query<OpenSurvey>(
      `SELECT id, order_id, phone, state, step, questions, answers, language FROM survey_responses
       WHERE merchant_id = $1 AND phone IN ($2, '+' || $2, ltrim($2, '+')) AND state <> 'done' AND created_at > $3
       ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
      [merchantId, phone, new Date(now.getTime() - SURVEY_REPLY_DAYS * 86_400_000)],
    )
  ).rows[0];
  if (!open) return false;
  const language = open.language === 'ar' ? 'ar' : 'en';
  const key = `survey:${merchantId}:${open.order_id}:${reply.messageId}`;
  const thanks = async () =>
    send({
      to: open.phone,
      body: translate(language, 'survey:customer.thanks'),
      language,
      ref: open.order_id,
      format: 'text',
      idempotencyKey: `${key}:thanks`,
    });

  if (open.state === 'asking') {
    const question = open.questions[open.step];
    const option = question ? matchSurveyReply(question, reply) : undefined;
    if (!question || !option) return false; // not an answer: the bot and the inbox have it
    const answers = [...open.answers.filter((a) => a.question_id !== question.id), { question_id: question.id, option_id: option }];
    const step = open.step + 1;
    const last = step >= open.questions.length;
    await q.query(
      `UPDATE survey_responses SET answers = $2::jsonb, step = $3, state = $4, sentiment = $5, answered_at = coalesce(answered_at, $6)
       WHERE id = $1`,
      [open.id, JSON.stringify(answers), step, last ? 'comment' : 'asking', surveySentiment('', answers, open.questions), now],
    );
    if (!last) {
      await send({ ...questionMessage(merchantId, open.order_id, open.phone, open.questions[step]!, language, step, 'text') });
    } else {
      await send({
        to: open.phone,
        body: translate(language, 'survey:customer.commentPrompt'),
        language,
        ref: open.order_id,
        format: 'text',
        idempotencyKey: `${key}:comment`,
        interactive: { kind: 'buttons', choices: [{ id: SURVEY_SKIP_ID, title: translate(language, 'survey:customer.skip') }] },
      });
    }
    return true;
  }

  // Waiting for the comment: "Skip" ends it; typed text is the comment.
  if (reply.replyId === SURVEY_SKIP_ID) {
    await q.query(`UPDATE survey_responses SET state = 'done' WHERE id = $1`, [open.id]);
    await thanks();
    return true;
  }
  if (!reply.typed || !reply.text.trim()) return false;
  const comment = [...reply.text.trim()].slice(0, SURVEY_LIMITS.comment).join('');
  await q.query(
    `UPDATE survey_responses SET comment = $2, sentiment = $3, state = 'done', answered_at = coalesce(answered_at, $4) WHERE id = $1`,
    [open.id, comment, surveySentiment(comment, open.answers, open.questions), now],
  );
  await thanks();
  return true;
}
