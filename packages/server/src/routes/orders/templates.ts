/** The order message templates (init, commit, push): defaults, the merchant's text, filling and sending. */
import type { OrderStatusName } from '@wasl/api';
import { fillTemplateSample, orderTemplateNames, profileLinks, templateVariablesIn, type TemplateVariable } from '@wasl/api/models';
import { translate } from '@wasl/i18n/catalogue';
import { one, type Queryable } from '../../db/db.ts';
import { iso, merchantFeatures } from '../../db/queries.ts';
import type { Tenant } from '../../db/tenant.ts';
import { orderStatusLabel } from '../../lib/labels.ts';
import { queueMessage } from '../../messaging/messages.ts';
import type { OrderRow } from './rows.ts';

export const TEMPLATE_DEFAULTS = {
  init: {
    en: 'Hello {name}, thank you for your order {order_id}. Total: {total} {currency}. We will let you know when it ships.',
    ar: 'مرحبًا {name}، شكرًا لطلبك {order_id}. الإجمالي: {total} {currency}. سنخبرك عند شحنه.',
  },
  commit: {
    en: 'Your order {order_id} is confirmed. Invoice: {invoice}',
    ar: 'تم تأكيد طلبك {order_id}. الفاتورة: {invoice}',
  },
  push: {
    en: 'Update on your order {order_id}: {status}.',
    ar: 'تحديث على طلبك {order_id}: {status}.',
  },
} as const;

export type TemplateKindName = keyof typeof TEMPLATE_DEFAULTS;

export async function templateText(q: Queryable, merchantId: number, kind: TemplateKindName, lang: 'en' | 'ar'): Promise<string> {
  const row = await one<{ en_text: string; ar_text: string; enabled: boolean }>(
    q,
    'SELECT en_text, ar_text, enabled FROM order_templates WHERE merchant_id = $1 AND kind = $2',
    [merchantId, kind],
  );
  const text = row ? (lang === 'ar' ? row.ar_text : row.en_text) : '';
  return text || TEMPLATE_DEFAULTS[kind][lang];
}

type OrderValues = { order_id: string; customer_name: string; total: number; currency: string; status: OrderStatusName; invoice: string };

function templateValues(order: OrderValues, lang: 'en' | 'ar'): Record<TemplateVariable, string> {
  return {
    name: order.customer_name || (lang === 'ar' ? 'عميلنا العزيز' : 'there'),
    customer_name: order.customer_name || (lang === 'ar' ? 'عميلنا العزيز' : 'there'),
    order_id: order.order_id,
    total: order.total.toFixed(2),
    currency: order.currency,
    status: orderStatusLabel(lang, order.status),
    invoice: order.invoice,
  };
}

function fillTemplate(text: string, order: OrderValues, lang: 'en' | 'ar') {
  return fillTemplateSample(text, templateValues(order, lang));
}

/**
 * The order template as WhatsApp knows it (issue 20): its name and the values of its variables in
 * the order they appear ({{1}}, {{2}}…), sent when the customer's window is closed (messaging/form.ts).
 */
function orderTemplate(text: string, order: OrderValues, kind: TemplateKindName, lang: 'en' | 'ar') {
  const values = templateValues(order, lang);
  return {
    name: orderTemplateNames[kind],
    params: templateVariablesIn(text).map((name) => values[name as TemplateVariable] ?? ''),
  };
}

/**
 * The merchant's website and social links (plan feature invoice_links, ADR 009) as the last lines of
 * an invoice message's free text — "Website: https://…", labelled as the invoice page labels them
 * (`orders:invoice.links.*`); '' outside the plan or without links. The approved template (window
 * closed) carries none: it links to the invoice page, which prints them (ADR 009).
 */
export async function invoiceLinkLines(q: Queryable, merchantId: number, lang: 'en' | 'ar', at: Date): Promise<string> {
  if (!(await merchantFeatures(q, merchantId, at)).has('invoice_links')) return '';
  const row = await one<{ profile: { Links?: Record<string, string> } | null }>(q, 'SELECT profile FROM merchants WHERE id = $1', [
    merchantId,
  ]);
  return profileLinks(row?.profile?.Links ?? {})
    .map((link) => `${translate(lang, `orders:invoice.links.${link.kind}`)}: ${link.href}`)
    .join('\n');
}

/**
 * Queues a template message about an order (messaging/messages.ts: conversation, wallet, job).
 * `key` names this one logical message (an order's init, one status change, one resend).
 */
export async function messageAboutOrder(
  q: Queryable,
  merchantId: number,
  order: OrderRow,
  kind: TemplateKindName,
  send: { key: string; now: Date },
  /** The text to fill instead of the template's, per language (the merchant's order messages). */
  texts?: { en: string; ar: string },
): Promise<void> {
  const lang = order.lang === 'ar' ? 'ar' : 'en';
  // Outside the 24-hour window only the approved template may go (messaging/form.ts), so its
  // parameters come from the template's own words; the merchant's custom text goes inside the window.
  const words = await templateText(q, merchantId, kind, lang);
  const filled = fillTemplate(texts ? texts[lang] : words, order, lang);
  // The invoice messages (init, commit) end with the merchant's links when the plan has them.
  const links = kind === 'push' ? '' : await invoiceLinkLines(q, merchantId, lang, send.now);
  const text = links ? `${filled}\n\n${links}` : filled;
  await queueMessage(q, {
    template: orderTemplate(words, order, kind, lang),
    merchantId,
    to: order.phone,
    kind: kind === 'push' ? 'order_status' : 'invoice',
    ref: order.order_id,
    language: lang,
    body: text,
    idempotencyKey: `order:${merchantId}:${order.order_id}:${send.key}`,
    now: send.now,
  });
}

/**
 * Sandbox review: a pending template is approved once it has waited contactApprovalSeconds. In cloud
 * mode (`approvalSeconds` null) no timer: Meta's message_template_status_update webhook decides.
 */
export async function merchantTemplates(t: Tenant, now: Date, approvalSeconds: number | null) {
  if (approvalSeconds !== null)
    await t.query(`UPDATE order_templates SET status = 'approved' WHERE merchant_id = $1 AND status = 'pending' AND updated_at <= $2`, [
      new Date(now.getTime() - approvalSeconds * 1000),
    ]);
  const rows = await t.many<{ kind: TemplateKindName; en_text: string; ar_text: string; status: string; updated_at: Date }>(
    'SELECT kind, en_text, ar_text, status, updated_at FROM order_templates WHERE merchant_id = $1',
  );
  const by = new Map(rows.map((row) => [row.kind, row]));
  const one_ = (kind: TemplateKindName) => {
    const row = by.get(kind);
    return {
      kind,
      en: row?.en_text || TEMPLATE_DEFAULTS[kind].en,
      ar: row?.ar_text || TEMPLATE_DEFAULTS[kind].ar,
      status: (row?.status ?? 'approved') as 'pending' | 'approved' | 'rejected',
      updated_at: iso(row?.updated_at ?? new Date(0)),
    };
  };
  return { init: one_('init'), commit: one_('commit'), push: one_('push') };
}
