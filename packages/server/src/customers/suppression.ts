/**
 * Marketing suppression that outlives erasure (issue 23, ADR 010 "suppression after erasure").
 * Erasing a customer deletes their opt-out with the rest of their data; without this, the same
 * number imported into a campaign later would be marketed to again, against the objection they
 * made. So an erasure of a customer whose consent state is "opted out" leaves one row: a keyed
 * fingerprint of (merchant, phone digits) — not the phone — which the campaign start checks.
 *
 * A customer who opts in again afterwards (START, consent ledger `opt_in` later than the row) is
 * no longer suppressed: the newest decision of the customer wins, as in the ledger.
 */
import type { Queryable } from '../db/db.ts';
import { tenant } from '../db/tenant.ts';
import type { SecretBox } from '../lib/secretBox.ts';
import { phoneForms } from '../lib/phone.ts';

/** The suppression fingerprint of a phone (digits only, so `9665…` and `+9665…` are one customer). */
export function suppressionFingerprint(secrets: SecretBox, merchantId: number, phone: string): string {
  return secrets.fingerprint(`suppression:${merchantId}:${phoneForms(phone).digits}`);
}

/**
 * Before an erasure, in its transaction: keeps the customer suppressed when they are opted out now
 * (an `opt_outs` row, or their latest consent entry is an opt-out). Answers whether it did.
 */
export async function suppressBeforeErasure(
  q: Queryable,
  secrets: SecretBox,
  merchantId: number,
  forms: string[],
  now: Date,
): Promise<boolean> {
  const t = tenant(q, merchantId);
  const state = await t.one<{ opted_out: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM opt_outs WHERE merchant_id = $1 AND phone = ANY($2::text[]) AND scope = 'marketing')
         OR coalesce((SELECT kind = 'opt_out' FROM consent_ledger WHERE merchant_id = $1 AND phone = ANY($2::text[])
                      ORDER BY at DESC, id DESC LIMIT 1), false) AS opted_out`,
    [forms],
  );
  if (!state?.opted_out) return false;
  await t.query(
    `INSERT INTO marketing_suppressions (merchant_id, fingerprint, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (merchant_id, fingerprint) DO UPDATE SET created_at = excluded.created_at`,
    [suppressionFingerprint(secrets, merchantId, forms[0]!), now],
  );
  return true;
}

/**
 * At a campaign's start (submit, resume), before its coins are reserved: the queued recipients whose
 * fingerprint is suppressed, and who have not opted in since, are skipped as `opted_out` (no coin,
 * as for a STOP). Answers how many. Costs one query when the merchant has no suppression.
 */
export async function skipSuppressedRecipients(q: Queryable, secrets: SecretBox, merchantId: number, campaignId: number): Promise<number> {
  const t = tenant(q, merchantId);
  const suppressed = await t.many<{ fingerprint: string; created_at: Date }>(
    'SELECT fingerprint, created_at FROM marketing_suppressions WHERE merchant_id = $1',
  );
  if (suppressed.length === 0) return 0;
  const since = new Map(suppressed.map((s) => [s.fingerprint, s.created_at]));
  const queued = await t.many<{ position: number; phone: string }>(
    `SELECT position, phone FROM campaign_recipients WHERE merchant_id = $1 AND campaign_id = $2 AND status = 'queued'`,
    [campaignId],
  );
  const matched = queued.filter((r) => since.has(suppressionFingerprint(secrets, merchantId, r.phone)));
  if (matched.length === 0) return 0;
  // A later opt-in of the same number (they wrote START after the erasure) lifts the suppression.
  const optedIn = new Set(
    (
      await t.many<{ phone: string; at: Date }>(
        `SELECT DISTINCT ON (phone) phone, at FROM consent_ledger WHERE merchant_id = $1 AND phone = ANY($2::text[]) AND kind = 'opt_in'
         ORDER BY phone, at DESC`,
        [matched.flatMap((r) => phoneForms(r.phone).forms)],
      )
    )
      .filter((row) => row.at.getTime() > since.get(suppressionFingerprint(secrets, merchantId, row.phone))!.getTime())
      .map((row) => phoneForms(row.phone).digits),
  );
  const skip = matched.filter((r) => !optedIn.has(phoneForms(r.phone).digits)).map((r) => r.position);
  if (skip.length === 0) return 0;
  const { rowCount } = await t.query(
    `UPDATE campaign_recipients SET status = 'skipped', failure_reason = 'opted_out', updated_at = now()
     WHERE merchant_id = $1 AND campaign_id = $2 AND status = 'queued' AND position = ANY($3::int[])`,
    [campaignId, skip],
  );
  return rowCount;
}
