import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InspectNumber } from '@wasl/widgets/inbox';

const meta = {
  title: 'Widgets/Inbox/InspectNumber',
  component: InspectNumber,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "SPEC §5's inspect-a-number field on `/inspect`: a country code (966 by default) plus the trimmed number; a valid phone is required. `onInspect` receives the E.164 digits (`966501234567`) and the screen opens `/inspect/966501234567`.",
      },
    },
  },
  args: { onInspect: fn() },
  render: (args) => (
    <div style={{ maxInlineSize: 480 }}>
      <InspectNumber {...args} />
    </div>
  ),
} satisfies Meta<typeof InspectNumber>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Keyboard only: a national number with a trunk 0 and spaces opens +966's thread; an invalid one is refused. */
export const KeyboardInspect: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('textbox')).toHaveFocus());
    await userEvent.keyboard('12');
    await userEvent.keyboard('{Enter}');
    await expect(args.onInspect).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByRole('textbox'));
    await userEvent.keyboard(' 050 123 4567 ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onInspect).toHaveBeenCalledWith('966501234567');
  },
};
