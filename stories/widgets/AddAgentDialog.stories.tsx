import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddAgentDialog } from '@wasl/widgets/agents';
import { rtl } from '../../.storybook/globals';
import { hostile } from '../support/agents';

const meta = {
  title: 'Widgets/AddAgentDialog',
  component: AddAgentDialog,
  tags: ['autodocs'],
  parameters: {
    visual: { target: 'viewport' },
    docs: {
      description: {
        component:
          "Invite an agent (SPEC §3 'New agent', §5): Agent_Name (at least 3 characters after trimming), Agent_Email ('Enter a valid email!') and the merchant's password ('enterpassword'), checked on submit. The server's answer is not shown here: it is the result dialog's (`AddAgentResultDialog`).",
      },
    },
  },
  args: { isOpen: true, onOpenChange: fn(), onSubmit: fn() },
  // Stories without their own play wait for the dialog to be shown before the screenshot.
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
} satisfies Meta<typeof AddAgentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
};

/** The empty form, the name field focused. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(dialog.getAllByRole('textbox')[0]).toHaveFocus());
  },
};

/** Keyboard only: Enter on the empty form shows SPEC §5's three texts; typed values are sent trimmed. */
export const KeyboardValidation: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const ar = globals.locale === 'ar';
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(dialog.getAllByRole('textbox')[0]).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await dialog.findByText(ar ? 'لا يمكن ترك الاسم فارغًا' : 'Name cannot be empty');
    await dialog.findByText(ar ? 'البريد الإلكتروني مطلوب' : 'Email is required');
    await dialog.findByText(ar ? 'أدخل كلمة المرور للتأكيد' : 'Enter your password to confirm');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('  Sara Al-Harbi ');
    await userEvent.tab();
    await userEvent.keyboard('sara@nakheel.sa');
    await userEvent.tab();
    await userEvent.keyboard('Demo@2026{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Sara Al-Harbi', email: 'sara@nakheel.sa', password: 'Demo@2026' }),
    );
  },
};

/** A short name and an invalid e-mail: their own messages under the fields. */
export const Invalid: Story = {
  args: { defaultValues: { name: ' Al ', email: 'sara@', password: 'x' } },
  play: async ({ canvasElement, globals }) => {
    const ar = globals.locale === 'ar';
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: ar ? 'إرسال الدعوة' : 'Send invitation' }));
    await dialog.findByText(ar ? 'أدخل بريدًا إلكترونيًا صالحًا!' : 'Enter a valid email!');
  },
};

/** The invitation on its way: the submit button waits. */
export const Sending: Story = {
  args: { isPending: true, defaultValues: { name: 'Sara Al-Harbi', email: 'sara@nakheel.sa', password: 'Demo@2026' } },
};

/** Hostile text typed in: it stays text in the fields. */
export const Hostile: Story = {
  args: { defaultValues: { name: hostile.markup[0]!, email: hostile.bidi[0]!, password: '' } },
  play: async ({ canvasElement }) => {
    await dialogOf(canvasElement);
    await expect(canvasElement.ownerDocument.body.querySelector('[role="dialog"] script')).toBeNull();
  },
};

export const EmptyRtl: Story = { ...Empty, globals: rtl, tags: ['rtl-twin'] };
