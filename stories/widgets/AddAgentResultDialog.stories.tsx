import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddAgentResultDialog } from '@wasl/widgets/agents';
import { rtl } from '../../.storybook/globals';

const meta = {
  title: 'Widgets/AddAgentResultDialog',
  component: AddAgentResultDialog,
  tags: ['autodocs'],
  parameters: {
    visual: { target: 'viewport' },
    docs: {
      description: {
        component:
          "The add-agent result, a dialog of its own (SPEC §8): 'Success!' with the invitation text, or 'Error code {status}' with 'Incorrect password!' (401), 'E-mail already exists' (409), the upgrade text (402) or 'Unknown Error'. The title's code stays as the server sent it, in both languages.",
      },
    },
  },
  args: { outcome: { kind: 'error', status: 401 }, onClose: fn() },
  // Stories without their own play wait for the dialog to be shown before the screenshot.
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
} satisfies Meta<typeof AddAgentResultDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
};

/** 401: 'Error code 401' / 'Incorrect password!'; keyboard only, Enter on OK closes it. */
export const WrongPassword: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const ar = globals.locale === 'ar';
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('heading')).toHaveTextContent(ar ? 'رمز الخطأ 401' : 'Error code 401');
    await expect(dialog.getByTestId('add-agent-result')).toHaveTextContent(ar ? 'كلمة المرور غير صحيحة!' : 'Incorrect password!');
    const ok = dialog.getByRole('button', { name: ar ? 'حسنًا' : 'OK' });
    for (let i = 0; i < 4 && document.activeElement !== ok; i += 1) await userEvent.tab();
    await expect(ok).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** 409: 'Error code 409' / 'E-mail already exists'. */
export const EmailExists: Story = {
  args: { outcome: { kind: 'error', status: 409 } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByTestId('add-agent-result')).toHaveTextContent(
      globals.locale === 'ar' ? 'البريد الإلكتروني مستخدم بالفعل' : 'E-mail already exists',
    );
  },
};

/** Any other answer: 'Unknown Error'. */
export const Unknown: Story = { args: { outcome: { kind: 'error', status: 500 } } };

/** The package is full (402): the upgrade text. */
export const PackageFull: Story = { args: { outcome: { kind: 'error', status: 402 } } };

/** 'Success!' with the invitation text and the invited address. */
export const Success: Story = {
  args: { outcome: { kind: 'success' }, email: 'sara@nakheel.sa' },
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('heading')).toHaveTextContent(globals.locale === 'ar' ? 'تم بنجاح!' : 'Success!');
  },
};

/** A hostile address in the success text stays text. */
export const SuccessHostile: Story = { args: { outcome: { kind: 'success' }, email: '"><img src=x onerror=alert(1)>@‮evil.example' } };

export const WrongPasswordRtl: Story = { ...WrongPassword, globals: rtl, tags: ['rtl-twin'] };
