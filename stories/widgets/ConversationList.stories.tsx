import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConversationList, type InboxFilter } from '@wasl/widgets/inbox';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';
import { conversationsAr, conversationsEn, counts, hostileConversations, sections } from '../support/inbox';

const meta = {
  title: 'Widgets/Inbox/ConversationList',
  component: ConversationList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The inbox (`/inspect`, issue 19): filters (waiting, mine, all open, closed, all) with their counts, a section, a search by phone or name, and the conversations, newest first. Each row names the customer (WhatsApp profile name, else the number) in `<bdi>`, says the state in words — with the bot, waiting for an agent, assigned to X, closed — not only in colour, the last message as text, and the unread count. The list is one tab stop: ↑/↓ move, Home/End jump, Enter or the arrow pointing forward in the reading direction (→ in English, ← in Arabic) opens the thread (`onOpen`). Pure: the screen passes `GET /section/conversations`'s answer and keeps filters in the URL.",
      },
    },
  },
  args: {
    conversations: conversationsEn,
    counts,
    total: 4,
    filter: 'open',
    onFilterChange: fn(),
    sections,
    sectionId: null,
    onSectionChange: fn(),
    search: '',
    onSearchChange: fn(),
    selectedPhone: null,
    onOpen: fn(),
  },
  render: function Render(args) {
    const conversations = useCopy({
      en: args.conversations,
      ar: args.conversations === conversationsEn ? conversationsAr : args.conversations,
    });
    const [filter, setFilter] = useState<InboxFilter>(args.filter);
    const [search, setSearch] = useState(args.search);
    return (
      <div style={{ maxInlineSize: 420 }}>
        <ConversationList
          {...args}
          conversations={conversations}
          filter={filter}
          onFilterChange={(next) => {
            setFilter(next);
            args.onFilterChange(next);
          }}
          search={search}
          onSearchChange={(next) => {
            setSearch(next);
            args.onSearchChange(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof ConversationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Conversations in every state, the state in words; one unnamed customer shows their number. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('option');
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent(/Waiting for an agent|بانتظار موظف/);
    await expect(rows[1]).toHaveTextContent(/Assigned to Sara|مسندة إلى سارة/);
    await expect(rows[2]).toHaveTextContent('971501234567');
    await expect(canvas.getByLabelText(/2 unread messages|رسالتان غير مقروءتين/)).toBeVisible();
  },
};

/** The open thread's row is selected. */
export const Selected: Story = { args: { selectedPhone: '966551112233' } };

/** No conversation under this filter: why, and what brings one. */
export const Empty: Story = { args: { conversations: [], total: 0, filter: 'closed' } };

/** Skeleton rows while the list loads. */
export const Loading: Story = { args: { isLoading: true } };

/** Hostile names and texts: markup stays text, bidi is isolated, long Arabic is cut with an ellipsis. */
export const Hostile: Story = {
  args: { conversations: hostileConversations, total: hostileConversations.length },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('<script>alert(1)</script>').length).toBeGreaterThan(0);
    await expect(canvasElement.querySelector('li script, li img, li svg[onload]')).toBeNull();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

/** Keyboard only: Tab into the list, ↓/↑ move, End jumps, the forward arrow of the reading direction opens. */
export const KeyboardArrows: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('option');
    const forward = globals.locale === 'ar' ? '{ArrowLeft}' : '{ArrowRight}';
    const backward = globals.locale === 'ar' ? '{ArrowRight}' : '{ArrowLeft}';
    for (let i = 0; i < 8 && canvasElement.ownerDocument.activeElement !== rows[0]; i += 1) await userEvent.tab();
    await waitFor(() => expect(rows[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(rows[1]).toHaveFocus());
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(rows[3]).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(rows[2]).toHaveFocus());
    await userEvent.keyboard(backward);
    await expect(args.onOpen).not.toHaveBeenCalled();
    await userEvent.keyboard(forward);
    await expect(args.onOpen).toHaveBeenLastCalledWith('971501234567');
    await userEvent.keyboard('{Home}{Enter}');
    await expect(args.onOpen).toHaveBeenLastCalledWith('966501234567');
  },
};

export const KeyboardArrowsRtl: Story = { ...KeyboardArrows, globals: rtl, tags: ['rtl-twin'] };
