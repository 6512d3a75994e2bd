import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { auditActions } from '@wasl/api/models';
import type { AuditEntry } from '@wasl/api/types';
import { AuditLogTable, emptyAuditLogFilter, type AuditLogFilter } from '@wasl/widgets/audit';
import type { CatalogueKey } from '@wasl/i18n/typed';
import hostile from '../support/fixtures/hostile-strings.json';
import { useStoryT } from '../support/i18n';

const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const entries: AuditEntry[] = [
  {
    id: 6,
    action: 'settings.saved',
    actor_kind: 'merchant',
    actor_id: null,
    actor_email: 'owner@nakhla.sa',
    target: '',
    at: '2026-11-28T09:41:00.000Z',
    ip: '203.0.113.7',
    user_agent: chrome,
  },
  {
    id: 5,
    action: 'agent.added',
    actor_kind: 'merchant',
    actor_id: null,
    actor_email: 'owner@nakhla.sa',
    target: 'agent omar@nakhla.sa',
    at: '2026-11-27T16:05:00.000Z',
    ip: '2001:db8::1',
    user_agent: chrome,
  },
  {
    id: 4,
    action: 'password.changed',
    actor_kind: 'agent',
    actor_id: 12,
    actor_email: 'omar@nakhla.sa',
    target: '',
    at: '2026-11-27T08:30:00.000Z',
    ip: '198.51.100.23',
    user_agent: iphone,
  },
  {
    id: 3,
    action: 'retention.run',
    actor_kind: 'merchant',
    actor_id: null,
    actor_email: 'owner@nakhla.sa',
    target: 'retention days=90 threads=12 messages=340 conversations=12',
    at: '2026-11-27T02:00:00.000Z',
    ip: '',
    user_agent: '',
  },
];

/** The shared hostile corpus as e-mails, targets and user agents. */
const hostileTexts = [
  ...hostile.markup,
  ...hostile.bidi.slice(0, 2),
  hostile.long[0]!,
  hostile.long[2]!,
  ...hostile.csv_formulas.slice(0, 2),
];
const hostileEntries: AuditEntry[] = hostileTexts.map((text, k) => ({
  id: 100 + k,
  action: 'campaign.updated',
  actor_kind: k % 2 ? 'agent' : 'merchant',
  actor_id: k % 2 ? k : null,
  actor_email: text,
  target: hostileTexts[(k + 1) % hostileTexts.length]!,
  at: '2026-11-20T10:00:00.000Z',
  ip: k % 3 ? '203.0.113.9' : hostile.urls[0]!,
  user_agent: hostileTexts[(k + 2) % hostileTexts.length]!,
}));

const meta = {
  title: 'Widgets/AuditLogTable',
  component: AuditLogTable,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The audit log (issue 23, ADR 011): when (local date and time), who (the owner's or an agent's e-mail in `<bdi>`, and the role), what (the action's label from `@wasl/api` `auditActions`), about what (`<bdi dir=\"auto\">`), from where (IP and a short user agent). Filters: action, part of an e-mail, from/to dates; paged from 1; Download CSV exports the same filter.",
      },
    },
  },
  args: {
    entries,
    filter: emptyAuditLogFilter,
    onFilterChange: fn(),
    page: 1,
    totalPages: 3,
    onPageChange: fn(),
    onExport: fn(),
  },
  // The filter is the screen's (in its URL): here a state, so a change shows.
  render: function Render(args) {
    const [filter, setFilter] = useState<AuditLogFilter>(args.filter);
    return (
      <AuditLogTable
        {...args}
        filter={filter}
        onFilterChange={(next) => {
          setFilter(next);
          args.onFilterChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof AuditLogTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's and an agent's actions, a job's entry without an address, three pages. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(entries.length + 1);
    await expect(canvas.getAllByTestId('user-agent').map((node) => node.textContent)).toEqual([
      'Chrome 131 · Windows',
      'Chrome 131 · Windows',
      'Safari 18 · iOS',
    ]);
  },
};

/**
 * Keyboard only: Tab reaches Download CSV (Enter exports), then the action filter (Enter opens it,
 * End and ArrowUp reach "Saved the settings", Enter chooses) and the e-mail box (Enter sends).
 */
export const KeyboardFilters: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const ar = globals.locale === 'ar';
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const download = canvas.getByRole('button', { name: ar ? 'تنزيل CSV' : 'Download CSV' });
    await userEvent.tab();
    await expect(download).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onExport).toHaveBeenCalled());

    await userEvent.tab();
    const action = canvas.getByRole('button', { name: new RegExp(ar ? 'الإجراء' : 'Action') });
    await expect(action).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const list = await body.findByRole('listbox');
    // The options are "All actions" then auditActions in order: from the last, up to settings.saved.
    const upFromEnd = auditActions.length - 1 - auditActions.indexOf('settings.saved');
    await userEvent.keyboard(`{End}${'{ArrowUp}'.repeat(upFromEnd)}`);
    await waitFor(() => expect(within(list).getByRole('option', { name: ar ? 'حفظ الإعدادات' : 'Saved the settings' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onFilterChange).toHaveBeenLastCalledWith({ ...emptyAuditLogFilter, action: 'settings.saved' }));

    await userEvent.tab();
    const actor = canvas.getByRole('searchbox', { name: ar ? 'البريد الإلكتروني' : 'E-mail' });
    await expect(actor).toHaveFocus();
    await userEvent.keyboard('omar{Enter}');
    await waitFor(() =>
      expect(args.onFilterChange).toHaveBeenLastCalledWith({ ...emptyAuditLogFilter, action: 'settings.saved', actor: 'omar' }),
    );
  },
};

