/**
 * Consent to marketing from the merchant's attestation (issue 23, ADR 010 decision 3). A campaign
 * is sent only when the merchant attested, in the wizard's audience step, that everyone in it
 * agreed to receive marketing from the store; at its start (submit, resume) each recipient without
 * a consent record gets an `opt_in` entry (source `import`, evidence: which campaign and when), so
 * the ledger says, for every number a campaign reached, where its consent came from. A recipient
 * whose latest record is an opt-out keeps it: an attestation never overrides a customer's STOP (the
 * sender skips them through `opt_outs`).
 */
import type { Queryable } from '../db/db.ts';
import { tenant } from '../db/tenant.ts';

/** Writes the attested opt-ins of a campaign's queued recipients that have no consent record; answers how many. */
export async function recordAttestedOptIns(q: Queryable, merchantId: number, campaignId: number, at: Date): Promise<number> {
  const { rowCount } = await tenant(q, merchantId).query(
    `INSERT INTO consent_ledger (merchant_id, phone, kind, source, evidence, at)
     SELECT $1, r.phone, 'opt_in', 'import', $4, $3
     FROM campaign_recipients r
     WHERE r.merchant_id = $1 AND r.campaign_id = $2 AND r.status = 'queued'
       AND NOT EXISTS (SELECT 1 FROM consent_ledger l WHERE l.merchant_id = $1 AND ltrim(l.phone, '+') = ltrim(r.phone, '+'))`,
    [campaignId, at, `campaign ${campaignId}: audience attested by the store`],
  );
  return rowCount;
}
