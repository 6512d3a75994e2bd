import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RenameAgentDialog } from '@wasl/widgets/agents';
import { rtl } from '../../.storybook/globals';
import { agentsEn, hostileAgents } from '../support/agents';

const meta = {
  title: 'Widgets/RenameAgentDialog',
  component: RenameAgentDialog,
  tags: ['autodocs'],
  parameters: {
    visual: { target: 'viewport' },
    docs: { description: { component: 'Rename an agent (SPEC §5: at least 3 characters after trimming), checked on submit.' } },
  },
  args: { agent: agentsEn[1]!, onClose: fn(), onSubmit: fn() },
  // Stories without their own play wait for the dialog to be shown before the screenshot.
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
} satisfies Meta<typeof RenameAgentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: a two-letter name is refused with the 3-character rule; a longer one is sent trimmed. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const ar = globals.locale === 'ar';
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    const name = dialog.getByRole('textbox');
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.clear(name);
    await userEvent.keyboard(' Om {Enter}');
    await dialog.findByText(ar ? 'يجب ألا يقل الاسم عن 3 أحرف' : 'Name must be at least 3 characters');
    await userEvent.clear(name);
    await userEvent.keyboard(' Omar H. {Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('Omar H.'));
  },
};

export const Saving: Story = { args: { isPending: true } };

export const Hostile: Story = { args: { agent: hostileAgents[1]! } };

export const KeyboardRtl: Story = { ...Keyboard, globals: rtl, tags: ['rtl-twin'] };
