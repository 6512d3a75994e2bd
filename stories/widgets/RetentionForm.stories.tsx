import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RetentionForm } from '@wasl/widgets/agents/RetentionForm';

const meta = {
  title: 'Widgets/Agents/RetentionForm',
  component: RetentionForm,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Conversation retention on /agents/settings (issue 23, PDPL): keep conversations forever (the default) or delete them 30 to 3650 days after their last message. The range and its message come from @wasl/api's shared validator (the server's schema uses the same); a daily job applies the period. Orders and invoices are never deleted.",
      },
    },
  },
  args: {
    retentionDays: null,
    onSave: fn(),
  },
} satisfies Meta<typeof RetentionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default: conversations are kept forever. */
export const Forever: Story = {};

/** Keyboard only: the arrows choose "delete after", type 90 days, Enter on Save saves 90. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [forever] = canvas.getAllByRole('radio');
    for (let i = 0; i < 4 && document.activeElement !== forever; i += 1) await userEvent.tab();
    await expect(forever).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('radio')[1]).toBeChecked();
    const days = canvas.getByRole('textbox');
    for (let i = 0; i < 4 && document.activeElement !== days; i += 1) await userEvent.tab();
    await expect(days).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}90');
    await userEvent.tab();
    for (let i = 0; i < 4 && !(document.activeElement instanceof HTMLButtonElement && document.activeElement.type === 'submit'); i += 1)
      await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(90));
  },
};

/** Fewer than 30 days is refused with the shared validator's message; nothing is saved. */
export const TooFewDays: Story = {
  args: { retentionDays: 90 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const days = canvas.getByRole('textbox');
    for (let i = 0; i < 6 && document.activeElement !== days; i += 1) await userEvent.tab();
    await expect(days).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}10{Enter}');
    await waitFor(() => expect(days).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByText(/whole number of days|عددًا صحيحًا/)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
