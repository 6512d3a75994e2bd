import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ColorPicker, sectionSwatches } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const [, second] = sectionSwatches;

const meta = {
  title: 'Primitives/ColorPicker',
  component: ColorPicker,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A section colour: one of the suggested swatches (the chart series, distinguishable with colour-vision deficiencies) or a custom colour from an area, a hue slider and a hex field. The value is `#rrggbb`. Use `ColorSwatchPicker` alone where custom colours make no sense.',
      },
    },
  },
  args: { label: '', onChange: fn() },
  render: function Render(args) {
    const label = useCopy({ en: 'Section colour', ar: 'لون القسم' });
    return <ColorPicker {...args} label={args.label || label} />;
  },
} satisfies Meta<typeof ColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { defaultValue: second?.color } };
export const SwatchesOnly: Story = { args: { allowCustom: false } };

/** The custom editor, open on a colour outside the suggestions. */
export const CustomOpen: Story = {
  args: { defaultValue: '#7a3fd1', defaultOpen: true },
  parameters: { visual: { target: 'viewport' } },
};

/**
 * Keyboard only: Tab into the swatches (the selected one has focus), the forward arrow (ArrowRight in
 * English, ArrowLeft in Arabic) moves to the next colour and Enter selects it; Tab reaches "Custom colour", Enter opens the
 * editor, typing a hex code changes the colour, Escape closes.
 */
export const KeyboardOnly: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const forward = globals.locale === 'ar' ? '{ArrowLeft}' : '{ArrowRight}';
    await userEvent.tab();
    await expect(document.activeElement).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard(forward);
    await expect(document.activeElement).toHaveAccessibleName(globals.locale === 'ar' ? /برتقالي/ : /Orange/);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(second?.color));
    await userEvent.tab();
    const custom = canvas.getByRole('button', { name: globals.locale === 'ar' ? /لون مخصص/ : /Custom colour/ });
    await waitFor(() => expect(custom).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const hex = await within(document.body).findByRole('textbox', { name: globals.locale === 'ar' ? 'الرمز السداسي' : 'Hex code' });
    for (let i = 0; i < 6 && document.activeElement !== hex; i++) await userEvent.tab();
    await waitFor(() => expect(hex).toHaveFocus());
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await userEvent.keyboard('#1d5fa8{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('#1d5fa8');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(custom).toHaveFocus());
  },
};

export const DefaultRtl: Story = { ...Default, globals: rtl, tags: ['rtl-twin'] };
export const CustomOpenRtl: Story = { ...CustomOpen, globals: rtl, tags: ['rtl-twin'] };
export const KeyboardOnlyRtl: Story = { ...KeyboardOnly, globals: rtl, tags: ['rtl-twin'] };
