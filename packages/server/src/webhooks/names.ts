/** Job kinds and answer keys of the webhooks (one place, imported by the routes and the jobs). */
export const STORE_WEBHOOK_JOB = 'store.webhook';
export const WHATSAPP_INBOUND_JOB = 'whatsapp.inbound';
export const WEBHOOK_ERRORS = {
  signature: 'errors:webhookSignature',
  replayed: 'errors:webhookReplayed',
  malformed: 'errors:webhookMalformed',
  verifyToken: 'errors:webhookVerifyToken',
} as const;

/**
 * The headers each store platform signs its deliveries with (verify.ts checks them, stores.ts reads
 * them; the developer docs are generated from this table). Zid signs nothing (its URL key is the
 * secret); Wix's whole body is an RS256 JWT.
 */
export const WEBHOOK_HEADERS = {
  salla: { signature: 'X-Salla-Signature' },
  woocommerce: { signature: 'X-WC-Webhook-Signature', topic: 'X-WC-Webhook-Topic' },
  shopify: { signature: 'X-Shopify-Hmac-Sha256', topic: 'X-Shopify-Topic', shop: 'X-Shopify-Shop-Domain' },
  zid: { topic: 'X-Zid-Event' },
} as const;
