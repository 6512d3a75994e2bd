import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HealthPanel } from '@wasl/widgets/analytics';
import { health, idleHealth } from '../support/analytics';

const meta = {
  title: 'Widgets/Analytics/HealthPanel',
  component: HealthPanel,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The integration's health from the request log (`GET /section/health`): calls this month, success rate, the status of the last 24 hours, and calls, errors and p95 latency by day, each chart with its table.",
      },
    },
  },
  // A month that is over (the charts stop at `today`; a fixed day keeps the baselines still).
  args: { data: health, today: '2026-12-01' },
} satisfies Meta<typeof HealthPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Operational: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/99[.٫]42|٩٩٫٤٢/)).toBeVisible();
  },
};

/** No calls this month yet: idle, 100 %, empty charts. */
export const Idle: Story = { args: { data: idleHealth } };

export const Loading: Story = { args: { data: undefined, isLoading: true } };
