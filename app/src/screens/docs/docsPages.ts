/**
 * The docs pages by id and their paths: the one list the route table, the docs navigation and the
 * e2e tests read. Plain data (no React, no styles) so the route table and node tests import it cheaply.
 */
export const docsPaths = {
  docs: '/docs',
  docsIntegrations: '/docs/integrations',
  docsCreateOrder: '/docs/integrations/create-order',
  docsUpdateOrder: '/docs/integrations/update-order',
  docsAbandonedCart: '/docs/integrations/abandoned-cart',
  docsWebhooks: '/docs/webhooks',
  docsSalla: '/docs/webhooks/salla',
  docsWooCommerce: '/docs/webhooks/woo-commerce',
  docsShopify: '/docs/webhooks/shopify',
  docsWix: '/docs/webhooks/wix',
} as const;
export type DocsPageId = keyof typeof docsPaths;

/** The reference pages under each section, in navigation order. */
export const integrationPages = ['docsCreateOrder', 'docsUpdateOrder', 'docsAbandonedCart'] as const;
export const webhookPages = ['docsSalla', 'docsWooCommerce', 'docsShopify', 'docsWix'] as const;
export type IntegrationPageId = (typeof integrationPages)[number];
export type WebhookPageId = (typeof webhookPages)[number];
