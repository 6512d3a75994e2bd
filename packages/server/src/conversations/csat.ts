/**
 * CSAT (issue 20): when a conversation an agent handled is closed, the customer gets a list of
 * ratings 1–5 (WhatsApp's reply buttons stop at three); the tap is stored as feedback for that
 * agent, and a text within CSAT_COMMENT_WINDOW_MS after it becomes the rating's comment. The
 * agent's `feedback` (count) and `rating` (average) are recomputed from the feedback rows, so the
 * agents list and the dashboard read what customers said.
 *
 * Free-form interactive messages need the customer's 24-hour window: a conversation closed after
 * the window has ended asks nothing (recorded as `skipped`) — an approved template would be
 * needed, see README "Customer satisfaction".
 */
import {
  systemTemplates,
  classifySentiment,
  sentimentScore,
  CSAT_COMMENT_WINDOW_MS,
  csatRatings,
  csatReplyId,
  parseCsatReplyId,
  sentimentOfRating,
  type FeedbackSentiment,
} from '@wasl/api/models';
import type { Queryable } from '../db/db.ts';
import { merchantFeatures } from '../db/queries.ts';
import { text } from '../lib/labels.ts';
import { HttpError } from '../middleware/http.ts';
import { queueMessage, type QueueMessage } from '../messaging/messages.ts';
import type { InboundMessage } from './inbound-message.ts';
import type { ConversationRow } from './records.ts';

type Language = 'en' | 'ar';

/** How a comment's sentiment is read; null keeps the rating's own. */
export type CommentSentiment = (comment: string, language: Language) => FeedbackSentiment | null;

/**
 * A comment's sentiment from the survey's classifier (@wasl/api/models sentiment.ts, a lexicon for
 * English and Arabic); a comment that says nothing it can score keeps the rating's sentiment.
 */
export const commentSentiment: CommentSentiment = (comment) => (sentimentScore(comment) === 0 ? null : classifySentiment(comment));

/** One CSAT message (the ask, or a thanks) without its merchant. */
export type CsatMessage = Omit<QueueMessage, 'merchantId'>;
/** Where CSAT messages go: the live queue, or the demo seed's outbox (seed/conversations.ts). */
export type CsatSender = (m: CsatMessage) => Promise<void>;

/** The live sender: queueMessage (throws an HttpError when no subscription, wallet or window lets it go). */
export const queueCsat =
  (q: Queryable, merchantId: number): CsatSender =>
  async (m) => {
    await queueMessage(q, { ...m, merchantId });
  };

/**
 * Asks the customer to rate a closed conversation an agent handled (once per conversation), when
 * the plan has agent feedback (SPEC §6).
 */
export async function askForRating(
  q: Queryable,
  c: Pick<ConversationRow, 'id' | 'merchant_id' | 'agent_id' | 'phone'>,
  language: Language,
  at: Date,
  send: CsatSender = queueCsat(q, c.merchant_id),
): Promise<'asked' | 'skipped' | 'none'> {
  if (c.agent_id === null || !c.phone) return 'none';
  if (!(await merchantFeatures(q, c.merchant_id, at)).has('agent_feedback')) return 'none';
  const agent = (await q.query<{ name: string }>('SELECT name FROM agents WHERE merchant_id = $1 AND id = $2', [c.merchant_id, c.agent_id]))
    .rows[0];
  const inserted = await q.query(
    `INSERT INTO csat_requests (merchant_id, conversation_id, agent_id, phone, language, asked_at, state)
     VALUES ($1, $2, $3, $4, $5, $6, 'asked') ON CONFLICT (merchant_id, conversation_id) DO NOTHING RETURNING conversation_id`,
    [c.merchant_id, c.id, c.agent_id, c.phone, language, at],
  );
  if (inserted.rows.length === 0) return 'none';
  await q.query('SAVEPOINT csat_ask');
  try {
    await send({
      to: c.phone,
      kind: 'csat',
      ref: `conversation:${c.id}`,
      language,
      body: agent ? text(language, 'notify:csat.ask', { agent: agent.name }) : text(language, 'notify:csat.askNoAgent'),
      // Business-initiated: outside the window as Wasl's CSAT template (messaging/form.ts).
      format: 'template',
      template: { name: systemTemplates.csat.name, params: [agent?.name ?? ''] },
      idempotencyKey: `csat:${c.merchant_id}:${c.id}`,
      now: at,
      interactive: {
        kind: 'list',
        listButton: text(language, 'notify:csat.button'),
        choices: csatRatings.map((rating) => ({ id: csatReplyId(c.id, rating), title: text(language, `notify:csat.ratings.${rating}`) })),
      },
    });
    await q.query('RELEASE SAVEPOINT csat_ask');
    return 'asked';
  } catch (error) {
    // The window has closed, or no subscription or wallet: the close stands, nothing is asked.
    if (!(error instanceof HttpError)) throw error;
    await q.query('ROLLBACK TO SAVEPOINT csat_ask');
    await q.query(`UPDATE csat_requests SET state = 'skipped' WHERE merchant_id = $1 AND conversation_id = $2`, [c.merchant_id, c.id]);
    return 'skipped';
  }
}

interface RequestRow {
  conversation_id: number;
  agent_id: number | null;
  language: Language;
  state: 'asked' | 'rated' | 'commented' | 'skipped';
  rated_at: Date | null;
  feedback_id: number | null;
  rating: number | null;
}

