/**
 * Fixtures of the integration widgets' stories: SPEC §3's sample order for a fixed day, store
 * connections with their events at fixed times, hostile store text (fixtures/hostile-strings.json).
 */
import { sampleOrderPayload } from '@wasl/api/models';
import type { StoreStatusList } from '@wasl/api/types';
import hostile from './fixtures/hostile-strings.json';

export const integrationSample = sampleOrderPayload('2026-11-27');
export const fixedSecret = () => '4f1c9a7be2d04a6c8b3e5f7a9c1d2e3f4a5b6c7d8e9f0a1b';
/** Copy succeeds without the real clipboard (the test browser may refuse it). */
export const writeText = () => Promise.resolve();

export const noStores: StoreStatusList = { stores: [], sandbox: { salla: true, zid: true } };

export const connectedStores: StoreStatusList = {
  sandbox: { salla: true, zid: false },
  stores: [
    {
      platform: 'salla',
      store_id: 'sandbox-salla-42',
      webhook_url: 'http://localhost:3000/integration/webhooks/salla/0f1e2d3c4b5a69788796a5b4c3d2e1f0',
      sandbox: true,
      connected_at: '2026-11-27T08:15:00.000Z',
      events: [],
    },
    {
      platform: 'woocommerce',
      store_id: hostile.markup[0]!,
      webhook_url: 'http://localhost:3000/integration/webhooks/woocommerce/aa11bb22cc33dd44ee55ff6600112233',
      sandbox: false,
      connected_at: '2026-11-20T10:00:00.000Z',
      events: [
        { topic: 'order.updated', status: 'done', note: null, received_at: '2026-11-27T09:41:00.000Z' },
        { topic: hostile.bidi[1]!, status: 'failed', note: 'bad payload', received_at: '2026-11-27T09:30:00.000Z' },
        { topic: 'order.created', status: 'ignored', note: null, received_at: '2026-11-26T18:02:00.000Z' },
      ],
    },
  ],
};
