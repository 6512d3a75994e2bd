/**
 * Text or template (issue 20): the ONE place that decides in which form a business-initiated message
 * leaves, right before the provider call (message.send jobs in messages.ts, campaign batches in
 * campaigns.ts). WhatsApp's rule: free-form text (and interactive buttons/lists) only while the
 * customer's 24-hour customer-service window is open (their last message less than 24 h ago);
 * outside it only an APPROVED template with its parameters, else Meta answers 131047.
 *
 * - Window open → text (as the caller wrote it, buttons included).
 * - Window closed → the message's template: the merchant's order template (init / commit / push)
 *   or one of `systemTemplates` (@wasl/api), with the parameters recorded when it was queued.
 * - Window closed and no template, or a template not approved (pending, rejected, paused, disabled)
 *   → the message fails with reason `template_not_approved` and the code names why; no free text.
 *
 * Approval: order templates carry their review state in order_templates (absent row: the default
 * texts, approved); Wasl's own templates in template_reviews (absent: approved — the sandbox approves
 * them, and in cloud mode Meta's message_template_status_update webhook records anything else). In
 * the sandbox a pending order template is approved once it has waited `approvalSeconds` (the same
 * timer as the templates page); in cloud mode (`approvalSeconds` null) only the webhook approves.
 */
import { CUSTOMER_SERVICE_WINDOW_MS, orderTemplateNames, type FailureReason, type SentForm } from '@wasl/api/models';
import type { Queryable } from '../db/db.ts';
import { phoneDigits } from '../lib/phone.ts';

export interface MessageTemplate {
  name: string;
  params: string[];
}

export type FormDecision = { form: SentForm } | { fail: { reason: FailureReason; code: string } };

export interface FormOptions {
  /** Sandbox review timer of order templates (seconds); null in cloud mode (Meta's webhook decides). */
  approvalSeconds?: number | null;
}

/** A phone as stored in different places: `+9665…`, `9665…`. */
const variants = (phone: string) => {
  const digits = phoneDigits(phone);
  return [phone, digits, `+${digits}`];
};

/** Of `phones`, those whose customer wrote within the last 24 h (their window is open at `now`). */
export async function openWindows(q: Queryable, merchantId: number, phones: string[], now: Date): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const { rows } = await q.query<{ phone: string }>(
    `SELECT phone FROM conversation_windows WHERE merchant_id = $1 AND phone = ANY($2::text[]) AND last_inbound_at > $3`,
    [merchantId, [...new Set(phones.flatMap(variants))], new Date(now.getTime() - CUSTOMER_SERVICE_WINDOW_MS)],
  );
  const open = new Set(rows.map((r) => phoneDigits(r.phone)));
  return new Set(phones.filter((p) => open.has(phoneDigits(p))));
}

const orderKindOf = (name: string) =>
  (Object.entries(orderTemplateNames) as [keyof typeof orderTemplateNames, string][]).find(([, n]) => n === name)?.[0];

/** Why `name` may not be sent now (its review state), or undefined when it is approved. */
export async function templateRefusal(
  q: Queryable,
  merchantId: number,
  name: string,
  now: Date,
  options: FormOptions = {},
): Promise<string | undefined> {
  const orderKind = orderKindOf(name);
  if (orderKind) {
    const row = (
      await q.query<{ status: string; updated_at: Date }>(
        'SELECT status, updated_at FROM order_templates WHERE merchant_id = $1 AND kind = $2',
        [merchantId, orderKind],
      )
    ).rows[0];
    if (!row || row.status === 'approved') return undefined;
    const seconds = options.approvalSeconds;
    if (row.status === 'pending' && seconds != null && row.updated_at.getTime() <= now.getTime() - seconds * 1000) {
      await q.query(`UPDATE order_templates SET status = 'approved' WHERE merchant_id = $1 AND kind = $2 AND status = 'pending'`, [
        merchantId,
        orderKind,
      ]);
      return undefined;
    }
    return row.status;
  }
  const review = (
    await q.query<{ status: string }>('SELECT status FROM template_reviews WHERE merchant_id = $1 AND name = $2', [merchantId, name])
  ).rows[0];
  return !review || review.status === 'approved' ? undefined : review.status;
}

/**
 * The form of each message (same merchant, e.g. a campaign batch): text inside the customer's
 * window, else its approved template, else a failure. One window query for all; each template's
 * review state is read once.
 */
export async function decideForms(
  q: Queryable,
  merchantId: number,
  messages: { to: string; template: MessageTemplate | null | undefined }[],
  now: Date,
  options: FormOptions = {},
): Promise<FormDecision[]> {
  const open = await openWindows(
    q,
    merchantId,
    messages.map((m) => m.to),
    now,
  );
  const refusals = new Map<string, string | undefined>();
  const decisions: FormDecision[] = [];
  for (const m of messages) {
    if (open.has(m.to)) {
      decisions.push({ form: { kind: 'text' } });
      continue;
    }
    const template = m.template;
    if (!template) {
      decisions.push({ fail: { reason: 'template_not_approved', code: 'window_closed_no_template' } });
      continue;
    }
    if (!refusals.has(template.name)) refusals.set(template.name, await templateRefusal(q, merchantId, template.name, now, options));
    const refusal = refusals.get(template.name);
    decisions.push(
      refusal
        ? { fail: { reason: 'template_not_approved', code: `template_${refusal}:${template.name}` } }
        : { form: { kind: 'template', name: template.name, params: template.params } },
    );
  }
  return decisions;
}

/** The form of one message to `to` (decideForms for one). */
export async function decideForm(
  q: Queryable,
  message: { merchantId: number; to: string; template: MessageTemplate | null | undefined },
  now: Date,
  options: FormOptions = {},
): Promise<FormDecision> {
  const [decision] = await decideForms(q, message.merchantId, [message], now, options);
  return decision!;
}
