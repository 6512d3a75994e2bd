/** The integration page (API key) and the store platforms' calls authenticated by `X-Api-Key`. */
import { z } from 'zod';
import { MERCHANT_BASE as M, INTEGRATION_BASE } from '../paths';
import { PasswordHeaders } from '../schemas/agents';
import {
  AbandonedCartBody,
  ApiKeyData,
  IntegrationResponse,
  OrderIdParam,
  OrderPayload,
  OrderStatusBody,
  AuthorizeData,
  OAuthPlatformParam,
  StoreCallbackBody,
  StoreConnection,
  StoreConnectBody,
  StoreStatusList,
  AnyStorePlatformParam,
  StorePlatformParam,
} from '../schemas/orders';
import { NoData, routeGroup } from './define';

const route = routeGroup({ tag: 'integration', source: 'ours' });

const ApiKeyHeaders = z.object({ 'x-api-key': z.string().min(1).max(128) });

export const integrationRoutes = {
  getIntegration: route({
    method: 'GET',
    path: `${M}/section/integration-api`,
    summary: 'Endpoints, sample order payload, abandoned-cart feature flag, merchant id',
    source: 'spec',
    response: IntegrationResponse,
  }),
  regenerateApiKey: route({
    audit: 'apiKey.regenerated',
    method: 'POST',
    path: `${M}/section/integration-api/key/regenerate`,
    summary: 'Create a new API key (shown once, also e-mailed); the old one stops working',
    headers: PasswordHeaders,
    response: ApiKeyData,
  }),
  revokeApiKey: route({
    audit: 'apiKey.revoked',
    method: 'POST',
    path: `${M}/section/integration-api/key/revoke`,
    summary: 'Revoke the API key',
    headers: PasswordHeaders,
    response: NoData,
  }),
  integrationCreateOrder: route({
    method: 'POST',
    path: `${INTEGRATION_BASE}/orders`,
    auth: 'apiKey',
    summary: 'A store reports a new order; the customer is messaged (409 when Order_ID is in use)',
    headers: ApiKeyHeaders,
    body: OrderPayload,
    response: NoData,
    errors: [402, 409],
  }),
  integrationUpdateOrderStatus: route({
    method: 'POST',
    path: `${INTEGRATION_BASE}/orders/{Order_ID}/status`,
    auth: 'apiKey',
    summary: 'A store reports a status change (404 unknown Order_ID, 409 transition not allowed)',
    params: OrderIdParam,
    headers: ApiKeyHeaders,
    body: OrderStatusBody,
    response: NoData,
    errors: [402, 409],
  }),
  integrationAbandonedCart: route({
    method: 'POST',
    path: `${INTEGRATION_BASE}/abandoned-cart`,
    auth: 'apiKey',
    summary: 'A store reports an abandoned cart; a reminder is sent when the plan has it',
    headers: ApiKeyHeaders,
    body: AbandonedCartBody,
    response: NoData,
    errors: [402, 409],
  }),
  authorizeStore: route({
    method: 'POST',
    path: `${M}/section/integration/{platform}/authorize`,
    summary:
      'Start the Salla or Zid OAuth connect: answers the platform URL to send the merchant to (with a single-use state); in the sandbox (no client id) our own callback page with a sandbox code',
    params: OAuthPlatformParam,
    response: AuthorizeData,
  }),
  connectSalla: route({
    method: 'POST',
    path: `${M}/section/integration/salla/callback`,
    summary:
      'Salla OAuth connect: the dashboard page /salla/callback posts the code; the server exchanges it for tokens and answers the webhook URL',
    body: StoreCallbackBody,
    response: StoreConnection,
  }),
  connectZid: route({
    method: 'POST',
    path: `${M}/section/integration/zid/callback`,
    summary: 'Zid OAuth connect: the dashboard page /zid/callback posts the code; the server exchanges it for the manager token',
    body: StoreCallbackBody,
    response: StoreConnection,
  }),
  connectStore: route({
    method: 'POST',
    path: `${M}/section/integration/stores/{platform}`,
    summary:
      'Connect WooCommerce (its webhook secret), Shopify (shop domain) or Wix (instance id): answers the webhook URL to register on the platform',
    params: StorePlatformParam,
    body: StoreConnectBody,
    response: StoreConnection,
  }),
  listStores: route({
    method: 'GET',
    path: `${M}/section/integration/stores`,
    summary: "The merchant's connected stores: webhook URL, sandbox flag, since when, and the last 5 webhook events of each",
    response: StoreStatusList,
  }),
  disconnectStore: route({
    method: 'POST',
    path: `${M}/section/integration/stores/{platform}/disconnect`,
    summary: 'Disconnect a store: its tokens and webhook URL are forgotten (deliveries to the old URL are refused)',
    params: AnyStorePlatformParam,
    response: NoData,
  }),
};
