/**
 * The integration test (SPEC §3 sample order, §8 answers) as a pure model: the editable draft the
 * /test page and the integration page's panel show, the payload it becomes, the next order id
 * after a send, the key shown masked, and the words an answer is shown with.
 */
import type { MessageKey, OrderPayload, OrderUpdateStatus } from '@wasl/api/types';

/** What the merchant edits; everything else of the payload follows from it (totals, 15 % VAT). */
export interface TestOrderDraft {
  orderId: string;
  countryCode: string;
  phone: string;
  lang: 'en' | 'ar';
  paymentMethod: OrderPayload['Payment_Method'];
  description: string;
  unitPrice: number;
  quantity: number;
  shipping: number;
}

/** Saudi VAT, as in SPEC §3's sample (13.5 on 90). */
export const VAT_RATE = 0.15;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The draft of SPEC §3's sample order (the integration response's Body: 966, SAR, Prepaid). */
export function draftFromSample(sample: OrderPayload): TestOrderDraft {
  const item = sample.Items[0];
  return {
    orderId: sample.Order_ID,
    countryCode: sample.Contact.Country_Code,
    phone: sample.Contact.Number,
    lang: sample.lang,
    paymentMethod: sample.Payment_Method,
    description: item?.Description ?? '',
    unitPrice: item?.Unit_Price ?? 0,
    quantity: item?.Quantity ?? 1,
    shipping: sample.Shipping,
  };
}

/** The payload sent to the create-order endpoint: the sample with the draft's values and consistent totals. */
export function payloadOf(draft: TestOrderDraft, sample: OrderPayload): OrderPayload {
  const quantity = Number.isFinite(draft.quantity) ? Math.max(1, Math.trunc(draft.quantity)) : 1;
  const unitPrice = Number.isFinite(draft.unitPrice) ? Math.max(0, draft.unitPrice) : 0;
  const shipping = Number.isFinite(draft.shipping) ? Math.max(0, draft.shipping) : 0;
  const subtotal = round2(unitPrice * quantity);
  const tax = round2(subtotal * VAT_RATE);
  return {
    ...sample,
    Contact: { Country_Code: draft.countryCode.trim(), Number: draft.phone.trim() },
    Order_ID: draft.orderId.trim(),
    lang: draft.lang,
    Payment_Method: draft.paymentMethod,
    Items: [
      {
        Description: draft.description.trim(),
        Unit_Price: unitPrice,
        Quantity: quantity,
        Discount: 0,
        Tax: tax,
        Total: round2(subtotal + tax),
      },
    ],
    Subtotal: subtotal,
    Tax: tax,
    Discount: 0,
    Shipping: shipping,
    Total: round2(subtotal + tax + shipping),
  };
}

/** The order id to offer after a send: its trailing number plus one (`TEST-20261127-001` → `-002`), else `-2` appended. */
export function nextOrderId(id: string): string {
  const match = /^(.*?)(\d+)$/.exec(id.trim());
  if (!match) return `${id.trim()}-2`.slice(0, 64);
  const [, head, digits] = match as unknown as [string, string, string];
  const next = String(Number(digits) + 1).padStart(digits.length, '0');
  return `${head}${next}`.slice(0, 64);
}

/** The key as the page shows it: never the key, only its last four characters. */
export const maskedKey = (hint: string) => `•••• •••• •••• ${hint}`;

export type TestOutcomeTone = 'success' | 'danger';
export interface TestOutcome {
  tone: TestOutcomeTone;
  /** A catalogue key (`errors:…`, `validation:…`). */
  key: MessageKey;
}

const PHONE_KEYS = new Set<MessageKey>(['validation:phoneInvalid', 'validation:phoneRequired', 'validation:countryCodeInvalid']);

/**
 * The words an answer is shown with (SPEC §8): success → the server's success key ('order created,
 * check the messaging app'); a phone refused by validation → 'enter a valid phone number'; anything
 * else → the server's key (order id in use, not found, invalid key, balance, subscription).
 */
export function outcomeOf(
  result: { ok: true; messageKey?: MessageKey | undefined } | { ok: false; messageKey: MessageKey },
  kind: 'create' | 'update',
): TestOutcome {
  if (result.ok)
    return {
      tone: 'success',
      key: result.messageKey ?? (kind === 'create' ? 'errors:success.orderCreated' : 'errors:success.orderStatusUpdated'),
    };
  if (PHONE_KEYS.has(result.messageKey)) return { tone: 'danger', key: 'errors:integration.invalidPhone' };
  return { tone: 'danger', key: result.messageKey };
}

/** The status update a test offers first: the next step after "placed". */
export const firstTestStatus: OrderUpdateStatus = 'packed';
