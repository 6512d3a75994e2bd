/**
 * Every table that holds something about one customer of a merchant (issue 23, "Data duties (PDPL)"),
 * and what the export and the erasure do with it — the one list both read (export.ts, erase.ts).
 *
 * `tables.test.ts` reads the database catalogue for every column that names a customer (phone,
 * to_phone, wa_id, user_id, username, customer_*, client_name) and fails when its table is neither
 * here nor in `notCustomerData`: a table added later cannot be forgotten by the export or the erasure.
 *
 * `where` selects the customer's rows, with `merchant_id = $1` (tenant.ts checks it) and:
 *   $2 the customer's phone in both stored forms (`9665…` from WhatsApp, `+9665…` from stores), text[];
 *   $3 the ids of the customer's threads (customer_threads), int[].
 * The erasure runs the entries in this order (children before their parents, so each count is real).
 */
import type { CustomerDataKind } from '@wasl/api/models';
import { WHATSAPP_INBOUND_JOB } from '../webhooks/names.ts';

export type CustomerErase =
  /** The rows are deleted. */
  | { do: 'delete' }
  /** The rows are kept (a legal duty or the merchant's own figures), `set` clears what names the customer. */
  | { do: 'pseudonymise'; set: string }
  /** Kept as they are: nothing in them names the customer once their parent row is pseudonymised. */
  | { do: 'keep' };

export interface CustomerTable {
  table: string;
  /** The columns that name the customer (the catalogue test's match), [] when the rows are found through another table. */
  columns: readonly string[];
  kind: CustomerDataKind;
  where: string;
  erase: CustomerErase;
  /** Why, when the table is kept or found in an unusual way. */
  why?: string;
}

const BY_PHONE = 'merchant_id = $1 AND phone = ANY($2::text[])';
const BY_THREAD = 'merchant_id = $1 AND thread_id = ANY($3::int[])';
const OF_ORDERS = 'merchant_id = $1 AND order_pk IN (SELECT id FROM orders WHERE merchant_id = $1 AND phone = ANY($2::text[]))';

