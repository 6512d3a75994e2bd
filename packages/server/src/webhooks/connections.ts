/**
 * A merchant's store connections (migration 6): one per platform, addressed by a random webhook
 * key (128 bits, hex) in the webhook URL. The intake looks a key up on every delivery, so
 * connections are kept in memory for `config.cacheTtlMs` (a changed secret is seen within it).
 * Tokens and a store's own secret are stored sealed (lib/secretBox.ts) and opened on reading.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import { SecretBox } from '../lib/secretBox.ts';
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
const toConnection = (r: Row, box: SecretBox): StoreConnection => ({
  merchantId: r.merchant_id,
  platform: r.platform,
  webhookKey: r.webhook_key,
  secret: box.openNullable(r.secret),
  storeId: r.store_id,
  accessToken: box.openNullable(r.access_token),
});

export class ConnectionCache {
  private readonly entries = new Map<string, { at: number; value: StoreConnection | null }>();
  constructor(
    private readonly db: Queryable,
    private readonly box: SecretBox,
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
    const value = rows[0] ? toConnection(rows[0], this.box) : null;
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
  box: SecretBox,
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
      box.sealNullable(c.secret),
      c.storeId ?? '',
      box.sealNullable(c.accessToken),
      box.sealNullable(c.refreshToken),
      c.expiresAt ?? null,
      box.sealNullable(c.apiAuthorization),
    ],
  );
  return toConnection(rows[0]!, box);
}

/** Zid's two tokens for the API re-fetch, opened; null when the merchant has no Zid connection. */
export async function zidCredentials(
  q: Queryable,
  box: SecretBox,
  merchantId: number,
): Promise<{ managerToken: string | null; authorization: string | null } | null> {
  const { rows } = await q.query<{ access_token: string | null; api_authorization: string | null }>(
    `SELECT access_token, api_authorization FROM store_connections WHERE merchant_id = $1 AND platform = 'zid'`,
    [merchantId],
  );
  const row = rows[0];
  return row ? { managerToken: box.openNullable(row.access_token), authorization: box.openNullable(row.api_authorization) } : null;
}

const SEALED_COLUMNS = ['secret', 'access_token', 'refresh_token', 'api_authorization'] as const;

/**
 * Seals what an older version stored in plain text (run at start, before serving); returns how many
 * connections it changed. Sealed values are recognised by their prefix, so a second run changes nothing.
 */
export async function sealStoredSecrets(q: Queryable, box: SecretBox): Promise<number> {
  const { rows } = await q.query<Record<(typeof SEALED_COLUMNS)[number], string | null> & { merchant_id: number; platform: string }>(
    `SELECT merchant_id, platform, ${SEALED_COLUMNS.join(', ')} FROM store_connections
     WHERE ${SEALED_COLUMNS.map((c) => `(${c} IS NOT NULL AND ${c} NOT LIKE 'enc:v1:%')`).join(' OR ')}`,
  );
  for (const row of rows) {
    const sealed = SEALED_COLUMNS.map((c) => {
      const value = row[c];
      return value === null || SecretBox.isSealed(value) ? value : box.seal(value);
    });
    await q.query(
      `UPDATE store_connections SET ${SEALED_COLUMNS.map((c, i) => `${c} = $${i + 3}`).join(', ')} WHERE merchant_id = $1 AND platform = $2`,
      [row.merchant_id, row.platform, ...sealed],
    );
  }
  return rows.length;
}
