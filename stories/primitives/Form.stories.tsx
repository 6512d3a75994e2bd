import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { validateAgentName, validateConfirmPassword } from '@wasl/api/validators';
import { createI18n, isLocale } from '@wasl/i18n';
import { Button, EmailField, Form, TextField } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const copy = {
  en: {
    name: 'Agent name',
    email: 'Agent email',
    password: 'Your password',
    passwordHint: 'We ask for it before inviting anyone.',
    submit: 'Invite agent',
  },
  ar: {
    name: 'اسم الموظف',
    email: 'البريد الإلكتروني للموظف',
    password: 'كلمة المرور الخاصة بك',
    passwordHint: 'نطلبها قبل دعوة أي شخص.',
    submit: 'دعوة الموظف',
  },
};

/** The texts a user sees, from the same translation files as the components. */
const textsFor = (locale: unknown) => {
  const t = createI18n(isLocale(locale) ? locale : 'en').t;
  return { t, summaryTitle: (count: number) => t('forms:form.summaryTitle', { count }) };
};

/** SPEC §5's add-agent form, validated with the shared validators of @wasl/api (they return translation keys). */
function AddAgentForm(props: Partial<React.ComponentProps<typeof Form>>) {
  const c = useCopy(copy);
  return (
    <Form {...props}>
      <TextField name="name" label={c.name} isRequired validate={validateAgentName} />
      <EmailField name="email" label={c.email} isRequired />
      <TextField
        name="password"
        label={c.password}
        type="password"
        description={c.passwordHint}
        isRequired
        validate={validateConfirmPassword}
      />
      <div>
        <Button type="submit">{c.submit}</Button>
      </div>
    </Form>
  );
}

const meta = {
  title: 'Primitives/Form',
  component: Form,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Wraps fields for submission. Fields validate on blur and on submit with the shared validators of `@wasl/api` (they return translation keys; fields translate them). A failed submit shows an error summary above the fields — a linked list of the problems — and moves focus to it so screen readers announce it. Put server errors in `validationErrors` by field name. Use it for every data-entry form; not for a lone search box or filter bar.',
      },
    },
  },
  args: { onSubmit: fn(), children: null },
  render: function Render(args) {
    return <AddAgentForm onSubmit={args.onSubmit} />;
  },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Submitted empty: every field shows its error, the summary lists them and has focus. */
export const ErrorSummary: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const { t, summaryTitle } = textsFor(globals.locale);
    await userEvent.click(canvas.getByRole('button'));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getByRole('heading', { name: summaryTitle(3) })).toBeVisible();
    const links = within(summary).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveTextContent(t('validation:agentNameRequired'));
    await expect(links[1]).toHaveTextContent(t('validation:emailRequired'));
    await expect(links[2]).toHaveTextContent(t('validation:enterPassword'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A server answer (409 e-mail already exists) shown on its field and in the summary. */
export const ServerError: Story = {
  render: function Render(args) {
    const c = useCopy({ en: 'E-mail already exists', ar: 'البريد الإلكتروني مستخدم بالفعل' });
    return <AddAgentForm onSubmit={args.onSubmit} validationErrors={{ email: c }} />;
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { summaryTitle } = textsFor(globals.locale);
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getByRole('heading')).toHaveTextContent(summaryTitle(1));
    const email = canvas.getByRole('textbox', { name: copy[globals.locale === 'ar' ? 'ar' : 'en'].email });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * Keyboard only: Enter in the first field submits; focus lands on the summary; Tab + Enter on a link
 * focuses its field; once everything is fixed, Enter submits the values.
 */
export const KeyboardFixAndSubmit: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const c = copy[globals.locale === 'ar' ? 'ar' : 'en'];
    const { t, summaryTitle } = textsFor(globals.locale);
    await userEvent.tab();
    const name = canvas.getByRole('textbox', { name: c.name });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('Sa{Enter}');
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent(summaryTitle(3));
    await expect(summary).toHaveTextContent(t('validation:agentNameShort'));
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription(t('validation:agentNameShort'));
    // Fixing the name (on leaving the field) takes its entry out of the summary; focus stays where the user put it.
    await userEvent.keyboard('ra{Tab}');
    const email = canvas.getByRole('textbox', { name: c.email });
    await waitFor(() => expect(email).toHaveFocus());
    await waitFor(() => expect(within(summary).getAllByRole('link')).toHaveLength(2));
    await expect(summary).toHaveTextContent(summaryTitle(2));
    await expect(summary).not.toHaveTextContent(t('validation:agentNameShort'));
    await userEvent.keyboard('sara@wasl.sa{Tab}Demo@2026{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Sara', email: 'sara@wasl.sa', password: 'Demo@2026' }, expect.anything());
    await expect(canvas.queryByRole('alert')).toBeNull();
    // Typing into a field that shows an error re-validates it ("reward early"): the filled password
    // does not keep its old "required" error, though it was never left before Enter.
    await expect(canvasElement.querySelector('input[name="password"]')).not.toHaveAttribute('aria-invalid');
  },
};

