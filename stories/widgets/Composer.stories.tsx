import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Composer } from '@wasl/widgets/inbox';
import { quickMessages, templates } from '../support/inbox';

const meta = {
  title: 'Widgets/Inbox/Composer',
  component: Composer,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The reply box of a thread (issue 19). Inside the customer's 24-hour window: free text — Enter sends, Shift+Enter adds a line — and `/` offers the quick messages by key (↑/↓ choose, Enter or Tab insert, Escape dismisses). Outside the window the text box gives way to the approved templates: the chosen one's body, WhatsApp category and coin cost show before it is sent. `onSend` receives `{ text }` or `{ template_id }` (the body of `POST /section/conversations/{phone}/messages`); the box clears when it resolves. Close ends the conversation.",
      },
    },
  },
  args: { windowOpen: true, templates, quickMessages, onSend: fn(async () => undefined), onClose: fn() },
  render: (args) => (
    <div style={{ maxInlineSize: 560 }}>
      <Composer {...args} />
    </div>
  ),
} satisfies Meta<typeof Composer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside the window: a text box, Send (disabled while empty) and Close. */
export const InsideWindow: Story = {};

/** Keyboard only: type, Enter sends the trimmed text and the box clears. */
export const KeyboardSend: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const box = canvas.getByRole('textbox');
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('  Your order ships today  {Shift>}{Enter}{/Shift}Thanks');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith({ text: 'Your order ships today  \nThanks' });
    await waitFor(() => expect(box).toHaveValue(''));
  },
};

/** Keyboard only: `/` lists the quick messages (a ListBox under the text), ↓ moves, Enter inserts, Enter sends it. */
export const QuickMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('/');
    const list = await canvas.findByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(4);
    await userEvent.keyboard('sh');
    await expect(within(list).getAllByRole('option')).toHaveLength(1);
    // Deleting text leaves the list without a focused option (react-aria): ↓ focuses the first, ↓ the next.
    await userEvent.keyboard('{Backspace}{Backspace}{ArrowDown}{ArrowDown}');
    // The text keeps the focus; the option it points at (aria-activedescendant) is the focused one.
    const second = within(list).getAllByRole('option')[1] as HTMLElement;
    await waitFor(() => expect(canvas.getByRole('textbox')).toHaveAttribute('aria-activedescendant', second.id));
    await expect(second).toHaveAttribute('data-focused');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox')).toHaveValue('Orders ship within 2 working days.');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith({ text: 'Orders ship within 2 working days.' });
    await waitFor(() => expect(canvas.getByRole('textbox')).toHaveValue(''));
    // Escape dismisses the list (and the `/`); Tab inserts the focused quick message.
    await userEvent.keyboard('/');
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('textbox')).toHaveValue('');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await userEvent.keyboard('/sh');
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('textbox')).toHaveValue('Orders ship within 2 working days.');
    await expect(canvas.getByRole('textbox')).toHaveFocus();
  },
};

/** A quick message whose content is markup: listed as text. */
export const QuickMessagesHostile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('/hos');
    await expect(await canvas.findByText('<script>alert(1)</script>')).toBeVisible();
    await expect(canvasElement.querySelector('[role="listbox"] script')).toBeNull();
    // Typing forward, react-aria moves the virtual focus to the first match only after 500 ms (so a
    // screen reader first reads the typed letter); until then aria-activedescendant still names
    // `/hello`, which the filter removed. The story ends on the settled state, the one a user meets.
    const only = within(canvas.getByRole('listbox')).getByRole('option');
    await waitFor(() => expect(canvas.getByRole('textbox')).toHaveAttribute('aria-activedescendant', only.id), { timeout: 3000 });
  },
};

/** No quick message matches what was typed. */
export const QuickMessagesNone: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('/zzz');
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

/** Outside the window: only an approved template; keyboard picks one, its category and coin cost show, then it is sent. */
export const OutsideWindow: Story = {
  args: { windowOpen: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await waitFor(() => expect(listbox).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(canvas.getByText(/Costs 2 coins|يكلف عملتين/)).toBeVisible());
    await expect(canvas.getByText(/Category: Marketing|الفئة: تسويق/)).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith({ template_id: 'winter_sale' });
  },
};

/** Outside the window with no approved template: says what to do. */
export const NoTemplates: Story = { args: { windowOpen: false, templates: [] } };

/** Sending: the button is busy. */
export const Sending: Story = { args: { isSending: true } };

/** The last send failed: the reason as an alert. */
export const Failed: Story = { args: { error: 'The 24-hour window has closed: send an approved template.' } };
