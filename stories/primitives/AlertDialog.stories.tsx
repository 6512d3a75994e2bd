import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AlertDialog, alertDialogTones, Button, DialogTrigger } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const copy = {
  en: {
    logoutTitle: 'Log out?',
    logoutBody: 'You will need to sign in again to reach your dashboard.',
    logout: 'Log out',
    pauseTitle: 'Pause this campaign?',
    pauseBody: 'No more messages are sent until you resume it. Messages already sent are not affected.',
    pause: 'Pause campaign',
    keyTitle: 'Regenerate the API key?',
    keyBody: 'Your store stops sending orders until you paste the new key into it. Enter your password to continue.',
    regenerate: 'Regenerate key',
    wrongPassword: 'That password is not correct.',
  },
  ar: {
    logoutTitle: 'تسجيل الخروج؟',
    logoutBody: 'ستحتاج إلى تسجيل الدخول مرة أخرى للوصول إلى لوحة التحكم.',
    logout: 'تسجيل الخروج',
    pauseTitle: 'إيقاف هذه الحملة مؤقتًا؟',
    pauseBody: 'لن تُرسل رسائل جديدة حتى تستأنفها. الرسائل المرسلة لا تتأثر.',
    pause: 'إيقاف الحملة مؤقتًا',
    keyTitle: 'إعادة إنشاء مفتاح الواجهة البرمجية؟',
    keyBody: 'سيتوقف متجرك عن إرسال الطلبات حتى تلصق المفتاح الجديد فيه. أدخل كلمة المرور للمتابعة.',
    regenerate: 'إعادة إنشاء المفتاح',
    wrongPassword: 'كلمة المرور غير صحيحة.',
  },
};

const meta = {
  title: 'Primitives/AlertDialog',
  component: AlertDialog,
  tags: ['autodocs'],
  parameters: {
    visual: { target: 'viewport' },
    docs: {
      description: {
        component:
          'A confirmation that interrupts: logout, pausing or resuming a campaign, and, with `requirePassword`, regenerating API keys or removing an agent (SPEC §5). A press outside does not dismiss it; focus starts on Cancel (or the password field), so Enter never confirms by accident. Use `tone="danger"` for destructive actions. Not for information or forms (use Dialog).',
      },
    },
  },
  argTypes: { tone: { control: 'inline-radio', options: alertDialogTones } },
  args: { title: '', children: null, confirmLabel: '', tone: 'primary', defaultOpen: true, onConfirm: fn(), onCancel: fn() },
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <AlertDialog {...args} title={args.title || c.logoutTitle} confirmLabel={args.confirmLabel || c.logout}>
        {c.logoutBody}
      </AlertDialog>
    );
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2: logout asks for confirmation. */
export const Logout: Story = {};

export const PauseCampaign: Story = {
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <AlertDialog {...args} title={c.pauseTitle} confirmLabel={c.pause}>
        {c.pauseBody}
      </AlertDialog>
    );
  },
};

/** SPEC §5: a password confirms API key changes and agent removal. Confirm stays disabled until it is typed. */
export const PasswordConfirmation: Story = {
  args: { tone: 'danger', requirePassword: true },
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <AlertDialog {...args} title={c.keyTitle} confirmLabel={c.regenerate}>
        {c.keyBody}
      </AlertDialog>
    );
  },
};

export const WrongPassword: Story = {
  args: { tone: 'danger', requirePassword: true },
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <AlertDialog {...args} title={c.keyTitle} confirmLabel={c.regenerate} passwordError={c.wrongPassword}>
        {c.keyBody}
      </AlertDialog>
    );
  },
};

function Triggered(args: Story['args'] & object) {
  const c = useCopy(copy);
  return (
    <DialogTrigger>
      <Button variant="secondary">{c.logout}</Button>
      <AlertDialog {...args} defaultOpen={undefined} title={c.logoutTitle} confirmLabel={c.logout} onConfirm={args.onConfirm ?? fn()}>
        {c.logoutBody}
      </AlertDialog>
    </DialogTrigger>
  );
}

/** Keyboard only: focus starts on Cancel; Tab reaches Confirm, focus stays inside, Enter confirms and focus returns. */
export const KeyboardConfirm: Story = {
  render: Triggered,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog');
    const [cancel, confirm] = within(dialog).getAllByRole('button');
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Keyboard only: Enter on the focused Cancel, then Escape on a second opening: nothing is confirmed. */
export const KeyboardCancel: Story = {
  render: Triggered,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Keyboard only: the password field has focus, Confirm is disabled until it is filled, Enter submits the password. */
export const KeyboardPassword: Story = {
  args: { tone: 'danger', requirePassword: true, defaultOpen: false },
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <DialogTrigger>
        <Button variant="danger">{c.regenerate}</Button>
        <AlertDialog {...args} defaultOpen={undefined} title={c.keyTitle} confirmLabel={c.regenerate}>
          {c.keyBody}
        </AlertDialog>
      </DialogTrigger>
    );
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog');
    const password = within(dialog).getByLabelText(/password|كلمة المرور/i);
    await waitFor(() => expect(password).toHaveFocus());
    const confirm = within(dialog).getAllByRole('button').at(-1);
    await expect(confirm).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.keyboard('Demo@2026');
    await expect(confirm).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('Demo@2026');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

export const LogoutRtl: Story = { ...Logout, globals: rtl, tags: ['rtl-twin'] };
export const PasswordConfirmationRtl: Story = { ...PasswordConfirmation, globals: rtl, tags: ['rtl-twin'] };
export const KeyboardConfirmRtl: Story = { ...KeyboardConfirm, globals: rtl, tags: ['rtl-twin'] };
