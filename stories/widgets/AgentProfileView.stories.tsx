import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AgentProfileView } from '@wasl/widgets/agents/AgentProfileView';
import { STORY_NOW, emptyProfile, hostileProfile, profileAr, profileEn } from '../support/agentSettings';
import { useCopy } from '../support/i18n';

const meta = {
  title: 'Widgets/Agents/AgentProfileView',
  component: AgentProfileView,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "An agent's profile and analytics on /agents/{email}: details (e-mail in `<bdi>`, status, sections, service, last active), the figures computed from their conversation and feedback records (handled, median first response and resolution, CSAT, average rating), and weekly charts with their tables. Nothing handled: an explanation instead of empty charts.",
      },
    },
  },
  args: { profile: profileEn, now: STORY_NOW },
  render: function Render(args) {
    const copy = useCopy({ en: profileEn, ar: profileAr });
    return <AgentProfileView {...args} profile={args.profile === profileEn ? copy : args.profile} />;
  },
} satisfies Meta<typeof AgentProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thirteen weeks of conversations and feedback. */
export const Active: Story = {};

/** Invited, nothing handled yet. */
export const Empty: Story = {
  render: function Render(args) {
    const copy = useCopy({ en: profileEn, ar: profileAr });
    return <AgentProfileView {...args} profile={emptyProfile(copy)} />;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('agent-figures')).toBeNull();
  },
};

/** Keyboard only: tab to the conversations chart's "View as table", open it with Enter. */
export const KeyboardTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [view] = canvas.getAllByRole('button', { name: /View as table|عرض كجدول/ });
    for (let i = 0; i < 20 && document.activeElement !== view; i += 1) await userEvent.tab();
    await expect(view).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The table's code loads on first use (a lazy chunk): give it time on a busy machine.
    await expect(await canvas.findByRole('grid', {}, { timeout: 15_000 })).toBeVisible();
  },
};

/** Markup, bidi controls and long Arabic in the name, e-mail and sections. */
export const Hostile: Story = { args: { profile: hostileProfile } };
