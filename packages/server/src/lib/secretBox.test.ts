import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SecretBox, parseSecretKey, secretBoxFromConfig } from './secretBox.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('SecretBox', () => {
  const box = new SecretBox(randomBytes(32));

  it('fingerprints a value the same way under one key, differently under another, without the value in it', () => {
    const a = box.fingerprint('12:966500000101');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(box.fingerprint('12:966500000101')).toBe(a);
    expect(box.fingerprint('12:966500000102')).not.toBe(a);
    expect(new SecretBox(randomBytes(32)).fingerprint('12:966500000101')).not.toBe(a);
  });

  it('seals to a different text each time and opens back, Arabic and long values included', () => {
    for (const plain of ['zid-manager-token', 'رمز سري', 'x'.repeat(5_000), '']) {
      const a = box.seal(plain);
      const b = box.seal(plain);
      expect(a).not.toBe(b);
      expect(a).not.toContain(plain || 'enc:v1:§');
      expect(SecretBox.isSealed(a)).toBe(true);
      expect(box.open(a)).toBe(plain);
    }
  });

  it('refuses a tampered value and another key', () => {
    const sealed = box.seal('shpat_123');
    const body = sealed.slice(-4);
    const flipped = sealed.slice(0, -4) + (body[0] === 'A' ? 'B' : 'A') + body.slice(1);
    expect(() => box.open(flipped)).toThrow();
    expect(() => new SecretBox(randomBytes(32)).open(sealed)).toThrow();
    expect(() => box.open('enc:v1:only-one-part')).toThrow(/malformed/);
  });

  it('reads a value stored before encryption as it is', () => {
    expect(box.open('legacy-plain-token')).toBe('legacy-plain-token');
    expect(box.openNullable(null)).toBeNull();
  });
});

describe('the key', () => {
  it('is read as base64 or hex, and anything else is refused', () => {
    const key = randomBytes(32);
    expect(parseSecretKey(key.toString('base64')).equals(key)).toBe(true);
    expect(parseSecretKey(key.toString('hex')).equals(key)).toBe(true);
    expect(() => parseSecretKey('too-short')).toThrow(/32 bytes/);
  });

  it('is required in production', () => {
    expect(() => secretBoxFromConfig({ env: 'production', dataDir: '/nowhere' })).toThrow(/WASL_SECRET_KEY is required/);
  });

  it('is otherwise made once in DATA_DIR/secret.key, readable by the owner only, and kept', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wasl-key-'));
    dirs.push(dataDir);
    const sealed = secretBoxFromConfig({ env: 'development', dataDir }).seal('token');
    const file = path.join(dataDir, 'secret.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(secretBoxFromConfig({ env: 'development', dataDir }).open(sealed)).toBe('token');
  });
});
