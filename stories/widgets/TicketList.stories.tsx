import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, EmptyState } from '@wasl/ui';
import { TicketList, type TicketTab } from '@wasl/widgets';
import { useCopy, useStoryT } from '../support/i18n';
import { hostileTickets, longArabicTickets, ticketCounts, ticketsAr, ticketsEn } from '../support/tickets';

/** The screen's next action and error state, in the story's language. */
function RaiseAction() {
  const t = useStoryT();
  return <Button variant="secondary">{t('support:raise.action')}</Button>;
}
function LoadFailed() {
  const t = useStoryT();
  return (
    <div role="alert">
      <EmptyState headingLevel={2} title={t('support:list.loadErrorTitle')} description={t('errors:network')} />
    </div>
  );
}

const meta = {
  title: 'Widgets/Support/TicketList',
  component: TicketList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The merchant's support tickets (SPEC §2, §3): tabs all / open / closed with their counts (the first load's `init_tickets`, `open_tickets`, `closed_tickets`), each ticket's topic (a link to `/support/{id}`), the start of its description, its status and the support replies not read yet, then the pages. Pure: the screen passes the selected tab's page and keeps tab and page in the URL. Topics and descriptions are isolated (`<bdi>`, `dir=\"auto\"`).",
      },
    },
  },
  args: {
    tab: 'all',
    counts: ticketCounts,
    tickets: ticketsEn,
    page: 1,
    totalPages: 1,
    onTabChange: fn(),
    onPageChange: fn(),
    hrefOf: (ticket) => `/support/${ticket.id}`,
  },
  render: function Render(args) {
    // The realistic tickets follow the story's language; the other fixtures are the same in both.
    const localised = useCopy({ en: args.tickets, ar: args.tickets === ticketsEn ? ticketsAr : args.tickets });
    const [tab, setTab] = useState<TicketTab>(args.tab);
    const tickets = localised && tab !== 'all' ? localised.filter((ticket) => ticket.status === tab) : localised;
    return (
      <TicketList
        {...args}
        tab={tab}
        tickets={tickets}
        onTabChange={(next) => {
          setTab(next);
          args.onTabChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof TicketList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every ticket, two with support replies not read yet. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent(/4|٤/);
    await expect(canvas.getAllByRole('link')[0]).toHaveAttribute('href', '/support/41');
  },
};

/** Page 2 of 3: the pagination shows. */
export const Paged: Story = { args: { page: 2, totalPages: 3 } };

/** The first page is on its way: skeleton rows, no counts yet. */
export const Loading: Story = { args: { tickets: undefined, counts: {} } };

/** No ticket yet: the explanation and the next action. */
export const Empty: Story = {
  args: { tickets: [], counts: { all: 0, open: 0, closed: 0 }, emptyAction: <RaiseAction /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
  },
};

/** The page could not be loaded: the screen's error state in place of the list. */
export const LoadError: Story = {
  args: {
    tickets: undefined,
    counts: {},
    error: <LoadFailed />,
  },
};

/** Every text hostile: markup stays text, bidi is isolated, 200-character words wrap. */
export const Hostile: Story = {
  args: { tickets: hostileTickets, counts: { all: 12345, open: 9999, closed: 0 } },
  // Taller than the viewport: a canvas shot leaves what lies below it blank, so photograph the
  // viewport (the play function checks every ticket).
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('<script>alert(1)</script>').length).toBeGreaterThan(0);
    await expect(canvasElement.querySelector('script, img[src="x"], svg[onload]')).toBeNull();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

/** Long Arabic topics and descriptions wrap; the description is cut after two lines. */
export const LongArabic: Story = { args: { tickets: longArabicTickets, counts: { all: 2, open: 1, closed: 1 } } };

/** Keyboard only: the arrows follow the reading direction between tabs; Tab then reaches the first ticket. */
export const KeyboardTabs: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const [all, open, closed] = canvas.getAllByRole('tab');
    const forward = globals.locale === 'ar' ? '{ArrowLeft}' : '{ArrowRight}';
    await userEvent.tab();
    await waitFor(() => expect(all).toHaveFocus());
    await userEvent.keyboard(forward);
    await waitFor(() => expect(open).toHaveAttribute('aria-selected', 'true'));
    await expect(args.onTabChange).toHaveBeenLastCalledWith('open');
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(closed).toHaveAttribute('aria-selected', 'true'));
    await expect(args.onTabChange).toHaveBeenLastCalledWith('closed');
    // The panel holds links, so it is not a tab stop itself: Tab goes straight to the first ticket.
    await userEvent.tab();
    await waitFor(() => expect(canvas.getAllByRole('link')[0]).toHaveFocus());
  },
};
