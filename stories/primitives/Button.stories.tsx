import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useStoryT } from '../support/i18n';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'An action. Use one `primary` button per view for the main action, `secondary` for the rest, `ghost` in toolbars and dense rows, `danger` only for destructive actions (paired with a confirmation). Not for navigation: use a link.',
      },
    },
  },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  args: { onPress: fn(), variant: 'primary', size: 'md' },
  render: function Render(args) {
    const t = useStoryT();
    return <Button {...args}>{args.children ?? t('common:showcase.sendCampaign')}</Button>;
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = { args: { variant: 'danger' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Pending: Story = { args: { isPending: true } };

export const AllVariantsAndSizes: Story = {
  render: function Render(args) {
    const t = useStoryT();
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        {buttonSizes.map((size) => (
          <div key={size} style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
            {buttonVariants.map((variant) => (
              <Button key={variant} {...args} variant={variant} size={size}>
                {t('common:showcase.saveDraft')}
              </Button>
            ))}
          </div>
        ))}
      </div>
    );
  },
};

export const WithIcon: Story = {
  render: function Render(args) {
    const t = useStoryT();
    return (
      <Button {...args} icon={<Plus size={16} />}>
        {t('common:showcase.sendCampaign')}
      </Button>
    );
  },
};

export const IconOnly: Story = {
  render: function Render(args) {
    const t = useStoryT();
    return <Button {...args} variant="ghost" aria-label={t('common:showcase.deleteCampaign')} icon={<Trash2 size={18} />} />;
  },
};

/** Keyboard only: Tab reaches the button, Enter and Space both press it; a disabled button is skipped. */
export const KeyboardPress: Story = {
  render: function Render(args) {
    const t = useStoryT();
    return (
      <div style={{ display: 'flex', gap: 12 }}>
        <Button {...args} variant="secondary" isDisabled>
          {t('common:showcase.cancel')}
        </Button>
        <Button {...args}>{t('common:showcase.sendCampaign')}</Button>
      </div>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const enabled = canvas.getAllByRole('button').find((el) => !el.hasAttribute('disabled') && !el.hasAttribute('data-disabled'));
    await userEvent.tab();
    await waitFor(() => expect(enabled).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
    await expect(enabled).toHaveAttribute('data-focus-visible', 'true');
  },
};

// RTL twins: the same states in Arabic, right to left.
export const PrimaryRtl: Story = { ...Primary, globals: rtl, tags: ['rtl-twin'] };
export const AllVariantsAndSizesRtl: Story = { ...AllVariantsAndSizes, globals: rtl, tags: ['rtl-twin'] };
export const WithIconRtl: Story = { ...WithIcon, globals: rtl, tags: ['rtl-twin'] };
export const PendingRtl: Story = { ...Pending, globals: rtl, tags: ['rtl-twin'] };
export const KeyboardPressRtl: Story = { ...KeyboardPress, globals: rtl, tags: ['rtl-twin'] };
