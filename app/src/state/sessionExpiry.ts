/**
 * SPEC §4, §8: a 403 on any call ends the session — one 'Session Expired' toast, the cookie cleared,
 * /auth. Several calls often fail together (a screen loads three resources at once); only the first
 * 403 acts, until the merchant signs in again (`reset`).
 */
export interface SessionExpiry {
  /** Called by the client on every 403; acts once. Returns whether this call acted. */
  trigger: () => boolean;
  /** A new session started: the next 403 acts again. */
  reset: () => void;
  /** The merchant is logging out: a 403 from here on is expected and stays silent. */
  silence: () => void;
  readonly expired: boolean;
}

export function createSessionExpiry(onExpire: () => void): SessionExpiry {
  let expired = false;
  return {
    trigger() {
      if (expired) return false;
      expired = true;
      onExpire();
      return true;
    },
    reset() {
      expired = false;
    },
    silence() {
      expired = true;
    },
    get expired() {
      return expired;
    },
  };
}
