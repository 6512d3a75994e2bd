import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UpgradeNotice } from '@wasl/widgets/agents';
import { rtl } from '../../.storybook/globals';

const meta = {
  title: 'Widgets/UpgradeNotice',
  component: UpgradeNotice,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "SPEC §6's upgrade message on the agents page: what the package has run out of (agents, sections, quick messages) and what the next plan of the catalogue brings.",
      },
    },
  },
  args: { need: 'agents', allowed: 2 },
} satisfies Meta<typeof UpgradeNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two agent places in use: the next plan with more agents is named. */
export const Agents: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('paragraph')).toHaveLength(2);
  },
};

export const Sections: Story = { args: { need: 'sections', allowed: 3 } };

export const QuickMessages: Story = { args: { need: 'quick', allowed: 0 } };

/** Past the biggest plan: nothing to name, the packages link stays. */
export const NoBiggerPlan: Story = { args: { need: 'agents', allowed: 50 } };

export const AgentsRtl: Story = { ...Agents, globals: rtl, tags: ['rtl-twin'] };
