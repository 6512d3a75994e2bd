import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TicketThread } from '@wasl/widgets';
import { useCopy } from '../support/i18n';
import { hostileThread, longArabicThread, threadAr, threadEn } from '../support/tickets';

const meta = {
  title: 'Widgets/Support/TicketThread',
  component: TicketThread,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'One support ticket (SPEC §3, §4): its status and when it was raised, the conversation with the support desk (`GET /section/support/inspect/{id}`), a reply box while it is open and the close / reopen toggle (`POST /section/support/tickets/status/{id}`). Pure: the screen keeps the draft, sends it in `onReply` and clears it once sent. The reply is required (the product\'s own text on submit). Messages keep their line breaks and are isolated with `dir="auto"`.',
      },
    },
  },
  args: { ticket: threadEn, draft: '', onDraftChange: fn(), onReply: fn(), onToggleStatus: fn() },
  render: function Render(args) {
    const ticket = useCopy({ en: args.ticket, ar: args.ticket === threadEn ? threadAr : args.ticket });
    const [draft, setDraft] = useState(args.draft);
    return (
      <TicketThread
        {...args}
        ticket={ticket}
        draft={draft}
        onDraftChange={(next) => {
          setDraft(next);
          args.onDraftChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof TicketThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An open ticket: the merchant's messages on the inline-end side, support's on the start side. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('textbox')).toBeVisible();
  },
};

/** A closed ticket: no reply box, "Reopen ticket" instead of "Close ticket". */
export const Closed: Story = {
  args: { ticket: { ...threadEn, status: 'closed' } },
  render: function Render(args) {
    const ticket = useCopy({ en: args.ticket, ar: { ...threadAr, status: 'closed' as const } });
    return <TicketThread {...args} ticket={ticket} />;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('textbox')).toBeNull();
  },
};

/** A reply on its way. */
export const Sending: Story = { args: { draft: 'Any news?', isSending: true } };

/** The reply failed: the translated reason above the conversation. */
export const Failed: Story = { args: { draft: 'Any news?', errorMessage: 'This ticket is closed: reopen it to reply.' } };

/** Submitting an empty reply shows the product's own message and sends nothing. */
export const EmptyReply: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button').at(-1)!);
    await waitFor(() => expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onReply).not.toHaveBeenCalled();
  },
};

/** Every message hostile: markup stays text, bidi is isolated, 200-character words wrap. */
export const Hostile: Story = {
  args: { ticket: hostileThread },
  // Taller than the viewport: a canvas shot leaves what lies below it blank, so photograph the
  // viewport (the play function checks the whole thread).
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('<script>alert(1)</script>').length).toBeGreaterThan(0);
    await expect(canvasElement.querySelector('ol script, ol img[src="x"], ol svg[onload]')).toBeNull();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

/** Long Arabic messages wrap and keep their line breaks. */
export const LongArabic: Story = { args: { ticket: longArabicThread } };

/** Keyboard only: close the ticket, write a reply and send it. */
export const KeyboardReply: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getAllByRole('button')[0]).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggleStatus).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('textbox')).toHaveFocus());
    await userEvent.keyboard('  Any news on this?  ');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getAllByRole('button').at(-1)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onReply).toHaveBeenCalledWith('Any news on this?'));
  },
};
