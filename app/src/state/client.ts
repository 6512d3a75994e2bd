import { createApiClient } from '@wasl/api/client';
import { sessionExpiry } from './token';

/**
 * The one client instance (loaded on demand by `api()`, so public pages never download the client
 * and its schemas). Every 403 goes through the single session-expiry handler.
 */
export const client = createApiClient({ onSessionExpired: () => void sessionExpiry.trigger() });
