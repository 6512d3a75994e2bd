import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { TextField } from '@wasl/ui';
import { validateEmail } from '@wasl/api/validators';
import { rtl } from '../../.storybook/globals';
import { useStoryT } from '../support/i18n';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A labelled single-line input. Always give a visible `label`; use `description` for a hint and `errorMessage` for a translated validation message. User content that may mix scripts (names, phones, order ids) keeps `inputDir="auto"`. Not for long text (TextArea) or numbers (NumberField).',
      },
    },
  },
  args: { label: '', onChange: fn() },
  render: function Render(args) {
    const t = useStoryT();
    return (
      <div style={{ maxInlineSize: 360 }}>
        <TextField {...args} label={args.label || t('common:showcase.emailLabel')} />
      </div>
    );
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = {
  render: function Render(args) {
    const t = useStoryT();
    return (
      <div style={{ maxInlineSize: 360 }}>
        <TextField {...args} label={t('common:showcase.emailLabel')} description={t('common:showcase.newsletterHint')} />
      </div>
    );
  },
};
export const Required: Story = { args: { isRequired: true } };
export const WithValue: Story = { args: { defaultValue: 'merchant@wasl.dev', type: 'email' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'merchant@wasl.dev' } };
export const Invalid: Story = {
  render: function Render(args) {
    const t = useStoryT();
    return (
      <div style={{ maxInlineSize: 360 }}>
        <TextField
          {...args}
          label={t('common:showcase.emailLabel')}
          defaultValue="merchant@"
          isInvalid
          errorMessage={t('validation:emailInvalid')}
        />
      </div>
    );
  },
};

/** Mixed-script content: an English e-mail inside an Arabic form keeps its own direction. */
export const MixedScriptValue: Story = { args: { defaultValue: 'سارة sara@example.sa' }, globals: rtl };

/** Keyboard only: Tab in, type an invalid address, Tab out: the translated error appears and is tied to the input. */
export const KeyboardValidation: Story = {
  render: function Render(args) {
    const t = useStoryT();
    return (
      <div style={{ maxInlineSize: 360 }}>
        <TextField
          {...args}
          label={t('common:showcase.emailLabel')}
          isRequired
          validationBehavior="aria"
          // The rule the server applies; TextField translates the key it returns.
          validate={validateEmail}
        />
      </div>
    );
  },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('sara@');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const message = globals.locale === 'ar' ? 'أدخل بريدًا إلكترونيًا صالحًا!' : 'Enter a valid email!';
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(input).toHaveAccessibleDescription(message);
    await userEvent.click(input);
    await userEvent.keyboard('wasl.sa');
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onChange).toHaveBeenLastCalledWith('sara@wasl.sa');
  },
};

export const DefaultRtl: Story = { ...Default, globals: rtl, tags: ['rtl-twin'] };
export const RequiredRtl: Story = { ...Required, globals: rtl, tags: ['rtl-twin'] };
export const InvalidRtl: Story = { ...Invalid, globals: rtl, tags: ['rtl-twin'] };
export const KeyboardValidationRtl: Story = { ...KeyboardValidation, globals: rtl, tags: ['rtl-twin'] };
