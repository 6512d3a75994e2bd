/**
 * argon2id at the OWASP ASVS minimum (19 MiB, 2 iterations, 1 lane): ≈ 18 ms per hash here.
 * scrypt at its ASVS minimum costs ≈ 0.5 s per hash on this machine, which would make login a
 * denial-of-service target; argon2id is also the ASVS first choice.
 */
import { hash, verify } from '@node-rs/argon2';

export const ARGON2_PARAMS = { algorithm: 2 /* Algorithm.Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

/** False for a wrong password or a malformed stored hash; never throws. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a password nobody knows, verified when the account does not exist so that
 * "no such account" and "wrong password" cost the same time.
 */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword('not-a-real-password-' + Math.random());
  return dummy;
}
