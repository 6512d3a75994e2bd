import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, Trash2 } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Tooltip, tooltipPlacements } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const copy = {
  en: { export: 'Export conversations (CSV)', remove: 'Remove agent' },
  ar: { export: 'تصدير المحادثات (CSV)', remove: 'إزالة الموظف' },
};

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  parameters: {
    visual: { target: 'viewport' },
    docs: {
      description: {
        component:
          "A short hint for a focusable control, shown on hover (after a delay) and at once on keyboard focus, hidden by Escape. Use it on icon-only buttons, repeating the button's `aria-label`, and on the collapsed sidebar. Never put essential or interactive content in it (use a Popover).",
      },
    },
  },
  argTypes: { placement: { control: 'inline-radio', options: tooltipPlacements } },
  args: { content: '', children: null, placement: 'top', defaultOpen: true },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: 160, display: 'grid', placeItems: 'center' }}>
        <Story />
      </div>
    ),
  ],
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <Tooltip {...args} content={c.export}>
        <Button variant="secondary" aria-label={c.export} icon={<Download size={18} />} />
      </Tooltip>
    );
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const PlacementEnd: Story = { args: { placement: 'end' } };

/** Keyboard only: focus shows the tooltip at once and it describes the button; Escape hides it; moving on hides it. */
export const KeyboardFocus: Story = {
  args: { defaultOpen: false },
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <div style={{ display: 'flex', gap: 12 }}>
        <Tooltip {...args} content={c.export}>
          <Button variant="secondary" aria-label={c.export} icon={<Download size={18} />} />
        </Tooltip>
        <Tooltip {...args} content={c.remove}>
          <Button variant="ghost" aria-label={c.remove} icon={<Trash2 size={18} />} />
        </Tooltip>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const [exportButton] = within(canvasElement).getAllByRole('button');
    await userEvent.tab();
    await waitFor(() => expect(exportButton).toHaveFocus());
    const tooltip = await body.findByRole('tooltip');
    await expect(exportButton).toHaveAttribute('aria-describedby', tooltip.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    await waitFor(() => expect(exportButton).toHaveFocus());
    await userEvent.tab();
    const second = await body.findByRole('tooltip');
    await expect(second).toHaveTextContent(/Remove agent|إزالة الموظف/);
  },
};

export const OpenRtl: Story = { ...Open, globals: rtl, tags: ['rtl-twin'] };
export const PlacementEndRtl: Story = { ...PlacementEnd, globals: rtl, tags: ['rtl-twin'] };
export const KeyboardFocusRtl: Story = { ...KeyboardFocus, globals: rtl, tags: ['rtl-twin'] };
