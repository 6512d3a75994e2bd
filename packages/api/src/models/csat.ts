/**
 * Customer satisfaction after a conversation with an agent (issue 20): the customer rates it 1–5
 * and may add a comment. Pure: the server's CSAT flow, the demo seed and the screens share it.
 */
export const csatRatings = [5, 4, 3, 2, 1] as const;
export type CsatRating = (typeof csatRatings)[number];

export type FeedbackSentiment = 'positive' | 'neutral' | 'negative';

/** A rating's sentiment when the customer wrote no comment: 4–5 positive, 3 neutral, 1–2 negative. */
export const sentimentOfRating = (rating: number): FeedbackSentiment => (rating >= 4 ? 'positive' : rating === 3 ? 'neutral' : 'negative');

/** The list row id of a rating: `csat:{conversation}:{rating}` (WhatsApp returns it with the tap). */
export const csatReplyId = (conversationId: number, rating: CsatRating) => `csat:${conversationId}:${rating}`;

/** The conversation and rating of a tapped row, or null when the id is not a rating. */
export function parseCsatReplyId(id: string | undefined): { conversationId: number; rating: CsatRating } | null {
  const match = /^csat:(\d{1,10}):([1-5])$/.exec(id ?? '');
  if (!match) return null;
  return { conversationId: Number(match[1]), rating: Number(match[2]) as CsatRating };
}

/** How long after the rating the customer's next text is kept as its comment. */
export const CSAT_COMMENT_WINDOW_MS = 15 * 60_000;
