/**
 * Tracked links of campaign messages (issue 20, ADR 007). Every call-to-action button with a web
 * address becomes, for each recipient, a link on our own origin — `{publicUrl}/r/{token}` — whose
 * token is random (128 bits, base64url, 22 characters) and opaque: it names one recipient and one
 * button and grants nothing else. Tokens are minted when a recipient is claimed for sending (the
 * same tokens again if a crashed batch is sent again), opening one records a click and redirects
 * (routes/campaigns/redirect.ts). Only http(s) targets are ever stored (the draft is validated on
 * save, the table checks it again), so a link can never become an open redirect to anything else.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.ts';

/** Path of a tracked link on our origin. */
export const TRACKED_LINK_PREFIX = '/r/';
/** What a token looks like; anything else is answered 404 without a query. */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{22}$/;

export const newLinkToken = (): string => randomBytes(16).toString('base64url');

export const isHttpUrl = (url: string | null | undefined): url is string => !!url && /^https?:\/\/[^\s]+$/i.test(url.trim());

export const trackedUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/+$/, '')}${TRACKED_LINK_PREFIX}${token}`;

export interface CampaignButton {
  text: string;
  url: string | null;
}

export interface RecipientLink {
  button: number;
  text: string;
  token: string;
}

/**
 * The tracked links of these recipients (one per button with a web address), minted once: a
 * recipient sent again keeps its tokens. Answers them by position.
 */
export async function mintLinks(
  q: Queryable,
  merchantId: number,
  campaignId: number,
  buttons: readonly CampaignButton[],
  positions: readonly number[],
): Promise<Map<number, RecipientLink[]>> {
  const byPosition = new Map<number, RecipientLink[]>();
  const linked = buttons.map((b, button) => ({ ...b, button })).filter((b) => isHttpUrl(b.url));
  if (linked.length === 0 || positions.length === 0) return byPosition;
  const rows = positions.flatMap((position) =>
    linked.map((b) => ({ position, button: b.button, url: b.url!.trim(), token: newLinkToken() })),
  );
  await q.query(
    `INSERT INTO campaign_links (token, merchant_id, campaign_id, position, button, url)
     SELECT v.token, $1, $2, v.position, v.button, v.url FROM unnest($3::text[], $4::int[], $5::int[], $6::text[]) AS v(token, position, button, url)
     ON CONFLICT (campaign_id, position, button) DO NOTHING`,
    [merchantId, campaignId, rows.map((r) => r.token), rows.map((r) => r.position), rows.map((r) => r.button), rows.map((r) => r.url)],
  );
  const { rows: stored } = await q.query<{ position: number; button: number; token: string }>(
    `SELECT position, button, token FROM campaign_links WHERE campaign_id = $1 AND position = ANY($2::int[]) ORDER BY position, button`,
    [campaignId, [...positions]],
  );
  for (const s of stored) {
    const list = byPosition.get(s.position) ?? [];
    list.push({ button: s.button, text: buttons[s.button]?.text ?? '', token: s.token });
    byPosition.set(s.position, list);
  }
  return byPosition;
}

/** The message as the customer reads it: the content, then each button's label and its tracked link. */
export function renderCampaignBody(content: string, links: readonly RecipientLink[], publicUrl: string): string {
  if (links.length === 0) return content;
  return `${content}\n\n${links.map((l) => `${l.text}: ${trackedUrl(publicUrl, l.token)}`).join('\n')}`;
}

/**
 * Opening a tracked link: records the click (time, recipient, campaign, button; not when `count` is
 * false — a link preview) and answers the target, or null for a token that is not one of ours
 * (malformed tokens never reach the database).
 */
export async function recordClick(q: Queryable, token: string, at: Date, options: { count?: boolean } = {}): Promise<string | null> {
  if (!LINK_TOKEN.test(token)) return null;
  const { rows } = await q.query<{ url: string }>(
    `WITH l AS (
       SELECT l.merchant_id, l.campaign_id, l.position, l.button, l.url, r.phone
       FROM campaign_links l JOIN campaign_recipients r ON r.campaign_id = l.campaign_id AND r.position = l.position
       WHERE l.token = $1
     ), click AS (
       INSERT INTO campaign_clicks (merchant_id, campaign_id, position, button, phone, clicked_at)
       SELECT merchant_id, campaign_id, position, button, phone, $2 FROM l WHERE $3::boolean RETURNING 1
     )
     SELECT url FROM l`,
    [token, at, options.count ?? true],
  );
  const url = rows[0]?.url;
  return isHttpUrl(url) ? url : null;
}
