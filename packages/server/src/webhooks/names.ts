/** Job kinds and answer keys of the webhooks (one place, imported by the routes and the jobs). */
export const STORE_WEBHOOK_JOB = 'store.webhook';
export const WHATSAPP_INBOUND_JOB = 'whatsapp.inbound';
export const WEBHOOK_ERRORS = {
  signature: 'errors:webhookSignature',
  replayed: 'errors:webhookReplayed',
  malformed: 'errors:webhookMalformed',
  verifyToken: 'errors:webhookVerifyToken',
} as const;
