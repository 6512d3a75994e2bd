import { z } from 'zod';
import { normalizePhone, validatePhone } from '../validators';
import { Currency, HttpUrl, Id, IsoDateTime, Language, Money, PageNumber, withValidator } from './common';
import { orderStatuses, orderUpdateStatuses } from '../models/orderTransitions';
import { messageStatuses, templateStatuses } from '../models/statuses';
import { TEMPLATE_BODY_MAX, templateKinds, validateTemplateBody } from '../models/numbers';
import { validateOrderMessageStatuses } from '../models/orderMessages';

/* ------------------------------------------------------------------ statuses */

/** The statuses and their transitions are a pure model (models/orderTransitions.ts); re-exported here for the contract. */
export {
  orderStatuses,
  orderUpdateStatuses,
  orderTransitions,
  canTransition,
  nextStatuses,
  isFinalStatus,
  type OrderStatusName,
} from '../models/orderTransitions';
export const OrderStatus = z.enum(orderStatuses);
export const OrderUpdateStatus = z.enum(orderUpdateStatuses);

export { messageStatuses, type MessageStatusName, templateStatuses, type TemplateStatusName } from '../models/statuses';
export const MessageStatus = z.enum(messageStatuses);

/* ------------------------------------------------------------------ sample order payload (integration) */

export const paymentMethods = ['None', 'Prepaid', 'Postpaid'] as const;
export const PaymentMethod = z.enum(paymentMethods);

const AddressLine = z.string().trim().max(256);
export const PayloadAddress = z.strictObject({ Address_line1: AddressLine, Address_line2: AddressLine, Address_line3: AddressLine });

/** Contact: country code (default 966) plus the number (SPEC §3). */
export const PayloadContact = z
  .strictObject({
    Country_Code: z.string().trim().max(5).default('966'),
    Number: z.string().trim().min(1, 'validation:phoneRequired').max(32),
  })
  .superRefine((contact, ctx) => {
    const key = validatePhone(contact.Number, contact.Country_Code);
    if (key) ctx.addIssue({ code: 'custom', message: key, path: ['Number'] });
  });

export const OrderItemPayload = z.strictObject({
  Description: z.string().trim().min(1, 'validation:required').max(500),
  Unit_Price: Money,
  Quantity: z.number().int().min(1).max(100_000),
  Discount: Money,
  Tax: Money,
  Total: Money,
});

