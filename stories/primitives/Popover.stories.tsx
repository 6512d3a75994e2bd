import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, DialogTrigger, Popover, popoverPlacements } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const copy = {
  en: {
    trigger: 'What is a coin?',
    title: 'Coins',
    body: 'One coin sends one campaign message. Coins come with your plan and can be topped up at any time.',
    done: 'Got it',
  },
  ar: {
    trigger: 'ما هي العملة؟',
    title: 'العملات',
    body: 'كل عملة تُرسل رسالة حملة واحدة. تأتي العملات مع باقتك ويمكنك شحنها في أي وقت.',
    done: 'فهمت',
  },
};

const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  tags: ['autodocs'],
  parameters: {
    visual: { target: 'viewport' },
    docs: {
      description: {
        component:
          'Non-modal content anchored to a button: an explanation with a link, a small filter form. Put it in a `DialogTrigger`; Escape or a press outside closes it and focus returns to the button. `start`/`end` placements follow the reading direction. Not for a plain hint (Tooltip) or a list of actions (Menu).',
      },
    },
  },
  argTypes: { placement: { control: 'inline-radio', options: popoverPlacements } },
  args: { children: null, placement: 'bottom', showArrow: true },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: 320, display: 'grid', placeItems: 'center' }}>
        <Story />
      </div>
    ),
  ],
  render: function Render(args, { parameters }) {
    const c = useCopy(copy);
    return (
      <DialogTrigger defaultOpen={parameters.closed ? false : true}>
        <Button variant="secondary" icon={<Info size={16} />}>
          {c.trigger}
        </Button>
        <Popover {...args} title={c.title}>
          {(close) => (
            <>
              <p style={{ margin: 0 }}>{c.body}</p>
              <Button size="sm" variant="secondary" onPress={close}>
                {c.done}
              </Button>
            </>
          )}
        </Popover>
      </DialogTrigger>
    );
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
/** `end` is to the right in English and to the left in Arabic. */
export const PlacementEnd: Story = { args: { placement: 'end' } };

/** Keyboard only: Enter opens it with focus inside, Escape closes it and focus returns to the button. */
export const KeyboardOpenClose: Story = {
  parameters: { closed: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button');
    // Start from the document, whatever an earlier story left focused.
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard(' ');
    await body.findByRole('dialog');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const OpenRtl: Story = { ...Open, globals: rtl, tags: ['rtl-twin'] };
export const PlacementEndRtl: Story = { ...PlacementEnd, globals: rtl, tags: ['rtl-twin'] };
export const KeyboardOpenCloseRtl: Story = { ...KeyboardOpenClose, globals: rtl, tags: ['rtl-twin'] };
