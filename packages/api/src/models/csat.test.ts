import { describe, expect, it } from 'vitest';
import { csatRatings, csatReplyId, parseCsatReplyId, sentimentOfRating } from './csat';

describe('csat', () => {
  it('reads back every rating it writes, and nothing else', () => {
    for (const rating of csatRatings) expect(parseCsatReplyId(csatReplyId(42, rating))).toEqual({ conversationId: 42, rating });
    for (const id of [
      undefined,
      '',
      'csat:42:6',
      'csat:42:0',
      'csat:x:3',
      'csat:42:3:1',
      ' csat:42:3',
      'node:csat:1:2',
      'csat:12345678901:3',
    ])
      expect(parseCsatReplyId(id)).toBeNull();
  });

  it('gives a rating without a comment its sentiment', () => {
    expect([5, 4, 3, 2, 1].map(sentimentOfRating)).toEqual(['positive', 'positive', 'neutral', 'negative', 'negative']);
  });
});
