import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createI18n, isLocale } from '@wasl/i18n';
import { ComboBox, ComboBoxItem } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const copy = {
  en: {
    label: 'Assign to agent',
    hint: 'Type a name to filter.',
    agents: [
      { id: 'sara', name: 'Sara Al-Harbi' },
      { id: 'omar', name: 'Omar Haddad' },
      { id: 'noura', name: 'Noura Al-Qahtani' },
      { id: 'khalid', name: 'Khalid Mansour' },
      { id: 'lina', name: 'Lina Saleh' },
    ],
    search: 'Nou',
    none: 'xyz',
  },
  ar: {
    label: 'إسناد إلى موظف',
    hint: 'اكتب اسمًا للتصفية.',
    agents: [
      { id: 'sara', name: 'سارة الحربي' },
      { id: 'omar', name: 'عمر حداد' },
      { id: 'noura', name: 'نورة القحطاني' },
      { id: 'khalid', name: 'خالد منصور' },
      { id: 'lina', name: 'لينا صالح' },
    ],
    search: 'نورة',
    none: 'xyz',
  },
};

const meta = {
  title: 'Primitives/ComboBox',
  component: ComboBox,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Type to filter a long list, then choose (agent to assign, product, country). Opens as you type or with ArrowDown; Enter chooses, Escape closes. An empty filter says so. For short lists use Select.',
      },
    },
  },
  args: { label: '', children: null, onChange: fn() },
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <div style={{ maxInlineSize: 320 }}>
        <ComboBox {...args} label={args.label || c.label} description={c.hint} defaultItems={c.agents}>
          {(item) => {
            const agent = item as (typeof c.agents)[number];
            return <ComboBoxItem id={agent.id}>{agent.name}</ComboBoxItem>;
          }}
        </ComboBox>
      </div>
    );
  },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: 'omar' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'omar' } };
/** No agent matches: the list says so instead of closing silently. */
export const NoMatches: Story = {
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvasElement, globals }) => {
    const t = createI18n(isLocale(globals.locale) ? globals.locale : 'en').t;
    await userEvent.click(within(canvasElement).getByRole('combobox'));
    await userEvent.keyboard(copy.en.none);
    await userEvent.keyboard('{ArrowDown}');
    const empty = await within(document.body).findByText(t('forms:select.noResults'));
    // The popover fades in: wait for it rather than catch its first frame.
    await waitFor(() => expect(empty).toBeVisible());
  },
};

/** Keyboard only: type to filter, ArrowDown to the match, Enter chooses it and fills the box. */
export const KeyboardFilterAndChoose: Story = {
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvasElement, args, globals }) => {
    const c = copy[globals.locale === 'ar' ? 'ar' : 'en'];
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard(c.search);
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('noura');
    await expect(input).toHaveValue(c.agents[2]?.name);
    await waitFor(() => expect(input).toHaveFocus());
  },
};

export const WithValueRtl: Story = { ...WithValue, globals: rtl, tags: ['rtl-twin'] };
export const NoMatchesRtl: Story = { ...NoMatches, globals: rtl, tags: ['rtl-twin'] };
export const KeyboardFilterAndChooseRtl: Story = { ...KeyboardFilterAndChoose, globals: rtl, tags: ['rtl-twin'] };
