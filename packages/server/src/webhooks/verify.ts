/**
 * Signature checks for inbound webhooks, always on the RAW body (re-serialised JSON would not
 * match) and always timing-safe, before anything is parsed.
 */
import { createHmac, createPublicKey, timingSafeEqual, verify as verifySignature, type KeyObject } from 'node:crypto';

/** Constant-time comparison of two strings (a length mismatch still costs one comparison). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  if (x.length !== y.length) {
    timingSafeEqual(x, x);
    return false;
  }
  return timingSafeEqual(x, y);
}

export const hmacSha256 = (secret: string, raw: Uint8Array, encoding: 'hex' | 'base64') =>
  createHmac('sha256', secret).update(raw).digest(encoding);

/** Meta (WhatsApp): `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the body with the app secret>`. */
export function verifyMeta(appSecret: string | undefined, raw: Uint8Array, header: string | undefined): boolean {
  if (!appSecret || !header) return false;
  return safeEqual(header.trim().toLowerCase(), `sha256=${hmacSha256(appSecret, raw, 'hex')}`);
}

/** Salla: `X-Salla-Signature: <hex HMAC-SHA256>` with the app's webhook secret. */
export function verifySalla(secret: string | undefined, raw: Uint8Array, header: string | undefined): boolean {
  if (!secret || !header) return false;
  return safeEqual(header.trim().toLowerCase(), hmacSha256(secret, raw, 'hex'));
}

/** WooCommerce: `X-WC-Webhook-Signature: <base64 HMAC-SHA256>` with the webhook's secret. Shopify: the same with `X-Shopify-Hmac-Sha256` and the app's client secret. */
export function verifyBase64Hmac(secret: string | undefined, raw: Uint8Array, header: string | undefined): boolean {
  if (!secret || !header) return false;
  return safeEqual(header.trim(), hmacSha256(secret, raw, 'base64'));
}

const keys = new Map<string, KeyObject>();

/**
 * Wix: the whole body is a JWT signed RS256 by Wix; verify with the app's public key (PEM), and
 * refuse an expired one (`exp`) — a captured body cannot be replayed after it expires. Answers the
 * JWT payload, or null.
 */
export function verifyWixJwt(publicKeyPem: string | undefined, raw: Uint8Array, nowSeconds: number): Record<string, unknown> | null {
  if (!publicKeyPem) return null;
  const text = Buffer.from(raw).toString('utf8').trim();
  const parts = text.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]*$/.test(p))) return null;
  const [head, body, signature] = parts as [string, string, string];
  let header: { alg?: unknown };
  let payload: Record<string, unknown>;
  try {
    header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: unknown };
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
  // Only RS256: never let the token choose a weaker algorithm (`none`, HS256 with the public key as secret).
  if (header.alg !== 'RS256') return null;
  let key = keys.get(publicKeyPem);
  if (!key) {
    try {
      key = createPublicKey(publicKeyPem);
    } catch {
      return null;
    }
    keys.set(publicKeyPem, key);
  }
  const ok = verifySignature('RSA-SHA256', Buffer.from(`${head}.${body}`), key, Buffer.from(signature, 'base64url'));
  if (!ok) return null;
  if (typeof payload.exp === 'number' && payload.exp < nowSeconds) return null;
  return payload;
}
