import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createI18n, isLocale } from '@wasl/i18n';
import { PhoneField } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const copy = {
  en: { label: 'Customer phone', hint: 'We send the order updates to this number.' },
  ar: { label: 'هاتف العميل', hint: 'نرسل تحديثات الطلب إلى هذا الرقم.' },
};
const tFor = (locale: unknown) => createI18n(isLocale(locale) ? locale : 'en').t;

const meta = {
  title: 'Primitives/PhoneField',
  component: PhoneField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A phone number as SPEC §5 has it: country code (966 by default) plus the trimmed number; the value is `{countryCode, number}` and a form receives `+966…` under `name`. Separators, Arabic-Indic digits and a leading 0 are cleaned up; pasting `+971…` switches the code. Validated with `validatePhone` of `@wasl/api` by default. The box stays left to right in Arabic. Use it for every phone number (inspect, order test, demo booking); not for the profile contact (free-format, validated with `validatePhoneFormat`).',
      },
    },
  },
  args: { label: '', onChange: fn() },
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <div style={{ maxInlineSize: 360 }}>
        <PhoneField {...args} label={args.label || c.label} />
      </div>
    );
  },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <div style={{ maxInlineSize: 360 }}>
        <PhoneField {...args} label={c.label} description={c.hint} />
      </div>
    );
  },
};
export const WithValue: Story = { args: { defaultValue: { countryCode: '966', number: '501234567' } } };
export const Invalid: Story = {
  args: { defaultValue: { countryCode: '966', number: '5012' }, isRequired: true, validationBehavior: 'aria' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: { countryCode: '971', number: '501234567' } } };

/** The country list open, names in the reader's language. */
export const CountryList: Story = {
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getAllByRole('button')[0] as HTMLElement);
    await within(document.body).findByRole('listbox');
  },
};

/**
 * Keyboard only: Tab to the code, Enter opens the list, ArrowDown + Enter picks the UAE (971); Tab
 * to the number and type it with spaces and a leading 0: the value is trimmed. Pasting a +966 number
 * switches the code back. The code sits left of the digits in both directions.
 */
export const KeyboardEntry: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = tFor(globals.locale);
    const canvas = within(canvasElement);
    const code = canvas.getByRole('button', { name: new RegExp(t('forms:phone.countryCode')) });
    const input = canvas.getByRole('textbox');
    await expect(code.getBoundingClientRect().left).toBeLessThan(input.getBoundingClientRect().left);
    await expect(input).toHaveAttribute('dir', 'ltr');
    await userEvent.tab();
    await waitFor(() => expect(code).toHaveFocus());
    await expect(code).toHaveTextContent('+966');
    await userEvent.keyboard('{Enter}');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(code).toHaveFocus());
    await expect(code).toHaveTextContent('+971');
    await expect(args.onChange).toHaveBeenLastCalledWith({ countryCode: '971', number: '' });
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard(' 050 123 4567 ');
    await expect(args.onChange).toHaveBeenLastCalledWith({ countryCode: '971', number: '501234567' });
    await userEvent.clear(input);
    await userEvent.paste('+966 55 000 1111');
    await expect(args.onChange).toHaveBeenLastCalledWith({ countryCode: '966', number: '550001111' });
    await expect(code).toHaveTextContent('+966');
  },
};

export const DefaultRtl: Story = { ...Default, globals: rtl, tags: ['rtl-twin'] };
export const InvalidRtl: Story = { ...Invalid, globals: rtl, tags: ['rtl-twin'] };
export const CountryListRtl: Story = { ...CountryList, globals: rtl, tags: ['rtl-twin'] };
export const KeyboardEntryRtl: Story = { ...KeyboardEntry, globals: rtl, tags: ['rtl-twin'] };
