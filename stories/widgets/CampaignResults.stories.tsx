import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { CampaignResults as Results } from '@wasl/api/types';
import { CampaignResults } from '@wasl/widgets';
import { rtl } from '../../.storybook/globals';
import hostile from '../support/fixtures/hostile-strings.json';

const realistic: Results = {
  id: 12,
  name: 'White Friday',
  status: 'completed',
  target: 1_240,
  sent: 1_212,
  delivered: 1_150,
  seen: 904,
  clicked: 131,
  failed: 62,
  skipped: 28,
  queued: 0,
  failures: [
    { reason: 'not_on_whatsapp', count: 41 },
    { reason: 'marketing_cap', count: 15 },
    { reason: 'invalid_number', count: 6 },
  ],
  reach: 1_150,
  impressions: 904,
  clicks: 161,
  ctr: 14.49,
  revenue: 8_420.5,
  currency: 'SAR',
  conversions: 30,
  conversion: 22.9,
  coins_spent: 1_150,
  coin_price: 0.045,
  cost: 51.75,
  roas: 162.71,
  stop_reason: null,
};

const meta = {
  title: 'Widgets/CampaignResults',
  component: CampaignResults,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'What a campaign achieved (`GET /section/campaigns/results/{id}`): the sent → delivered → seen → clicked funnel as shares of sent, failures per plain-language class, reach, impressions, CTR, revenue, conversion and ROAS. ROAS is revenue over what the campaign really cost: the coins it spent (refused sends are refunded) at the catalogue coin price — shown beside it, so the figure can be checked. The campaign list reads the same figures (`campaignKpis` in `@wasl/api/models`).',
      },
    },
  },
  args: { results: realistic },
} satisfies Meta<typeof CampaignResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A completed campaign: funnel, three failure classes, ROAS beside its cost. */
export const Completed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(4);
    await expect(within(canvas.getByTestId('campaign-failures')).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByTestId('campaign-cost-detail')).toHaveTextContent(/1150|1,150|١١٥٠|١٬١٥٠/);
  },
};

/** Nothing sent yet (a draft or a scheduled campaign): empty funnel, no failures, no ROAS. */
export const NothingSent: Story = {
  args: {
    results: {
      ...realistic,
      status: 'scheduled',
      sent: 0,
      delivered: 0,
      seen: 0,
      clicked: 0,
      failed: 0,
      skipped: 0,
      queued: 1_240,
      failures: [],
      reach: 0,
      impressions: 0,
      ctr: 0,
      revenue: 0,
      conversion: 0,
      coins_spent: 0,
      cost: 0,
      roas: 0,
    },
  },
};

/** Hostile: a 200-character name is not shown here, but 10,000-scale figures and every failure class must fit. */
export const Hostile: Story = {
  args: {
    results: {
      ...realistic,
      name: hostile.markup[0]!,
      sent: 100_000,
      delivered: 10_000,
      seen: 9_999,
      clicked: 9_998,
      failures: [
        { reason: 'not_on_whatsapp', count: 40_000 },
        { reason: 'marketing_cap', count: 20_000 },
        { reason: 'invalid_number', count: 10_000 },
        { reason: 'template_paused', count: 8_000 },
        { reason: 'rate_limited', count: 7_000 },
        { reason: 'other', count: 5_000 },
      ],
      revenue: 999_999_999,
      roas: 123_456.78,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

export const CompletedRtl: Story = { ...Completed, globals: rtl, tags: ['rtl-twin'] };