/** Keyboard only: a from date typed, Clear filters (Enter empties the e-mail box too), then page 2. */
export const KeyboardDatesAndPaging: Story = {
  args: { filter: { ...emptyAuditLogFilter, actor: 'omar' } },
  play: async ({ canvasElement, args, globals }) => {
    const ar = globals.locale === 'ar';
    const canvas = within(canvasElement);
    const from = canvas.getByLabelText(ar ? 'من تاريخ' : 'From');
    for (let i = 0; i < 6 && document.activeElement !== from; i += 1) await userEvent.tab();
    await expect(from).toHaveFocus();
    await userEvent.type(from, '2026-11-01');
    await waitFor(() => expect(args.onFilterChange).toHaveBeenLastCalledWith(expect.objectContaining({ from: '2026-11-01' })));

    const clear = canvas.getByRole('button', { name: ar ? 'مسح عوامل التصفية' : 'Clear filters' });
    for (let i = 0; i < 6 && document.activeElement !== clear; i += 1) await userEvent.tab();
    await expect(clear).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onFilterChange).toHaveBeenLastCalledWith(emptyAuditLogFilter));
    await expect(canvas.getByRole('searchbox')).toHaveValue('');

    const next = canvas.getByRole('button', { name: ar ? 'الصفحة 2' : 'Page 2' });
    for (let i = 0; i < 12 && document.activeElement !== next; i += 1) await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onPageChange).toHaveBeenCalledWith(2));
  },
};

/** Hostile e-mails, targets and user agents: markup stays text, bidi is isolated, long text wraps, a formula is just text. */
export const Hostile: Story = {
  args: { entries: hostileEntries, totalPages: 1 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script, img, svg[onload], a[href]')).toBeNull();
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(hostileEntries.length + 1);
    await expect(within(canvasElement).getAllByText(hostile.markup[0]!).length).toBeGreaterThan(0);
  },
};

/** A filter that matches nothing: the explanation, and Clear filters. */
export const Empty: Story = {
  args: { entries: [], totalPages: 1, filter: { ...emptyAuditLogFilter, action: 'apiKey.revoked', from: '2026-11-01' } },
};

/** The first page on its way: skeleton rows. */
export const Loading: Story = { args: { entries: [], totalPages: 1, isLoading: true } };

/** The list failed: the reason and a retry; the filters stay. */
export const Failed: Story = {
  args: { entries: [], totalPages: 1, error: { message: 'errors:somethingWentWrong', onRetry: fn() } },
  render: function Render(args) {
    const t = useStoryT();
    return <AuditLogTable {...args} error={args.error ? { ...args.error, message: t(args.error.message as CatalogueKey) } : null} />;
  },
  play: async ({ canvasElement, args, globals }) => {
    const retry = within(canvasElement).getByRole('button', { name: globals.locale === 'ar' ? 'أعد المحاولة' : 'Try again' });
    await userEvent.click(retry);
    await waitFor(() => expect(args.error?.onRetry).toHaveBeenCalled());
  },
};
