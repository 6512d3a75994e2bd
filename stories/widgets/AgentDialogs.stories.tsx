import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AgentSectionsDialog } from '@wasl/widgets/agents';
import { rtl } from '../../.storybook/globals';
import { agentsAr, agentsEn, hostileAgents, hostileSections, sectionsAr, sectionsEn } from '../support/agents';
import { useCopy } from '../support/i18n';

const meta = {
  title: 'Widgets/AgentSectionsDialog',
  component: AgentSectionsDialog,
  tags: ['autodocs'],
  parameters: {
    visual: { target: 'viewport' },
    docs: {
      description: {
        component:
          'The sections an agent serves: one checkbox per section, each change saved at once (`POST /section/agent/sections/agent-add` or `/agent-delete`, form `agent_id`, `section_id`).',
      },
    },
  },
  args: { agent: agentsEn[0]!, sections: sectionsEn, onClose: fn(), onToggle: fn() },
  render: function Render(args) {
    const copy = useCopy({ en: { agent: agentsEn[0]!, sections: sectionsEn }, ar: { agent: agentsAr[0]!, sections: sectionsAr } });
    const real = args.sections === sectionsEn;
    return <AgentSectionsDialog {...args} agent={real ? copy.agent : args.agent} sections={real ? copy.sections : args.sections} />;
  },
  // Stories without their own play wait for the dialog to be shown before the screenshot.
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
} satisfies Meta<typeof AgentSectionsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Space ticks the unticked section (assign) and unticks a ticked one (unassign); Enter on Done closes. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const ar = globals.locale === 'ar';
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    const boxes = within(dialog).getAllByRole('checkbox');
    await expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, false, true]);
    for (let i = 0; i < 6 && document.activeElement !== boxes[1]; i += 1) await userEvent.tab();
    await expect(boxes[1]).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onToggle).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }), true));
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onToggle).toHaveBeenLastCalledWith(expect.objectContaining({ id: 3 }), false));
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: ar ? 'تم' : 'Done' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** A change on its way: that box waits. */
export const Saving: Story = { args: { pendingSectionId: 2 } };

/** No sections yet. */
export const NoSections: Story = { args: { sections: [] } };

export const Hostile: Story = { args: { agent: hostileAgents[0]!, sections: hostileSections } };

export const KeyboardRtl: Story = { ...Keyboard, globals: rtl, tags: ['rtl-twin'] };
