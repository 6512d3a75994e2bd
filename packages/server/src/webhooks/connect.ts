/**
 * Connecting a store. Salla and Zid use OAuth: the platform sends the merchant back to the
 * dashboard's /salla/callback or /zid/callback page with a code, the page posts it here, and the
 * server exchanges it (client id + secret, never seen by the browser) for the tokens kept in
 * store_connections. WooCommerce, Shopify and Wix are connected with what their webhooks are
 * checked against (Woo: its per-webhook secret; Shopify: the shop domain; Wix: the instance id).
 * Every answer gives the webhook URL to register on the platform.
 *
 * Sandbox: without the platform's OAuth app (client id and secret not configured) the connect
 * completes offline. Authorize answers our own callback page with the code `sandbox-<state>`,
 * the callback accepts exactly that code for its state (still single-use and the merchant's own),
 * and the connection is stored with a sandbox token and store id, labelled `sandbox` on screen.
 */
import { randomBytes } from 'node:crypto';
import { routes, type StoreConnection as StoreConnectionData } from '@wasl/api';
import type { Config } from '../config.ts';
import type { RouteModule } from '../middleware/route.ts';
import { HttpError, notFound } from '../middleware/http.ts';
import type { StorePlatform } from '../providers/index.ts';
import { saveConnection, type StoreConnection } from './connections.ts';

const CONNECT_FAILED = 'errors:storeConnectFailed';
const SANDBOX_TOKEN = 'sandbox-token-';

/** Without its OAuth app (client id and secret), a platform connects through the offline sandbox. */
export const isSandboxPlatform = (config: Config, platform: 'salla' | 'zid') => {
  const s = config.stores;
  return platform === 'salla' ? !s.sallaClientId || !s.sallaClientSecret : !s.zidClientId || !s.zidClientSecret;
};
export const sandboxCode = (state: string) => `sandbox-${state}`;

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
    sandbox: c.accessToken?.startsWith(SANDBOX_TOKEN) ?? false,
  });

  r.handle(routes.authorizeStore, async ({ merchantId, params }) => {
    const platform = params.platform;
    const s = config.stores;
    const clientId = platform === 'salla' ? s.sallaClientId : s.zidClientId;
    const sandbox = isSandboxPlatform(config, platform);
    const state = randomBytes(16).toString('hex');
    await db.query('DELETE FROM store_oauth_states WHERE expires_at < now()');
    await db.query(
      `INSERT INTO store_oauth_states (state, merchant_id, platform, expires_at) VALUES ($1, $2, $3, now() + interval '10 minutes')`,
      [state, merchantId, platform],
    );
    if (sandbox) {
      // Straight back to our callback page, as the platform would after the merchant's consent.
      const back = new URLSearchParams({ code: sandboxCode(state), state, sandbox: '1' });
      return { data: { url: `/${platform}/callback?${back.toString()}`, sandbox: true } };
    }
    const url = new URL(platform === 'salla' ? `${s.sallaAuthBase}/oauth2/auth` : `${s.zidAuthBase}/oauth/authorize`);
    url.search = new URLSearchParams({
      client_id: clientId!,
      response_type: 'code',
      redirect_uri: `${config.publicUrl}/${platform}/callback`,
      ...(platform === 'salla' ? { scope: 'offline_access' } : {}),
      state,
    }).toString();
    return { data: { url: url.toString(), sandbox: false } };
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
      let tokens: Awaited<ReturnType<typeof exchangeCode>>;
      if (isSandboxPlatform(config, platform)) {
        if (body.code !== sandboxCode(body.state)) throw new HttpError(400, CONNECT_FAILED);
        tokens = {
          accessToken: `${SANDBOX_TOKEN}${randomBytes(8).toString('hex')}`,
          refreshToken: null,
          expiresAt: null,
          apiAuthorization: null,
          storeId: `sandbox-${platform}-${merchantId}`,
        };
      } else tokens = await exchangeCode(config, platform, body.code, fetchImpl);
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

  r.handle(routes.listStores, async ({ merchantId }) => {
    const { rows } = await db.query<{
      platform: StorePlatform;
      webhook_key: string;
      store_id: string;
      access_token: string | null;
      connected_at: Date;
    }>(
      'SELECT platform, webhook_key, store_id, access_token, connected_at FROM store_connections WHERE merchant_id = $1 ORDER BY connected_at DESC',
      [merchantId],
    );
    const { rows: events } = await db.query<{
      platform: string;
      topic: string;
      status: 'queued' | 'done' | 'ignored' | 'failed';
      note: string | null;
      received_at: Date;
    }>(
      `SELECT platform, topic, status, note, received_at FROM (
         SELECT platform, topic, status, note, received_at,
                row_number() OVER (PARTITION BY platform ORDER BY received_at DESC, id DESC) AS n
         FROM webhook_events WHERE merchant_id = $1) e
       WHERE n <= 5 ORDER BY received_at DESC`,
      [merchantId],
    );
    const data = rows.map((row) => {
      const connection: StoreConnection = {
        merchantId,
        platform: row.platform,
        webhookKey: row.webhook_key,
        secret: null,
        storeId: row.store_id,
        accessToken: deps.secrets.openNullable(row.access_token),
      };
      return {
        ...answer(connection),
        connected_at: row.connected_at.toISOString(),
        events: events
          .filter((e) => e.platform === row.platform)
          .map((e) => ({ topic: e.topic, status: e.status, note: e.note, received_at: e.received_at.toISOString() })),
      };
    });
    return { data: { stores: data, sandbox: { salla: isSandboxPlatform(config, 'salla'), zid: isSandboxPlatform(config, 'zid') } } };
  });

  r.handle(routes.disconnectStore, async ({ merchantId, params }) => {
    // The webhook key goes with the row: deliveries to the old URL are refused (after the intake's cache time).
    const { rows } = await db.query('DELETE FROM store_connections WHERE merchant_id = $1 AND platform = $2 RETURNING 1', [
      merchantId,
      params.platform,
    ]);
    if (rows.length === 0) throw notFound('errors:storeNotConnected');
    return { message: 'errors:success.storeDisconnected' as const };
  });
};
