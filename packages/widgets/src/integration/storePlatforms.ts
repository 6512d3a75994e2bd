import type { StoreEvent, StoreStatus } from '@wasl/api/types';
import type { StatusTone } from '@wasl/tokens';

export type StorePlatformName = StoreStatus['platform'];
/** Connected through OAuth (SPEC §2: /salla/callback, /zid/callback). */
export const oauthPlatforms = ['salla', 'zid'] as const satisfies readonly StorePlatformName[];
/** Connected by pasting our webhook URL in the store's settings. */
export const manualPlatforms = ['woocommerce', 'shopify', 'wix'] as const satisfies readonly StorePlatformName[];
export type OAuthPlatform = (typeof oauthPlatforms)[number];
export type ManualPlatform = (typeof manualPlatforms)[number];

/** A webhook event's tone by the receiver's status. */
export const storeEventTones = {
  queued: 'neutral',
  done: 'success',
  ignored: 'warning',
  failed: 'danger',
} as const satisfies Record<StoreEvent['status'], StatusTone>;
