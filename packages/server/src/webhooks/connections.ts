/**
 * A merchant's store connections (migration 6): one per platform, addressed by a random webhook
 * key (128 bits, hex) in the webhook URL. The intake looks a key up on every delivery, so
 * connections are kept in memory for `config.cacheTtlMs` (a changed secret is seen within it).
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import type { StorePlatform } from '../providers/index.ts';

export interface StoreConnection {
  merchantId: number;
  platform: StorePlatform;
  webhookKey: string;
  /** The store's own signing secret (WooCommerce) or app-level override; else the app's from config. */
  secret: string | null;
  storeId: string;
  accessToken: string | null;
}

export const WEBHOOK_KEY = /^[a-f0-9]{32}$/;
export const newWebhookKey = () => randomBytes(16).toString('hex');

interface Row {
  merchant_id: number;
  platform: StorePlatform;
  webhook_key: string;
  secret: string | null;
  store_id: string;
  access_token: string | null;
}
const toConnection = (r: Row): StoreConnection => ({
  merchantId: r.merchant_id,
  platform: r.platform,
  webhookKey: r.webhook_key,
  secret: r.secret,
  storeId: r.store_id,
  accessToken: r.access_token,
});

export class ConnectionCache {
  private readonly entries = new Map<string, { at: number; value: StoreConnection | null }>();
  constructor(
    private readonly db: Queryable,
    private readonly ttlMs: number,
  ) {}

  async get(platform: StorePlatform, key: string): Promise<StoreConnection | null> {
    const id = `${platform}:${key}`;
    const hit = this.entries.get(id);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value;
    const { rows } = await this.db.query<Row>(
      'SELECT merchant_id, platform, webhook_key, secret, store_id, access_token FROM store_connections WHERE webhook_key = $1 AND platform = $2',
      [key, platform],
    );
    const value = rows[0] ? toConnection(rows[0]) : null;
    if (this.entries.size > 10_000) this.entries.clear();
    // Unknown keys are not cached: a flood of random keys must not evict the real ones.
    if (value) this.entries.set(id, { at: Date.now(), value });
    return value;
  }

  forget(platform: StorePlatform, key: string): void {
    this.entries.delete(`${platform}:${key}`);
  }
}

/** Creates or updates the merchant's connection to a platform; keeps its webhook key when it exists. */
export async function saveConnection(
  q: Queryable,
  c: {
    merchantId: number;
    platform: StorePlatform;
    secret?: string | null;
    storeId?: string;
    accessToken?: string | null;
    refreshToken?: string | null;
    apiAuthorization?: string | null;
    expiresAt?: Date | null;
  },
): Promise<StoreConnection> {
  const { rows } = await q.query<Row>(
    `INSERT INTO store_connections (merchant_id, platform, webhook_key, secret, store_id, access_token, refresh_token, token_expires_at, api_authorization)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (merchant_id, platform) DO UPDATE SET
       secret = COALESCE(EXCLUDED.secret, store_connections.secret),
       store_id = CASE WHEN EXCLUDED.store_id = '' THEN store_connections.store_id ELSE EXCLUDED.store_id END,
       access_token = COALESCE(EXCLUDED.access_token, store_connections.access_token),
       refresh_token = COALESCE(EXCLUDED.refresh_token, store_connections.refresh_token),
       token_expires_at = COALESCE(EXCLUDED.token_expires_at, store_connections.token_expires_at),
       api_authorization = COALESCE(EXCLUDED.api_authorization, store_connections.api_authorization),
       connected_at = now()
     RETURNING merchant_id, platform, webhook_key, secret, store_id, access_token`,
    [
      c.merchantId,
      c.platform,
      newWebhookKey(),
      c.secret ?? null,
      c.storeId ?? '',
      c.accessToken ?? null,
      c.refreshToken ?? null,
      c.expiresAt ?? null,
      c.apiAuthorization ?? null,
    ],
  );
  return toConnection(rows[0]!);
}