export const customerTables: readonly CustomerTable[] = [
  {
    table: 'thread_messages',
    columns: [],
    kind: 'threads',
    where: BY_THREAD,
    erase: { do: 'delete' },
    why: 'what the customer wrote, by thread',
  },
  { table: 'thread_notes', columns: [], kind: 'threads', where: BY_THREAD, erase: { do: 'delete' }, why: 'transfer notes, by thread' },
  { table: 'csat_requests', columns: ['phone'], kind: 'surveys', where: BY_PHONE, erase: { do: 'delete' } },
  { table: 'feedbacks', columns: ['phone'], kind: 'surveys', where: BY_PHONE, erase: { do: 'delete' } },
  { table: 'survey_responses', columns: ['phone'], kind: 'surveys', where: BY_PHONE, erase: { do: 'delete' } },
  {
    table: 'conversations',
    columns: ['phone', 'client_name'],
    kind: 'threads',
    where: `merchant_id = $1 AND (phone = ANY($2::text[]) OR thread_id = ANY($3::int[]))`,
    erase: { do: 'delete' },
  },
  {
    table: 'customer_threads',
    columns: ['phone', 'wa_id', 'user_id', 'username'],
    kind: 'profile',
    where: 'merchant_id = $1 AND id = ANY($3::int[])',
    erase: { do: 'delete' },
  },
  { table: 'clients', columns: ['phone'], kind: 'profile', where: BY_PHONE, erase: { do: 'delete' } },
  {
    table: 'outbound_messages',
    columns: ['to_phone'],
    kind: 'threads',
    where: 'merchant_id = $1 AND to_phone = ANY($2::text[])',
    erase: { do: 'delete' },
    why: 'what the business sent (bot, agents, order updates, surveys); a queued send finds no row and sends nothing',
  },
  {
    table: 'sandbox_messages',
    columns: ['to_phone'],
    kind: 'threads',
    where: 'merchant_id = $1 AND to_phone = ANY($2::text[])',
    erase: { do: 'delete' },
  },
  { table: 'inbox_events', columns: ['phone'], kind: 'threads', where: BY_PHONE, erase: { do: 'delete' } },
  { table: 'conversation_windows', columns: ['phone'], kind: 'threads', where: BY_PHONE, erase: { do: 'delete' } },
  {
    table: 'jobs',
    columns: [],
    kind: 'threads',
    // The finished inbound-message jobs carry the message as received. Jobs have no merchant_id:
    // the merchant's are those addressed to one of their numbers (or typed in their sandbox).
    where: `status IN ('done', 'dead') AND kind = '${WHATSAPP_INBOUND_JOB}' AND payload->>'from' = ANY($2::text[])
      AND (payload->'merchantId' = to_jsonb($1::int) OR payload->>'phoneNumberId' IN (SELECT phone_id FROM contact_numbers WHERE merchant_id = $1 AND phone_id <> ''))`,
    erase: { do: 'delete' },
    why: 'finished inbound WhatsApp jobs (the payload holds the message); queued ones are still to be processed',
  },
  { table: 'abandoned_carts', columns: ['phone', 'customer_name'], kind: 'carts', where: BY_PHONE, erase: { do: 'delete' } },
  {
    table: 'webhook_events',
    columns: [],
    kind: 'storeEvents',
    // The full number, or its last 9 digits (a store may send the country code apart): never shorter.
    where: `merchant_id = $1 AND status <> 'queued' AND length(($2::text[])[1]) >= 9 AND strpos(payload::text, right(($2::text[])[1], 9)) > 0`,
    erase: { do: 'delete' },
    why: "processed store webhooks whose payload holds the customer's phone (a store's order or cart as it arrived)",
  },
  { table: 'consent_ledger', columns: ['phone'], kind: 'consent', where: BY_PHONE, erase: { do: 'delete' } },
  { table: 'opt_outs', columns: ['phone'], kind: 'consent', where: BY_PHONE, erase: { do: 'delete' } },
  {
    table: 'campaign_clicks',
    columns: ['phone'],
    kind: 'deliveries',
    where: BY_PHONE,
    erase: { do: 'pseudonymise', set: `phone = 'erased:' || position` },
    why: 'the campaign figures count clicks per recipient: kept under the recipient position, without the phone',
  },
  {
    table: 'campaign_recipients',
    columns: ['phone'],
    kind: 'deliveries',
    where: BY_PHONE,
    erase: { do: 'pseudonymise', set: `phone = 'erased:' || position, provider_message_id = NULL, sent_form = NULL` },
    why: 'the campaign figures and the coins the merchant paid count recipients: kept without the phone and the message parameters',
  },
  {
    table: 'order_items',
    columns: [],
    kind: 'invoices',
    where: OF_ORDERS,
    erase: { do: 'keep' },
    why: 'the lines of an invoice (products, amounts): kept with the order',
  },
  {
    table: 'order_status_history',
    columns: [],
    kind: 'invoices',
    where: OF_ORDERS,
    erase: { do: 'keep' },
    why: "the order's statuses: kept with it",
  },
  {
    table: 'orders',
    columns: ['phone', 'customer_name'],
    kind: 'invoices',
    where: BY_PHONE,
    erase: { do: 'pseudonymise', set: `phone = '', customer_name = '', billing_address = '{}'::jsonb, shipping_address = '{}'::jsonb` },
    why: 'invoices are kept 6 years (Saudi VAT Implementing Regulations, art. 66): name, phone and addresses cleared, amounts kept',
  },
];

/** Tables with a customer-like column that hold no merchant's customer, and why. */
export const notCustomerData: Readonly<Record<string, string>> = {
  contact_numbers: "the merchant's own business numbers",
  demo_requests: "a prospect asking Wasl for a demo (Wasl's own lead, no merchant's customer)",
};
