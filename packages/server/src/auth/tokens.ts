import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url (43 characters). Only its SHA-256 is ever stored. */
export function newToken(prefix = ''): string {
  return prefix + randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
