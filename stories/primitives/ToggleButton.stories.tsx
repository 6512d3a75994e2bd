import type { Meta, StoryObj } from '@storybook/react-vite';
import { Rows3, Star } from 'lucide-react';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { buttonSizes, ToggleButton } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const copy = {
  en: { unread: 'Only unread', compact: 'Compact rows', star: 'Star ticket' },
  ar: { unread: 'غير المقروءة فقط', compact: 'صفوف مضغوطة', star: 'تمييز التذكرة بنجمة' },
};

const meta = {
  title: 'Primitives/ToggleButton',
  component: ToggleButton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A button that stays pressed (`aria-pressed`): a list filter ("Only unread"), table density, bold in an editor. Its label stays the same in both states; the pressed look says whether it is on. For a setting that is saved, use Switch; for an action, Button.',
      },
    },
  },
  argTypes: { size: { control: 'inline-radio', options: buttonSizes } },
  args: { onChange: fn(), size: 'md' },
  render: function Render(args) {
    const c = useCopy(copy);
    return <ToggleButton {...args}>{c.unread}</ToggleButton>;
  },
} satisfies Meta<typeof ToggleButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { defaultSelected: true } };
export const Disabled: Story = { args: { isDisabled: true } };
export const WithIcon: Story = {
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <ToggleButton {...args} icon={<Rows3 size={16} />} defaultSelected>
        {c.compact}
      </ToggleButton>
    );
  },
};
export const IconOnly: Story = {
  render: function Render(args) {
    const c = useCopy(copy);
    return <ToggleButton {...args} aria-label={c.star} icon={<Star size={18} />} />;
  },
};

/** Keyboard only: Tab to it, Space and Enter flip `aria-pressed` and call onChange. */
export const KeyboardToggle: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const OnRtl: Story = { ...On, globals: rtl, tags: ['rtl-twin'] };
export const WithIconRtl: Story = { ...WithIcon, globals: rtl, tags: ['rtl-twin'] };
