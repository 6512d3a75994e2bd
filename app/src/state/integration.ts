import { atom } from 'jotai';
import type { OrderPayload, OrderUpdateStatus } from '@wasl/api/types';
import { mutation } from './mutation';
import { orderAtom, ordersListAtom } from './orders';
import { resource } from './resource';

/**
 * The integration page (SPEC §2, §3): GET /section/integration-api — the three endpoints with the
 * sample order, the abandoned-cart `has_feature`, the Merchant ID and the key's last four characters.
 */
export const integrationAtom = resource((client) => client.getIntegration());

/** GET /section/integration/stores: the connected stores with their last webhook events, and which OAuth platforms are sandboxed. */
export const storesAtom = resource((client) => client.listStores());

/**
 * The key created on this page, whole, in memory only: the server keeps only its hash, so this is
 * the one moment it can be shown (once, with copy) and filled into the test for the merchant.
 * A reload forgets it; the merchant then pastes their key.
 */
export const freshKeyAtom = atom<string | null>(null);

/** POST …/key/regenerate with the Password header (SPEC §5): answers the new key; the old stops working. */
export const regenerateKeyAtom = mutation(
  async (client, password: string) => (await client.regenerateApiKey({ headers: { password } })).key,
  [integrationAtom],
);

/** POST …/key/revoke with the Password header. */
export const revokeKeyAtom = mutation(
  async (client, password: string) => void (await client.revokeApiKey({ headers: { password } })),
  [integrationAtom],
);

const ordersChanged = [ordersListAtom.all, orderAtom.all];

/**
 * The /test page's order, sent for real to the create-order endpoint with the merchant's key
 * (X-Api-Key), exactly as a store sends it; the orders list refetches so the order is in it.
 */
export const sendTestOrderAtom = mutation(
  async (client, key: string, payload: OrderPayload) =>
    void (await client.integrationCreateOrder({ headers: { 'x-api-key': key }, body: payload, context: 'integration' })),
  ordersChanged,
);

/** The test's status update, to the update-order endpoint with the key. */
export const sendTestUpdateAtom = mutation(
  async (client, key: string, orderId: string, status: OrderUpdateStatus) =>
    void (await client.integrationUpdateOrderStatus({
      params: { Order_ID: orderId },
      headers: { 'x-api-key': key },
      body: { status },
      context: 'integration',
    })),
  ordersChanged,
);

/** POST …/integration/{salla|zid}/authorize: where to send the merchant (the platform, or our callback page in the sandbox). */
export const authorizeStoreAtom = mutation((client, platform: 'salla' | 'zid') => client.authorizeStore({ params: { platform } }));

/** The /salla/callback and /zid/callback pages post the code and state they were given. */
export const finishOAuthAtom = mutation(
  (client, platform: 'salla' | 'zid', code: string, state: string) =>
    platform === 'salla' ? client.connectSalla({ body: { code, state } }) : client.connectZid({ body: { code, state } }),
  [storesAtom],
);

/** WooCommerce (secret), Shopify (shop domain), Wix (instance id): answers the webhook URL to paste. */
export const connectManualStoreAtom = mutation(
  (client, platform: 'woocommerce' | 'shopify' | 'wix', body: { secret?: string; store_id?: string }) =>
    client.connectStore({ params: { platform }, body }),
  [storesAtom],
);

/** POST …/stores/{platform}/disconnect. */
export const disconnectStoreAtom = mutation(
  async (client, platform: 'salla' | 'zid' | 'woocommerce' | 'shopify' | 'wix') =>
    void (await client.disconnectStore({ params: { platform } })),
  [storesAtom],
);