/**
 * A customer's message that answers a rating request: the tapped rating, or the comment that
 * follows it. Answers true when it was one (the caller then opens no conversation and runs no bot).
 */
export async function answerRating(
  q: Queryable,
  merchantId: number,
  phone: string,
  m: InboundMessage,
  at: Date,
  commentSentiment: CommentSentiment,
  send: CsatSender = queueCsat(q, merchantId),
): Promise<boolean> {
  const tapped = m.type === 'list_reply' || m.type === 'button_reply' ? parseCsatReplyId(m.payload.replyId) : null;
  if (tapped) {
    const request = (
      await q.query<RequestRow>(
        `SELECT r.*, f.rating FROM csat_requests r LEFT JOIN feedbacks f ON f.id = r.feedback_id AND f.merchant_id = r.merchant_id
         WHERE r.merchant_id = $1 AND r.conversation_id = $2 AND r.phone = $3 FOR UPDATE OF r`,
        [merchantId, tapped.conversationId, phone],
      )
    ).rows[0];
    // Not ours (another phone's id, or a conversation never asked about): an ordinary message.
    if (!request || request.state === 'skipped') return false;
    const sentiment = sentimentOfRating(tapped.rating);
    if (request.feedback_id === null) {
      const f = await q.query<{ id: number }>(
        `INSERT INTO feedbacks (merchant_id, phone, agent_id, rating, sentiment, comment, created_at, conversation_id)
         VALUES ($1, $2, $3, $4, $5, '', $6, $7) RETURNING id`,
        [merchantId, phone, request.agent_id, tapped.rating, sentiment, at, request.conversation_id],
      );
      await q.query(
        `UPDATE csat_requests SET state = 'rated', rated_at = $3, feedback_id = $4 WHERE merchant_id = $1 AND conversation_id = $2`,
        [merchantId, request.conversation_id, at, f.rows[0]!.id],
      );
    } else {
      // A second tap changes the rating (the customer's last word), not the count.
      await q.query(
        `UPDATE feedbacks SET rating = $3, sentiment = CASE WHEN comment = '' THEN $4 ELSE sentiment END WHERE merchant_id = $1 AND id = $2`,
        [merchantId, request.feedback_id, tapped.rating, sentiment],
      );
      await q.query(`UPDATE csat_requests SET rated_at = $3 WHERE merchant_id = $1 AND conversation_id = $2`, [
        merchantId,
        request.conversation_id,
        at,
      ]);
    }
    if (request.agent_id !== null) await recomputeAgentRating(q, merchantId, request.agent_id);
    await reply(q, send, phone, request, 'thanks', `csat-thanks:${merchantId}:${request.conversation_id}:${m.id}`, at);
    return true;
  }
  if (m.type !== 'text' || !m.text.trim()) return false;
  const request = (
    await q.query<RequestRow>(
      `SELECT r.*, f.rating FROM csat_requests r JOIN feedbacks f ON f.id = r.feedback_id AND f.merchant_id = r.merchant_id
       WHERE r.merchant_id = $1 AND r.phone = $2 AND r.state = 'rated' AND r.rated_at > $3
       ORDER BY r.rated_at DESC LIMIT 1 FOR UPDATE OF r`,
      [merchantId, phone, new Date(at.getTime() - CSAT_COMMENT_WINDOW_MS)],
    )
  ).rows[0];
  if (!request || request.feedback_id === null) return false;
  const comment = m.text.slice(0, 2000);
  const sentiment = commentSentiment(comment, request.language) ?? sentimentOfRating(request.rating ?? 3);
  await q.query(`UPDATE feedbacks SET comment = $3, sentiment = $4 WHERE merchant_id = $1 AND id = $2`, [
    merchantId,
    request.feedback_id,
    comment,
    sentiment,
  ]);
  await q.query(`UPDATE csat_requests SET state = 'commented' WHERE merchant_id = $1 AND conversation_id = $2`, [
    merchantId,
    request.conversation_id,
  ]);
  await reply(q, send, phone, request, 'commentThanks', `csat-comment:${merchantId}:${request.conversation_id}`, at);
  return true;
}

async function reply(
  q: Queryable,
  send: CsatSender,
  phone: string,
  request: RequestRow,
  key: 'thanks' | 'commentThanks',
  idempotencyKey: string,
  at: Date,
): Promise<void> {
  await q.query('SAVEPOINT csat_reply');
  try {
    await send({
      to: phone,
      kind: 'csat',
      ref: `conversation:${request.conversation_id}`,
      language: request.language,
      body: text(request.language, `notify:csat.${key}`),
      format: 'text',
      idempotencyKey,
      now: at,
    });
    await q.query('RELEASE SAVEPOINT csat_reply');
  } catch (error) {
    if (!(error instanceof HttpError)) throw error; // the answer is kept; only the thanks is not sent
    await q.query('ROLLBACK TO SAVEPOINT csat_reply');
  }
}

/** An agent's feedback count and average rating, from the feedback customers gave. */
export async function recomputeAgentRating(q: Queryable, merchantId: number, agentId: number): Promise<void> {
  await q.query(
    `UPDATE agents SET feedback = f.n, rating = round(coalesce(f.avg, 0), 2)
     FROM (SELECT count(*)::int AS n, avg(rating) AS avg FROM feedbacks WHERE merchant_id = $1 AND agent_id = $2) f
     WHERE agents.merchant_id = $1 AND agents.id = $2`,
    [merchantId, agentId],
  );
}