/**
 * The summary follows the fields. Keyboard only: Enter on the empty form shows three problems; each
 * field fixed (and left with Tab) takes its entry out, and focus stays on the next field; when all
 * are fixed the summary is gone and nothing has been submitted yet.
 */
export const SummaryFollowsFixes: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const c = copy[globals.locale === 'ar' ? 'ar' : 'en'];
    const { t, summaryTitle } = textsFor(globals.locale);
    const links = () => within(canvas.getByRole('alert')).getAllByRole('link');
    await userEvent.tab();
    const name = canvas.getByRole('textbox', { name: c.name });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(links()).toHaveLength(3);
    // Follow the first link back to the name field and fix it.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('Sara{Tab}');
    const email = canvas.getByRole('textbox', { name: c.email });
    await waitFor(() => expect(email).toHaveFocus());
    await waitFor(() => expect(links()).toHaveLength(2));
    await expect(summary).toHaveTextContent(summaryTitle(2));
    await expect(links()[0]).toHaveTextContent(t('validation:emailRequired'));
    await expect(email).toHaveFocus();
    // A wrong e-mail keeps its entry, with the new message.
    await userEvent.keyboard('sara@{Tab}');
    const password = canvasElement.querySelector<HTMLInputElement>('input[name="password"]')!;
    await waitFor(() => expect(password).toHaveFocus());
    await waitFor(() => expect(links()[0]).toHaveTextContent(t('validation:emailInvalid')));
    await expect(links()).toHaveLength(2);
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(email).toHaveFocus());
    // Tabbing into a field selects its text: End first, then complete the address.
    await userEvent.keyboard('{End}wasl.sa{Tab}');
    await waitFor(() => expect(password).toHaveFocus());
    await waitFor(() => expect(links()).toHaveLength(1));
    await expect(summary).toHaveTextContent(summaryTitle(1));
    // The last fix: the summary disappears, focus moves on to the button as Tab asked, no submit.
    await userEvent.keyboard('Demo@2026{Tab}');
    const submit = canvas.getByRole('button', { name: c.submit });
    await waitFor(() => expect(submit).toHaveFocus());
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(submit).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    for (const field of [name, email, password]) await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

export const DefaultRtl: Story = { ...Default, globals: rtl, tags: ['rtl-twin'] };
export const ErrorSummaryRtl: Story = { ...ErrorSummary, globals: rtl, tags: ['rtl-twin'] };
export const KeyboardFixAndSubmitRtl: Story = { ...KeyboardFixAndSubmit, globals: rtl, tags: ['rtl-twin'] };
export const SummaryFollowsFixesRtl: Story = { ...SummaryFollowsFixes, globals: rtl, tags: ['rtl-twin'] };
