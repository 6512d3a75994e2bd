import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EraseCustomerDialog } from '@wasl/widgets/inbox';
import { rtl } from '../../.storybook/globals';
import hostile from '../support/fixtures/hostile-strings.json';
import { useCopy } from '../support/i18n';

const meta = {
  title: 'Widgets/Inbox/EraseCustomerDialog',
  component: EraseCustomerDialog,
  tags: ['autodocs'],
  parameters: {
    visual: { target: 'viewport' },
    docs: {
      description: {
        component:
          "Erase one customer's data (`POST /section/customers/{phone}/erase`, issue 23, PDPL): what is deleted (profile, conversations, carts, survey answers and ratings, consent, store notifications), what is kept without the customer's name, phone or address and why (orders are invoices, kept 6 years under Saudi VAT rules; campaign deliveries as counts), and the merchant's password. Erase stays disabled until a password is typed; a wrong password keeps the dialog open with the server's translated message.",
      },
    },
  },
  args: {
    customer: 'Noura Al-Qahtani',
    isOpen: true,
    onOpenChange: fn(),
    onErase: fn(async () => undefined),
  },
  render: function Render(args) {
    const customer = useCopy({ en: 'Noura Al-Qahtani', ar: 'نورة القحطاني' });
    return <EraseCustomerDialog {...args} customer={args.customer === 'Noura Al-Qahtani' ? customer : args.customer} />;
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
} satisfies Meta<typeof EraseCustomerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * Keyboard only: focus starts in the password field and Erase is disabled; type the password, Tab
 * past Cancel to Erase data, Enter erases with that password.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const ar = globals.locale === 'ar';
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    const password = dialog.getByLabelText(ar ? /كلمة المرور للتأكيد/ : /Your password, to confirm/);
    await waitFor(() => expect(password).toHaveFocus());
    const erase = dialog.getByRole('button', { name: ar ? 'محو البيانات' : 'Erase data' });
    await expect(erase).toBeDisabled();
    await expect(dialog.getAllByRole('listitem')).toHaveLength(8);
    await userEvent.keyboard('Demo@2026');
    await waitFor(() => expect(erase).toBeEnabled());
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: ar ? 'إلغاء' : 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(erase).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onErase).toHaveBeenCalledWith('Demo@2026'));
  },
};

export const KeyboardRtl: Story = { ...Keyboard, globals: rtl, tags: ['rtl-twin'] };

/** The server refused the password: its translated message under the field, the dialog stays open. */
export const WrongPassword: Story = {
  args: { onErase: fn(async () => Promise.reject(new Error('errors:incorrectPassword'))) },
  render: function Render(args) {
    const copy = useCopy({
      en: { customer: 'Noura Al-Qahtani', error: 'Incorrect password!' },
      ar: { customer: 'نورة القحطاني', error: 'كلمة المرور غير صحيحة!' },
    });
    return <EraseCustomerDialog {...args} {...copy} />;
  },
  play: async ({ canvasElement, args, globals }) => {
    const ar = globals.locale === 'ar';
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('alertdialog'));
    await userEvent.keyboard('Wrong@2026{Enter}');
    await waitFor(() => expect(args.onErase).toHaveBeenCalledWith('Wrong@2026'));
    await waitFor(() => expect(body.getByRole('alertdialog')).toBeVisible());
    await expect(dialog.getByText(ar ? 'كلمة المرور غير صحيحة!' : 'Incorrect password!')).toBeVisible();
  },
};

/** Hostile customer names (markup, bidi override, very long Arabic) are text, isolated and wrapped. */
export const HostileName: Story = {
  args: { customer: `${hostile.markup[1]} ${hostile.bidi[0]} ${hostile.long[0]}` },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent('<img src=x onerror=alert(1)>');
    await expect(dialog.querySelector('img, script')).toBeNull();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
  },
};
