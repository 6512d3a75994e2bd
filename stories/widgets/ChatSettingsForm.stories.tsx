import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChatSettingsForm } from '@wasl/widgets/agents/ChatSettingsForm';

const meta = {
  title: 'Widgets/Agents/ChatSettingsForm',
  component: ChatSettingsForm,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "How conversations behave for agents on /agents/settings: Show_Number (a switch saved at once; the saved answer is the truth, rolled back on a failure) and the chat end — after 0.5 to 74 hours without a message, or never (SPEC §9) — saved with the form into the column the inbox's chat-end sweep reads.",
      },
    },
  },
  args: {
    showNumber: false,
    chatEndHours: 2,
    onShowNumberChange: fn(async (wished: boolean): Promise<boolean | undefined> => wished),
    onSaveChatEnd: fn(),
  },
} satisfies Meta<typeof ChatSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chats end after 2 hours; numbers hidden. */
export const AfterHours: Story = {};

/** Chats never end on their own; numbers shown. */
export const Never: Story = { args: { chatEndHours: null, showNumber: true } };

/** Keyboard only: Space flips Show_Number, the arrows choose Never, Enter on Save saves null. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole('switch');
    for (let i = 0; i < 4 && document.activeElement !== number; i += 1) await userEvent.tab();
    await expect(number).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onShowNumberChange).toHaveBeenCalledWith(true));
    await waitFor(() => expect(number).toBeChecked());
    await userEvent.tab();
    const [after, never] = canvas.getAllByRole('radio');
    await expect(after).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(never).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^save$|^حفظ$/i })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSaveChatEnd).toHaveBeenCalledWith(null));
  },
};

/** Keyboard only: type 6 hours and save with Enter. */
export const KeyboardHours: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const hours = canvas.getByRole('textbox');
    for (let i = 0; i < 6 && document.activeElement !== hours; i += 1) await userEvent.tab();
    await expect(hours).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}6');
    await userEvent.tab();
    for (let i = 0; i < 4 && !(document.activeElement instanceof HTMLButtonElement && document.activeElement.type === 'submit'); i += 1)
      await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSaveChatEnd).toHaveBeenCalledWith(6));
  },
};

/** The server refuses Show_Number: the switch goes back. */
export const ShowNumberRollback: Story = {
  args: {
    onShowNumberChange: fn(async (_wished: boolean): Promise<boolean | undefined> => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      return undefined;
    }),
  },
  play: async ({ canvasElement }) => {
    const number = within(canvasElement).getByRole('switch');
    for (let i = 0; i < 4 && document.activeElement !== number; i += 1) await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(number).toBeChecked();
    await waitFor(() => expect(number).not.toBeChecked());
  },
};
