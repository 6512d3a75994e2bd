import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiKeyCard } from '@wasl/widgets/integration';
import hostile from '../support/fixtures/hostile-strings.json';
import { writeText } from '../support/integration';

const meta = {
  title: 'Widgets/Integration/ApiKeyCard',
  component: ApiKeyCard,
  tags: ['autodocs'],
  parameters: {
    visual: { target: 'viewport' },
    docs: {
      description: {
        component:
          'The integration page\'s key (SPEC §2, §3, §5): the Merchant ID, the API key masked to its last four characters (or "Create API key"), the whole key once right after it is created, with copy; regenerate and revoke behind a password dialog. `onRegenerate`/`onRevoke` resolve true when done (the dialog closes), false when refused (it stays with `passwordError`).',
      },
    },
  },
  args: {
    merchantId: '1042',
    keyHint: 'k3Y9',
    onRegenerate: fn(async () => true),
    onRevoke: fn(async () => true),
    onDialogClose: fn(),
    writeText,
  },
} satisfies Meta<typeof ApiKeyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A key exists: only its last four characters show. */
export const Masked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('api-key-masked')).toHaveTextContent(/k3Y9$/);
    await expect(canvas.getByText(/Merchant ID|معرّف التاجر/)).toBeVisible();
  },
};

/** No key yet: a button creates one. */
export const NoKey: Story = {
  args: { keyHint: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Create API key|إنشاء مفتاح/ })).toBeVisible();
  },
};

/** Right after regenerating: the whole key, once, with copy. */
export const FreshKey: Story = { args: { keyHint: 'Q2x7', freshKey: 'wasl_8fJk2LmNq4RsTuVwXyZa1b2C3d4E5f6GQ2x7' } };

/** Hostile text where the Merchant ID goes is shown as text, isolated. */
export const Hostile: Story = {
  args: { merchantId: `${hostile.markup[0]} ${hostile.bidi[0]}` },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img, script')).toBeNull();
  },
};

/** The password was refused: the dialog stays open with the reason. */
export const WrongPassword: Story = {
  args: { passwordError: 'Incorrect password!', onRegenerate: fn(async () => false) },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Regenerate key|إعادة إنشاء المفتاح/ }));
    const dialog = within(await body.findByRole('alertdialog'));
    await userEvent.type(dialog.getByLabelText(/Your password|كلمة المرور الخاصة بك/), 'Wrong@2026');
    await userEvent.click(dialog.getByRole('button', { name: /Regenerate key|إعادة إنشاء المفتاح/ }));
    await waitFor(() => expect(args.onRegenerate).toHaveBeenCalledWith('Wrong@2026'));
    await waitFor(() => expect(body.getByRole('alertdialog')).toBeVisible());
    await expect(dialog.getByText('Incorrect password!')).toBeVisible();
  },
};

/** Keyboard only: Tab to "Regenerate key", Enter, type the password, Enter confirms. */
export const KeyboardRegenerate: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: /Regenerate key|إعادة إنشاء المفتاح/ });
    for (let i = 0; i < 8 && document.activeElement !== button; i += 1) await userEvent.tab();
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body.findByRole('alertdialog'));
    await waitFor(() => expect(dialog.getByLabelText(/Your password|كلمة المرور الخاصة بك/)).toHaveFocus());
    await userEvent.keyboard('Demo@2026{Enter}');
    await waitFor(() => expect(args.onRegenerate).toHaveBeenCalledWith('Demo@2026'));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};
