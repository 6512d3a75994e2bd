/**
 * Secrets the server must read back (store OAuth tokens, a store's own webhook secret) are kept
 * encrypted at rest: AES-256-GCM, a fresh 96-bit IV per value, the tag checked on every read.
 * Passwords, session tokens and API keys are hashed instead (they are only ever compared).
 *
 * The key: WASL_SECRET_KEY (32 bytes, base64 or hex) — required in production and shared by every
 * process on one database; otherwise a random key kept in DATA_DIR/secret.key (mode 0600), made on
 * first start, so a development or PGlite install is encrypted without configuration.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PREFIX = 'enc:v1:';

export class SecretBox {
  private readonly key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('the secret key must be 32 bytes');
    this.key = Buffer.from(key);
  }

  /** Whether a stored value is already sealed (older rows may hold plain text until sealed at start). */
  static isSealed(stored: string): boolean {
    return stored.startsWith(PREFIX);
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${PREFIX}${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${body.toString('base64url')}`;
  }

  /** The plain value; a value stored before encryption is returned as it is. Throws on a tampered value or another key. */
  open(stored: string): string {
    if (!SecretBox.isSealed(stored)) return stored;
    const [iv, tag, body] = stored.slice(PREFIX.length).split('.');
    if (iv === undefined || tag === undefined || body === undefined) throw new Error('malformed sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }

  /**
   * A keyed fingerprint of a value (HMAC-SHA256 under a key derived from this one, hex): the same
   * value gives the same fingerprint on this install, and without the key a phone number cannot be
   * found from it by trying every number. The audit log names an erased customer this way.
   */
  fingerprint(value: string): string {
    const key = createHmac('sha256', this.key).update('wasl:fingerprint:v1').digest();
    return createHmac('sha256', key).update(value, 'utf8').digest('hex');
  }

  /**
   * A customer's number as an opaque, stable key for one store (Show_Number off: what an agent gets
   * instead of the number, @wasl/api models/phoneMask.ts): `h` + base64url of a synthetic IV (an
   * HMAC of the store and the number, 16 bytes) and the number encrypted with AES-256-CTR under it.
   * The same number gives the same key in one store (a URL stays valid) and another key elsewhere;
   * `phoneOfKey` checks the HMAC, so a made-up or another store's key reads as nothing.
   */
  phoneKey(scope: number, digits: string): string {
    const iv = this.phoneMac(scope, digits);
    const cipher = createCipheriv('aes-256-ctr', this.phoneCipherKey(), iv);
    const body = Buffer.concat([cipher.update(digits, 'utf8'), cipher.final()]);
    return `h${Buffer.concat([iv, body]).toString('base64url')}`;
  }

  /** The number a `phoneKey` stands for in this store, or null (malformed, forged, another store's). */
  phoneOfKey(scope: number, key: string): string | null {
    if (!/^h[A-Za-z0-9_-]{20,80}$/.test(key)) return null;
    const raw = Buffer.from(key.slice(1), 'base64url');
    if (raw.length <= 16) return null;
    const iv = raw.subarray(0, 16);
    const decipher = createDecipheriv('aes-256-ctr', this.phoneCipherKey(), iv);
    const digits = Buffer.concat([decipher.update(raw.subarray(16)), decipher.final()]).toString('utf8');
    if (!/^\d{6,15}$/.test(digits)) return null;
    return timingSafeEqual(this.phoneMac(scope, digits), iv) ? digits : null;
  }

  private phoneMac(scope: number, digits: string): Buffer {
    const key = createHmac('sha256', this.key).update('wasl:phone-key:mac:v1').digest();
    return createHmac('sha256', key).update(`${scope}:${digits}`, 'utf8').digest().subarray(0, 16);
  }

  private phoneCipherKey(): Buffer {
    return createHmac('sha256', this.key).update('wasl:phone-key:enc:v1').digest();
  }

  sealNullable(plain: string | null | undefined): string | null {
    return plain == null ? null : this.seal(plain);
  }

  openNullable(stored: string | null): string | null {
    return stored === null ? null : this.open(stored);
  }
}

/** Reads WASL_SECRET_KEY as base64 (44 characters) or hex (64); anything else is refused with its reason. */
export function parseSecretKey(value: string): Buffer {
  const trimmed = value.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('WASL_SECRET_KEY must be 32 bytes, as base64 (openssl rand -base64 32) or 64 hex digits');
  return key;
}

export function secretBoxFromConfig(config: { secretKey?: string | undefined; dataDir?: string | undefined; env: string }): SecretBox {
  if (config.secretKey) return new SecretBox(parseSecretKey(config.secretKey));
  if (config.env === 'production') {
    throw new Error('WASL_SECRET_KEY is required in production (store tokens are encrypted with it): openssl rand -base64 32');
  }
  // An in-memory database (tests) keeps nothing after the process: nor does its key.
  if (config.dataDir === undefined) return new SecretBox(randomBytes(32));
  const file = path.join(config.dataDir, 'secret.key');
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  chmodSync(file, 0o600);
  return new SecretBox(parseSecretKey(readFileSync(file, 'utf8')));
}