export const OrderPayload = z.strictObject({
  Contact: PayloadContact,
  Billing_Address: PayloadAddress,
  Shipping_Address: PayloadAddress,
  Currency: Currency.default('SAR'),
  Items: z.array(OrderItemPayload).min(1).max(500),
  Order_ID: z
    .string()
    .trim()
    .min(1, 'validation:required')
    .max(64)
    .regex(/^[A-Za-z0-9._:#/-]+$/, 'validation:orderIdInvalid'),
  Order_Date: IsoDateTime,
  Total: Money,
  Subtotal: Money,
  Shipping: Money,
  Discount: Money,
  Tax: Money,
  lang: Language,
  Payment_Method: PaymentMethod,
});

export { sampleOrderPayload } from '../models/sampleOrder';

/** The phone an order payload is sent to, as digits with the country code. */
export const payloadPhone = (contact: { Country_Code: string; Number: string }) => normalizePhone(contact.Number, contact.Country_Code);

export const OrderStatusBody = z.strictObject({ status: OrderUpdateStatus });

export const AbandonedCartBody = z.strictObject({
  Cart_ID: z.string().trim().min(1, 'validation:required').max(64),
  Contact: PayloadContact,
  Items: z.array(OrderItemPayload).min(1).max(500),
  Currency: Currency.default('SAR'),
  Total: Money,
  Checkout_Link: HttpUrl.pipe(z.string().min(1, 'validation:required')),
  lang: Language,
});

/* ------------------------------------------------------------------ display order */

export const displayPaymentMethods = ['none', 'prepaid', 'postpaid'] as const;
export const OrderItem = z.object({
  product_name: z.string(),
  quantity: z.number().int(),
  unit_price: Money,
  discount: Money,
  tax: Money,
  total: Money,
  sku: z.string().nullable(),
});
/** Who changed an order's status: the store's integration or the merchant in the dashboard. */
export const orderChangeSources = ['store', 'dashboard'] as const;
export const OrderHistoryEntry = z.object({ status: OrderStatus, at: IsoDateTime, source: z.enum(orderChangeSources) });
export const OrderAddress = z.object({ Address_line1: z.string(), Address_line2: z.string(), Address_line3: z.string() });
export const Order = z.object({
  id: Id,
  order_id: z.string(),
  contact: z.string(),
  order_date: IsoDateTime,
  last_updated: IsoDateTime,
  total: Money,
  status: OrderStatus,
  /** URL of the invoice PDF/page, null before one was produced. */
  invoice: z.string().nullable(),
  lang: Language,
  items: z.array(OrderItem),
  billing_address: OrderAddress,
  shipping_address: OrderAddress,
  finance: z.object({
    total: Money,
    currency: Currency,
    subtotal: Money,
    tax: Money,
    discount: Money,
    shipping: Money,
    payment_method: z.enum(displayPaymentMethods),
  }),
  /** Status of the last message sent about this order. */
  message_status: MessageStatus.nullable(),
  /** Status changes, oldest first: only in the one-order answers (detail, status change), not in the list. */
  history: z.array(OrderHistoryEntry).optional(),
});
/**
 * Why a status change reached no customer: the messaging wallet is empty or the subscription expired
 * (SPEC §8 texts), or the merchant switched this status's message off (/api_integration/customise_order).
 */
export const notificationFailures = [
  'integration:insufficientBalance',
  'integration:subscriptionExpired',
  'errors:orderMessageOff',
] as const;
/**
 * The answer of a dashboard status change: the order (with history) and whether the customer was
 * messaged. The status changes either way — the merchant's record of the parcel must not wait on coins.
 */
export const OrderStatusChange = Order.extend({
  notification: z.object({ sent: z.boolean(), reason: z.enum(notificationFailures).nullable() }),
});
export const OrderList = z.object({ orders: z.array(Order), total_pages: PageNumber, current_page: PageNumber });

/* ------------------------------------------------------------------ order templates */

export { templateKinds } from '../models/numbers';
export const TemplateKind = z.enum(templateKinds);
export const OrderTemplate = z.object({
  kind: TemplateKind,
  en: z.string(),
  ar: z.string(),
  status: z.enum(templateStatuses),
  updated_at: IsoDateTime,
});
export const OrderTemplates = z.object({ init: OrderTemplate, commit: OrderTemplate, push: OrderTemplate });
/** Each language's body: `{name}`-style variables from `templateVariables`, ≤ TEMPLATE_BODY_MAX characters (WhatsApp's limit). */
const TemplateText = withValidator(z.string().max(TEMPLATE_BODY_MAX * 4), validateTemplateBody).transform((text) => text.trim());
export const OrderTemplateBody = z.strictObject({ en: TemplateText, ar: TemplateText });

/* ------------------------------------------------------------------ order status messages (/api_integration/customise_order) */

/** One status's message: on/off and its text per language (the order templates' variables and limits). */
export const OrderMessageSetting = z.strictObject({
  status: OrderUpdateStatus,
  enabled: z.boolean(),
  en: TemplateText,
  ar: TemplateText,
});
/** Every update status exactly once, in the merchant's order (models/orderMessages.ts). */
export const OrderMessages = z.object({ messages: z.array(OrderMessageSetting) });
export const OrderMessagesBody = z.strictObject({
  messages: z
    .array(OrderMessageSetting)
    .max(orderUpdateStatuses.length * 2)
    .superRefine((messages, ctx) => {
      const key = validateOrderMessageStatuses(messages.map((m) => m.status));
      if (key) ctx.addIssue({ code: 'custom', message: key });
    }),
});

/* ------------------------------------------------------------------ integration page response */

export const IntegrationResponse = z.tuple([
  /** Create order: the endpoint and a sample payload (Body.Order_Date is today's date). */
  z.object({ EndPoint: z.string(), Body: z.looseObject({ Order_ID: z.string(), Order_Date: z.string(), Currency: z.string() }) }),
  /** Update order status. */
  z.object({ EndPoint: z.string() }),
  /** Abandoned cart; has_feature says whether the plan includes the cart reminder. */
  z.object({ EndPoint: z.string(), has_feature: z.boolean() }),
  /** The merchant id and the last 4 characters of the API key (null when revoked/never created). */
  z.object({ Merchant_ID: z.string(), Key_Hint: z.string().nullable() }),
]);
export const ApiKeyData = z.object({ key: z.string() });

export const OrderIdParam = z.object({ Order_ID: z.string().min(1).max(64) });
export const TemplateKindParam = z.object({ kind: TemplateKind });

/* ------------------------------------------------------------------ types */

export type OrderStatus = z.infer<typeof OrderStatus>;
export type OrderUpdateStatus = z.infer<typeof OrderUpdateStatus>;
export type MessageStatus = z.infer<typeof MessageStatus>;
export type PaymentMethod = z.infer<typeof PaymentMethod>;
export type PayloadAddress = z.infer<typeof PayloadAddress>;
export type PayloadContact = z.infer<typeof PayloadContact>;
export type OrderItemPayload = z.infer<typeof OrderItemPayload>;
export type OrderPayload = z.infer<typeof OrderPayload>;
export type OrderStatusBody = z.infer<typeof OrderStatusBody>;
export type AbandonedCartBody = z.infer<typeof AbandonedCartBody>;
export type OrderItem = z.infer<typeof OrderItem>;
export type OrderAddress = z.infer<typeof OrderAddress>;
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntry>;
export type Order = z.infer<typeof Order>;
export type OrderList = z.infer<typeof OrderList>;
export type OrderStatusChange = z.infer<typeof OrderStatusChange>;
export type TemplateKind = z.infer<typeof TemplateKind>;
export type OrderTemplate = z.infer<typeof OrderTemplate>;
export type OrderMessages = z.infer<typeof OrderMessages>;
export type OrderMessagesBody = z.infer<typeof OrderMessagesBody>;
export type OrderTemplates = z.infer<typeof OrderTemplates>;
export type OrderTemplateBody = z.infer<typeof OrderTemplateBody>;
export type IntegrationResponse = z.infer<typeof IntegrationResponse>;
export type ApiKeyData = z.infer<typeof ApiKeyData>;

/* ------------------------------------------------------------------ store connections */

export const storePlatforms = ['salla', 'zid', 'woocommerce', 'shopify', 'wix'] as const;
export const StorePlatform = z.enum(storePlatforms);
/** OAuth connect (Salla, Zid): the code the platform sent back to /salla/callback or /zid/callback. */
export const StoreCallbackBody = z.strictObject({
  code: z.string().trim().min(1, 'validation:required').max(2048),
  /** The state of the authorize call (single-use, 10 minutes): refuses a callback the merchant did not start. */
  state: z.string().min(1, 'validation:required').max(512),
});
export const OAuthPlatformParam = z.strictObject({ platform: z.enum(['salla', 'zid']) });
/**
 * Where to send the merchant: the platform's consent page, or — in the sandbox (the platform's
 * client id/secret not configured) — our own callback page with a sandbox code (a relative URL).
 */
export const AuthorizeData = z.object({ url: z.string(), sandbox: z.boolean() });
/** Platforms connected by hand: only those sign with a per-store secret or name a store to match. */
export const StorePlatformParam = z.strictObject({ platform: z.enum(['woocommerce', 'shopify', 'wix']) });
export const StoreConnectBody = z.strictObject({
  /** WooCommerce: the secret typed when the webhook was created (signs X-WC-Webhook-Signature). */
  secret: z.string().min(8, 'validation:tooFew').max(256).optional(),
  /** Shopify: `shop.myshopify.com`; Wix: the app instance id. Deliveries of another store are refused. */
  store_id: z.string().trim().max(256).optional(),
});
export const StoreConnection = z.object({
  platform: StorePlatform,
  store_id: z.string(),
  webhook_url: z.string(),
  /** Connected through the offline sandbox (Salla/Zid without a configured OAuth app): no real store. */
  sandbox: z.boolean(),
});
export type StoreConnection = z.infer<typeof StoreConnection>;
export const webhookEventStatuses = ['queued', 'done', 'ignored', 'failed'] as const;
/** One delivery a store's webhook sent, as the receiver recorded it (webhooks/process.ts). */
export const StoreEvent = z.object({
  topic: z.string(),
  status: z.enum(webhookEventStatuses),
  note: z.string().nullable(),
  received_at: IsoDateTime,
});
/** A connected store on the integration page: its webhook URL, since when, and its last events (newest first, at most 5). */
export const StoreStatus = StoreConnection.extend({ connected_at: IsoDateTime, events: z.array(StoreEvent) });
/** The integration page's store section: the connected stores, and which OAuth platforms connect through the offline sandbox. */
export const StoreStatusList = z.object({
  stores: z.array(StoreStatus),
  sandbox: z.object({ salla: z.boolean(), zid: z.boolean() }),
});
export const AnyStorePlatformParam = z.strictObject({ platform: StorePlatform });
export type StoreEvent = z.infer<typeof StoreEvent>;
export type StoreStatus = z.infer<typeof StoreStatus>;
export type StoreStatusList = z.infer<typeof StoreStatusList>;
