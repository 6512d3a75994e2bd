import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bold, Italic, Link2, List, ListOrdered, Smile } from 'lucide-react';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { Button, ToggleButton, Toolbar, ToolbarSeparator } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const copy = {
  en: {
    label: 'Message formatting',
    bold: 'Bold',
    italic: 'Italic',
    bullets: 'Bulleted list',
    numbers: 'Numbered list',
    link: 'Insert link',
    emoji: 'Insert emoji',
  },
  ar: {
    label: 'تنسيق الرسالة',
    bold: 'عريض',
    italic: 'مائل',
    bullets: 'قائمة نقطية',
    numbers: 'قائمة مرقمة',
    link: 'إدراج رابط',
    emoji: 'إدراج رمز تعبيري',
  },
};

const meta = {
  title: 'Primitives/Toolbar',
  component: Toolbar,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A row of related controls (the quick-message and campaign editors, table actions). Arrow keys move between the buttons in reading order (ArrowLeft moves forward in Arabic), Home/End jump to the ends. Always give it an `aria-label`. Not for page navigation (Tabs) or for unrelated buttons (lay them out with Inline).',
      },
    },
  },
  args: { children: null },
  render: function Render(args) {
    const c = useCopy(copy);
    const onPress = fn();
    return (
      <Toolbar {...args} aria-label={c.label}>
        <ToggleButton size="sm" aria-label={c.bold} icon={<Bold size={16} />} defaultSelected />
        <ToggleButton size="sm" aria-label={c.italic} icon={<Italic size={16} />} />
        <ToolbarSeparator />
        <ToggleButton size="sm" aria-label={c.bullets} icon={<List size={16} />} />
        <ToggleButton size="sm" aria-label={c.numbers} icon={<ListOrdered size={16} />} />
        <ToolbarSeparator />
        <Button size="sm" variant="ghost" aria-label={c.link} icon={<Link2 size={16} />} onPress={onPress} />
        <Button size="sm" variant="ghost" aria-label={c.emoji} icon={<Smile size={16} />} onPress={onPress} />
      </Toolbar>
    );
  },
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Keyboard only: Tab enters at the first button, ArrowRight moves forward (ArrowLeft in Arabic), Space toggles. */
export const KeyboardRovingFocus: Story = {
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <Toolbar {...args} aria-label={c.label}>
          <ToggleButton size="sm" aria-label={c.bold} icon={<Bold size={16} />} />
          <ToggleButton size="sm" aria-label={c.italic} icon={<Italic size={16} />} />
          <ToolbarSeparator />
          <ToggleButton size="sm" aria-label={c.bullets} icon={<List size={16} />} />
        </Toolbar>
        <Button variant="secondary">{c.emoji}</Button>
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const c = copy[globals.locale === 'ar' ? 'ar' : 'en'];
    const canvas = within(canvasElement);
    const forward = globals.locale === 'ar' ? '{ArrowLeft}' : '{ArrowRight}';
    const back = globals.locale === 'ar' ? '{ArrowRight}' : '{ArrowLeft}';
    await userEvent.tab();
    const bold = canvas.getByRole('button', { name: c.bold });
    await waitFor(() => expect(bold).toHaveFocus());
    await userEvent.keyboard(forward);
    const italic = canvas.getByRole('button', { name: c.italic });
    await waitFor(() => expect(italic).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(italic).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(forward);
    await waitFor(() => expect(canvas.getByRole('button', { name: c.bullets })).toHaveFocus());
    await userEvent.keyboard(back);
    await waitFor(() => expect(italic).toHaveFocus());
    await expect(canvas.getByRole('toolbar')).toHaveAccessibleName(c.label);
  },
};

export const DefaultRtl: Story = { ...Default, globals: rtl, tags: ['rtl-twin'] };
export const KeyboardRovingFocusRtl: Story = { ...KeyboardRovingFocus, globals: rtl, tags: ['rtl-twin'] };
