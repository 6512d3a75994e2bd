import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { validatePassword } from '@wasl/api/validators';
import { createI18n, isLocale } from '@wasl/i18n';
import { PasswordField } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const copy = {
  en: { password: 'Password', newPassword: 'New password' },
  ar: { password: 'كلمة المرور', newPassword: 'كلمة المرور الجديدة' },
};
const tFor = (locale: unknown) => createI18n(isLocale(locale) ? locale : 'en').t;

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A password input with a show/hide toggle. Where a password is chosen (sign-up, reset, change password) set `showChecklist`: the rules of SPEC §5 (8–16 characters, upper, lower, number, symbol) are ticked off as the merchant types, in words as well as colour, and changes are announced politely. Validate with `validatePassword` from `@wasl/api`. For signing in, leave the checklist off.',
      },
    },
  },
  args: { label: '', onChange: fn() },
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <div style={{ maxInlineSize: 360 }}>
        <PasswordField {...args} label={args.label || (args.showChecklist ? c.newPassword : c.password)} />
      </div>
    );
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = { args: { isRequired: true } };
export const NewPasswordChecklist: Story = { args: { showChecklist: true, isRequired: true } };
/** Four rules met, the symbol still missing: met rules turn green with a tick and say so in words. */
export const ChecklistPartlyMet: Story = { args: { showChecklist: true, defaultValue: 'Wasl2026' } };
export const Invalid: Story = {
  args: { showChecklist: true, defaultValue: 'wasl', validate: validatePassword, validationBehavior: 'aria' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Demo@2026' } };

/**
 * Keyboard only: type in the field, the checklist follows and the live region names the rule that
 * changed; Tab to the eye button, Space shows the password, Space hides it again.
 */
export const KeyboardRevealAndChecklist: Story = {
  args: { showChecklist: true },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const t = tFor(globals.locale);
    const input = canvasElement.querySelector('input') as HTMLInputElement;
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.keyboard('wasl');
    const lower = canvasElement.querySelector('[data-rule="lowercase"]') as HTMLElement;
    await expect(lower).toHaveAttribute('data-met');
    await expect(lower).toHaveTextContent(t('forms:password.met'));
    const live = canvasElement.querySelector('[data-checklist-announcement]') as HTMLElement;
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(live).toHaveTextContent(t('forms:password.announceMet', { rule: t('validation:passwordRule.lowercase') })));
    await expect(canvasElement.querySelector('[data-rule="symbol"]')).toHaveTextContent(t('forms:password.unmet'));
    await userEvent.keyboard('@Demo2026');
    await waitFor(() => expect(live).toHaveTextContent(t('forms:password.allMet')));
    await expect(args.onChange).toHaveBeenLastCalledWith('wasl@Demo2026');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: t('forms:password.show') });
    await waitFor(() => expect(toggle).toHaveFocus());
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('wasl@Demo2026');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const SignInRtl: Story = { ...SignIn, globals: rtl, tags: ['rtl-twin'] };
export const ChecklistPartlyMetRtl: Story = { ...ChecklistPartlyMet, globals: rtl, tags: ['rtl-twin'] };
export const InvalidRtl: Story = { ...Invalid, globals: rtl, tags: ['rtl-twin'] };
export const KeyboardRevealAndChecklistRtl: Story = { ...KeyboardRevealAndChecklist, globals: rtl, tags: ['rtl-twin'] };
