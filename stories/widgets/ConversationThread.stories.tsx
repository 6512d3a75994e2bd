import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConversationThread } from '@wasl/widgets/inbox';
import { useCopy } from '../support/i18n';
import {
  expiredConversation,
  hostileThread,
  hostileTransferThread,
  inboxNow,
  openConversation,
  threadAr,
  threadEn,
  transferThreadAr,
  transferThreadEn,
  waitingConversation,
} from '../support/inbox';

const meta = {
  title: 'Widgets/Inbox/ConversationThread',
  component: ConversationThread,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A customer's WhatsApp thread (`/inspect/{phone}`, issue 19): messages both ways with their time and who sent them (customer, bot, agent, system), delivery ticks (clock, ✓, ✓✓, read, failed) each with its words for screen readers, typed entries (image, document, location…) said as such, a failure's plain-language reason, the form each business message went out in (free text, or the approved template by name), the conversation's state in words and the time left in the customer's 24-hour window. Every text is rendered as text, isolated by `dir=\"auto\"`. Pure: the screen passes `GET /section/conversations/{phone}` and a clock.",
      },
    },
  },
  args: {
    customer: { phone: '966501234567', profile_name: 'Noura Al-Qahtani', language: 'en' },
    phone: '966501234567',
    entries: threadEn,
    conversation: openConversation,
    now: inboxNow,
  },
  render: function Render(args) {
    const entries = useCopy({ en: args.entries, ar: args.entries === threadEn ? threadAr : args.entries });
    const name = useCopy({ en: 'Noura Al-Qahtani', ar: 'نورة القحطاني' });
    const customer =
      args.customer && args.customer.profile_name === 'Noura Al-Qahtani' ? { ...args.customer, profile_name: name } : args.customer;
    return (
      <div style={{ maxInlineSize: 640 }}>
        <ConversationThread {...args} customer={customer} entries={entries} />
      </div>
    );
  },
} satisfies Meta<typeof ConversationThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside the window, assigned to an agent: every sender, typed entries, every tick. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/21 h 30 min|21 س 30 د|٢١ س ٣٠ د/);
    await expect(canvas.getByRole('img', { name: /^(Read|قُرئت)$/ })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /^(Not delivered|لم تصل)$/ })).toBeVisible();
    await expect(canvas.getAllByText(/^(Bot|الروبوت)$/)).toHaveLength(2);
    await expect(canvas.getByText(/^(Location|موقع)$/)).toBeVisible();
    await expect(canvas.getByText(/Assigned to Sara|مسندة إلى Sara/)).toBeVisible();
    // The form a business message went out in, in words; the template's name isolated.
    await expect(canvas.getByText('wasl_order_push').tagName).toBe('BDI');
    const sentAs = canvas.getAllByTestId('sent-as');
    await expect(sentAs.map((line) => line.textContent)).toEqual([
      expect.stringMatching(/^(Sent as free text|أُرسلت نصًا حرًا)$/),
      expect.stringMatching(/^(Sent as template|أُرسلت بالقالب) wasl_order_push$/),
    ]);
  },
};

/** Handed over, nobody has it yet: "Waiting for an agent" in words. */
export const Waiting: Story = { args: { conversation: waitingConversation } };

/** The window has passed: the thread says only a template can go. */
export const WindowClosed: Story = {
  args: { conversation: expiredConversation },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/only an approved template|قالب معتمد فقط/);
  },
};

/** A number that never wrote (opened from the inspect field): no customer, no entries. */
export const NeverWrote: Story = { args: { customer: null, entries: [], conversation: null, phone: '966598765432' } };

/** Hostile texts: markup stays text, bidi controls stay inside their bubble, long Arabic wraps. */
export const Hostile: Story = {
  args: { entries: hostileThread, customer: { phone: '966501234567', profile_name: '<img src=x onerror=alert(1)>', language: 'ar' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('<script>alert(1)</script>').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('<img src=x onerror=alert(1)>');
    await expect(canvasElement.querySelector('ol script, ol img, ol svg[onload], h2 img')).toBeNull();
    // A hostile template name stays text inside its own <bdi>.
    await expect(canvasElement.querySelectorAll('[data-testid="sent-as"] bdi').length).toBeGreaterThan(0);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

/** Transfers as system lines, in words: to a named agent by an agent, to an agent in a section by the store, to a section. */
export const Transferred: Story = {
  args: { entries: transferThreadEn },
  render: function Render(args) {
    const entries = useCopy({ en: transferThreadEn, ar: transferThreadAr });
    return (
      <div style={{ maxInlineSize: 640 }}>
        <ConversationThread {...args} entries={entries} />
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const ar = globals.locale === 'ar';
    await expect(
      canvas.getByText(ar ? /حُوّلت إلى .*عمر خالد.* بواسطة .*سارة الحربي/ : /Transferred to .*Omar Khalid.* by .*Sara Al-Harbi/),
    ).toBeVisible();
    await expect(
      canvas.getByText(ar ? /حوّلها المتجر إلى .*لينا حداد.* في قسم .*الدعم/ : /Transferred to .*Lina Haddad.* in .*Support.* by the store/),
    ).toBeVisible();
    await expect(
      canvas.getByText(ar ? /حُوّلت إلى قسم .*المبيعات.* بواسطة .*لينا حداد/ : /Transferred to the .*Sales.* section by .*Lina Haddad/),
    ).toBeVisible();
  },
};

/** Hostile names in transfer lines stay text. */
export const TransferredHostile: Story = {
  args: { entries: hostileTransferThread },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/<script>alert\(1\)<\/script>/).length).toBeGreaterThan(0);
    await expect(canvasElement.querySelector('ol script, ol img')).toBeNull();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};
