/**
 * Connecting a store. Salla and Zid use OAuth: the platform sends the merchant back to the
 * dashboard's /salla/callback or /zid/callback page with a code, the page posts it here, and the
 * server exchanges it (client id + secret, never seen by the browser) for the tokens kept in
 * store_connections. WooCommerce, Shopify and Wix are connected with what their webhooks are
 * checked against (Woo: its per-webhook secret; Shopify: the shop domain; Wix: the instance id).
 * Every answer gives the webhook URL to register on the platform.
 */
import { randomBytes } from 'node:crypto';
import { routes, type StoreConnection as StoreConnectionData } from '@wasl/api';
import type { Config } from '../config.ts';
import type { RouteModule } from '../middleware/route.ts';
import { HttpError } from '../middleware/http.ts';
import type { StorePlatform } from '../providers/index.ts';
import { saveConnection, type StoreConnection } from './connections.ts';

const CONNECT_FAILED = 'errors:storeConnectFailed';

interface TokenAnswer {
  access_token?: unknown;
  refresh_token?: unknown;
  expires_in?: unknown;
  authorization?: unknown;
  store_id?: unknown;
  merchant?: unknown;
}

async function exchangeCode(
  config: Config,
  platform: 'salla' | 'zid',
  code: string,
  fetchImpl: typeof fetch,
): Promise<{ accessToken: string; refreshToken: string | null; expiresAt: Date | null; apiAuthorization: string | null; storeId: string }> {
  const s = config.stores;
  const [clientId, clientSecret, url] =
    platform === 'salla'
      ? [s.sallaClientId, s.sallaClientSecret, `${s.sallaAuthBase}/oauth2/token`]
      : [s.zidClientId, s.zidClientSecret, `${s.zidAuthBase}/oauth/token`];
  if (!clientId || !clientSecret) throw new HttpError(503, CONNECT_FAILED);
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: clientId,
    client_secret: clientSecret,
    code,
    redirect_uri: `${config.publicUrl}/${platform}/callback`,
  });
  let answer: TokenAnswer;
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: form.toString(),
      signal: AbortSignal.timeout(10_000),
    });
    answer = (await response.json()) as TokenAnswer;
    if (!response.ok) throw new HttpError(400, CONNECT_FAILED);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(502, CONNECT_FAILED);
  }
  if (typeof answer.access_token !== 'string' || answer.access_token === '') throw new HttpError(502, CONNECT_FAILED);
  const expires = Number(answer.expires_in);
  let storeId = typeof answer.store_id === 'string' || typeof answer.store_id === 'number' ? String(answer.store_id) : '';
  if (platform === 'salla' && !storeId) {
    // Salla names the store in its user-info call, with the new token.
    try {
      const info = await fetchImpl(`${s.sallaAuthBase}/oauth2/user/info`, {
        headers: { Authorization: `Bearer ${answer.access_token}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await info.json()) as { data?: { merchant?: { id?: unknown } } };
      if (body.data?.merchant?.id !== undefined) storeId = String(body.data.merchant.id);
    } catch {
      // Without the store id the connection still works; deliveries are then not matched to a store.
    }
  }
  return {
    accessToken: answer.access_token,
    refreshToken: typeof answer.refresh_token === 'string' ? answer.refresh_token : null,
    expiresAt: Number.isFinite(expires) && expires > 0 ? new Date(Date.now() + expires * 1000) : null,
    apiAuthorization: typeof answer.authorization === 'string' ? answer.authorization : null,
    storeId,
  };
}

export const register: RouteModule = (r, deps) => {
  const { db, config } = deps;
  // The platforms' addresses come from config (SALLA_AUTH_BASE, ZID_AUTH_BASE): tests point them at fake-stores.ts.
  const fetchImpl: typeof fetch = (...args) => fetch(...args);
  const answer = (c: StoreConnection): StoreConnectionData => ({
    platform: c.platform,
    store_id: c.storeId,
    webhook_url: `${config.publicUrl}/integration/webhooks/${c.platform}/${c.webhookKey}`,
  });

  r.handle(routes.authorizeStore, async ({ merchantId, params }) => {
    const platform = params.platform;
    const s = config.stores;
    const clientId = platform === 'salla' ? s.sallaClientId : s.zidClientId;
    if (!clientId) throw new HttpError(503, CONNECT_FAILED);
    const state = randomBytes(16).toString('hex');
    await db.query('DELETE FROM store_oauth_states WHERE expires_at < now()');
    await db.query(
      `INSERT INTO store_oauth_states (state, merchant_id, platform, expires_at) VALUES ($1, $2, $3, now() + interval '10 minutes')`,
      [state, merchantId, platform],
    );
    const url = new URL(platform === 'salla' ? `${s.sallaAuthBase}/oauth2/auth` : `${s.zidAuthBase}/oauth/authorize`);
    url.search = new URLSearchParams({
      client_id: clientId,
      response_type: 'code',
      redirect_uri: `${config.publicUrl}/${platform}/callback`,
      ...(platform === 'salla' ? { scope: 'offline_access' } : {}),
      state,
    }).toString();
    return { data: { url: url.toString() } };
  });

  const oauth =
    (platform: 'salla' | 'zid') =>
    async ({ merchantId, body }: { merchantId: number; body: { code: string; state: string } }) => {
      // The state this merchant got from authorize, once and in time: a forged callback link stops here.
      const started = await db.query(
        'DELETE FROM store_oauth_states WHERE state = $1 AND merchant_id = $2 AND platform = $3 AND expires_at > now() RETURNING 1',
        [body.state, merchantId, platform],
      );
      if (started.rows.length === 0) throw new HttpError(400, CONNECT_FAILED);
      const tokens = await exchangeCode(config, platform, body.code, fetchImpl);
      const connection = await saveConnection(db, deps.secrets, { merchantId, platform, ...tokens });
      return { data: answer(connection), message: 'errors:success.storeConnected' as const };
    };
  r.handle(routes.connectSalla, oauth('salla'));
  r.handle(routes.connectZid, oauth('zid'));

  r.handle(routes.connectStore, async ({ merchantId, params, body }) => {
    const platform: StorePlatform = params.platform;
    if (platform === 'woocommerce' && !body.secret)
      throw new HttpError(400, 'validation:required', { data: { issues: [{ path: 'body.secret', message: 'validation:required' }] } });
    if ((platform === 'shopify' || platform === 'wix') && !body.store_id) {
      throw new HttpError(400, 'validation:required', { data: { issues: [{ path: 'body.store_id', message: 'validation:required' }] } });
    }
    const connection = await saveConnection(db, deps.secrets, {
      merchantId,
      platform,
      secret: platform === 'woocommerce' ? body.secret! : null,
      storeId: body.store_id ?? '',
    });
    return { data: answer(connection), message: 'errors:success.storeConnected' as const };
  });
};
