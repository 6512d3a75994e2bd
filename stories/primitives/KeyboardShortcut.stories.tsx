import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Button, KeyboardShortcut, keyboardShortcutSizes, Menu, MenuItem, MenuTrigger, type ShortcutKey } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const caps = (root: HTMLElement) => [...root.querySelectorAll('kbd kbd')].map((cap) => cap.textContent);

const meta = {
  title: 'Primitives/KeyboardShortcut',
  component: KeyboardShortcut,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'A keyboard shortcut hint (`<kbd>` key caps joined by "+"), for menu items, buttons, tooltips and help text. Screen readers hear translated key names ("Control + K" / "مفتاح التحكم + K"), not the symbols. Use `size="sm"` inside a menu item or a button. It only shows the shortcut: bind the keys yourself. To tie it to a control, give it an `id` and list that id in the control’s `aria-describedby` (a MenuItem does this by itself); `toAriaKeyShortcuts(keys)` gives the `aria-keyshortcuts` value for elements that pass it to the DOM (react-aria’s Button does not). Not for keys a person types as data (use code formatting) or for instructions that need a sentence.',
          '',
          '**Direction.** The keys are an isolated left-to-right run in every language, so "Ctrl + K" is never reordered into "K + Ctrl" on an Arabic page.',
          '',
          '**Arrow keys do not mirror.** `ArrowLeft` is the key on the left of every keyboard, so its glyph (←) stays the same in Arabic. Where a shortcut means a direction in the text ("next", "towards the end of the line"), pass the logical `ArrowInlineEnd` / `ArrowInlineStart`: it shows → in English and ← in Arabic, the key that actually moves that way (the Slider works the same way).',
          '',
          '**Words on the caps.** Key names come from `data:kbd.cap.*` (what is printed on the cap) and `data:kbd.name.*` (what is read out). Keyboards sold in the Gulf print Ctrl, Shift, Alt, Enter, Esc and Tab in Latin letters, so the Arabic caps keep them and only the spoken names are Arabic; the unlabelled space bar shows "مسافة".',
        ].join('\n'),
      },
    },
  },
  argTypes: {
    size: { control: 'inline-radio', options: keyboardShortcutSizes },
  },
  args: { keys: ['Ctrl', 'K'], size: 'md' },
} satisfies Meta<typeof KeyboardShortcut>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Screen readers hear the key names once; the caps themselves are hidden from them. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(caps(canvasElement)).toEqual(['Ctrl', 'K']);
    await expect(canvas.getByText(globals.locale === 'ar' ? 'مفتاح التحكم + K' : 'Control + K')).toBeInTheDocument();
    await expect(canvasElement.querySelector('kbd[dir="ltr"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const DefaultRtl: Story = { ...Default, globals: rtl, tags: ['rtl-twin'] };

const gallery: { keys: ShortcutKey[]; en: string; ar: string }[] = [
  { keys: ['Ctrl', 'K'], en: 'Search', ar: 'البحث' },
  { keys: ['⌘', 'K'], en: 'Search on a Mac', ar: 'البحث على Mac' },
  { keys: ['⌘', 'Shift', 'P'], en: 'Command palette', ar: 'لوحة الأوامر' },
  { keys: ['Ctrl', 'Enter'], en: 'Send the reply', ar: 'إرسال الرد' },
  { keys: ['Esc'], en: 'Close the dialog', ar: 'إغلاق مربع الحوار' },
  { keys: ['Shift', 'Tab'], en: 'Previous field', ar: 'الحقل السابق' },
  { keys: ['Ctrl', 'Space'], en: 'Open suggestions', ar: 'فتح الاقتراحات' },
  { keys: ['ArrowUp'], en: 'Previous conversation', ar: 'المحادثة السابقة' },
  { keys: ['ArrowDown'], en: 'Next conversation', ar: 'المحادثة التالية' },
  { keys: ['Alt', 'ArrowInlineEnd'], en: 'Next tab (logical arrow)', ar: 'التبويب التالي (سهم منطقي)' },
  { keys: ['Alt', 'ArrowLeft'], en: 'Left arrow, in every language', ar: 'السهم الأيسر في كل اللغات' },
];

/**
 * Common shortcuts in both sizes. The logical `ArrowInlineEnd` row shows → in English and ← in
 * Arabic; the physical `ArrowLeft` row shows ← in both.
 */
export const Gallery: Story = {
  render: function Render(args) {
    const locale = useCopy({ en: 'en' as const, ar: 'ar' as const });
    return (
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content max-content max-content', gap: '8px 24px', margin: 0 }}>
        {gallery.map((row) => (
          <div key={row.keys.join('+')} style={{ display: 'contents' }}>
            <dt>{row[locale]}</dt>
            {keyboardShortcutSizes.map((size) => (
              <dd key={size} style={{ margin: 0 }}>
                <KeyboardShortcut {...args} keys={row.keys} size={size} />
              </dd>
            ))}
          </div>
        ))}
      </dl>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const rows = [...canvasElement.querySelectorAll('dd:nth-of-type(1)')];
    const logical = rows[9] as HTMLElement;
    const physical = rows[10] as HTMLElement;
    await expect(caps(logical)).toEqual(['Alt', globals.locale === 'ar' ? '←' : '→']);
    await expect(caps(physical)).toEqual(['Alt', '←']);
    await expect(within(physical).getByText(globals.locale === 'ar' ? 'مفتاح Alt + السهم الأيسر' : 'Alt + Left arrow')).toBeInTheDocument();
  },
};

export const GalleryRtl: Story = { ...Gallery, globals: rtl, tags: ['rtl-twin'] };

/** In a sentence: the keys keep their order inside Arabic text. */
export const InText: Story = {
  render: function Render(args) {
    const copy = useCopy({
      en: { before: 'Press', after: 'anywhere to search orders, customers and campaigns.' },
      ar: { before: 'اضغط', after: 'في أي مكان للبحث في الطلبات والعملاء والحملات.' },
    });
    return (
      <p style={{ margin: 0, maxInlineSize: 420 }}>
        {copy.before} <KeyboardShortcut {...args} /> {copy.after}
      </p>
    );
  },
  play: async ({ canvasElement }) => {
    const [ctrl, k] = [...canvasElement.querySelectorAll('kbd kbd')];
    // Ctrl stays on the left of K in both directions.
    await expect(ctrl!.getBoundingClientRect().left).toBeLessThan(k!.getBoundingClientRect().left);
  },
};

export const InTextRtl: Story = { ...InText, globals: rtl, tags: ['rtl-twin'] };

/**
 * The small size inside a button. The button is named "Search" and described by the shortcut
 * (its `id` is in the button's `aria-describedby`), so the name stays short.
 */
export const InButton: Story = {
  args: { size: 'sm' },
  render: function Render(args) {
    const label = useCopy({ en: 'Search', ar: 'البحث' });
    return (
      <div style={{ display: 'flex', gap: 12 }}>
        {(['secondary', 'primary'] as const).map((variant) => (
          <Button key={variant} variant={variant} icon={<Search size={16} />} aria-describedby={`shortcut-${variant}`}>
            {label} <KeyboardShortcut {...args} id={`shortcut-${variant}`} />
          </Button>
        ))}
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const [button] = within(canvasElement).getAllByRole('button');
    await expect(button).toHaveAccessibleName(globals.locale === 'ar' ? 'البحث' : 'Search');
    await expect(button).toHaveAccessibleDescription(globals.locale === 'ar' ? 'مفتاح التحكم + K' : 'Control + K');
  },
};

export const InButtonRtl: Story = { ...InButton, globals: rtl, tags: ['rtl-twin'] };

/**
 * In menu items the shortcut sits at the inline end. The MenuItem lists it in the item's
 * `aria-describedby` by itself, so the item's name stays "Copy link".
 */
export const InMenu: Story = {
  args: { size: 'sm' },
  parameters: { visual: { target: 'viewport' } },
  render: function Render(args) {
    const copy = useCopy({
      en: { menu: 'Conversation actions', copy: 'Copy link', assign: 'Assign to me', close: 'Close conversation' },
      ar: { menu: 'إجراءات المحادثة', copy: 'نسخ الرابط', assign: 'إسنادها إليّ', close: 'إغلاق المحادثة' },
    });
    const items: { id: string; label: string; keys: ShortcutKey[] }[] = [
      { id: 'copy', label: copy.copy, keys: ['Ctrl', 'Shift', 'C'] },
      { id: 'assign', label: copy.assign, keys: ['Alt', 'A'] },
      { id: 'close', label: copy.close, keys: ['Ctrl', 'Enter'] },
    ];
    return (
      <div style={{ display: 'flex', justifyContent: 'center', paddingBlockEnd: 180 }}>
        <MenuTrigger defaultOpen>
          <Button variant="secondary">{copy.menu}</Button>
          <Menu placement="bottom">
            {items.map((item) => (
              <MenuItem key={item.id} id={item.id} textValue={item.label}>
                <span style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 24 }}>
                  <span>{item.label}</span>
                  <KeyboardShortcut {...args} keys={item.keys} />
                </span>
              </MenuItem>
            ))}
          </Menu>
        </MenuTrigger>
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    const [first] = within(menu).getAllByRole('menuitem');
    await expect(first).toHaveAccessibleName(globals.locale === 'ar' ? 'نسخ الرابط' : 'Copy link');
    await expect(first).toHaveAccessibleDescription(globals.locale === 'ar' ? 'مفتاح التحكم + مفتاح Shift + C' : 'Control + Shift + C');
  },
};

export const InMenuRtl: Story = { ...InMenu, globals: rtl, tags: ['rtl-twin'] };
