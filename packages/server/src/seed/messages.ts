/** The outbox: every message the seed sends is collected here and written in one go at the end. */
import { DAY, MINUTE, type SeedContext } from './context.ts';
import { insertRows } from './insert.ts';
import type { Random } from './random.ts';

function messageStatus(ageDays: number, rng: Random): 'sent' | 'delivered' | 'seen' | 'failed' {
  if (ageDays < 1)
    return rng.weighted([
      ['sent', 30],
      ['delivered', 40],
      ['seen', 25],
      ['failed', 5],
    ] as const);
  return rng.weighted([
    ['seen', 64],
    ['delivered', 25],
    ['sent', 4],
    ['failed', 7],
  ] as const);
}

export interface Outbox {
  message(to: string, kind: string, ref: string, language: string, body: string, at: Date): void;
  insert(): Promise<void>;
}

export function createOutbox(ctx: SeedContext): Outbox {
  const { q, rng, now, merchantId, add } = ctx;
  const messages: unknown[][] = [];
  const message = (to: string, kind: string, ref: string, language: string, body: string, at: Date) => {
    const age = (now.getTime() - at.getTime()) / DAY;
    messages.push([
      merchantId,
      to,
      kind,
      ref,
      language,
      body,
      messageStatus(age, rng),
      at,
      new Date(Math.min(now.getTime(), at.getTime() + rng.int(1, 90) * MINUTE)),
    ]);
  };
  return {
    message,
    async insert() {
      await insertRows(
        q,
        'outbound_messages',
        ['merchant_id', 'to_phone', 'kind', 'ref', 'language', 'body', 'status', 'created_at', 'updated_at'],
        messages,
      );
      add('outbound_messages', messages.length);
    },
  };
}
