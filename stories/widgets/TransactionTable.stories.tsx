import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Transaction } from '@wasl/api/types';
import { TransactionTable } from '@wasl/widgets/subscription/TransactionTable';
import hostile from '../support/fixtures/hostile-strings.json';

const rows: Transaction[] = [
  {
    id: 6,
    package: '1,000 coins × 2',
    package_type: 'coins',
    package_id: 'coins-1000',
    quantity: 2,
    date: '2026-11-20',
    time: '14:05',
    cost: 115,
    currency: 'SAR',
    status: 'success',
    reason: null,
  },
  {
    id: 5,
    package: 'Enterprise',
    package_type: 'plan',
    package_id: 'enterprise',
    quantity: 1,
    date: '2026-11-19',
    time: '09:41',
    cost: 1493.85,
    currency: 'SAR',
    status: 'failed',
    reason: 'card_declined',
  },
  {
    id: 4,
    package: 'Professional',
    package_type: 'plan',
    package_id: 'pro',
    quantity: 1,
    date: '2026-11-01',
    time: '08:00',
    cost: 573.85,
    currency: 'SAR',
    status: 'success',
    reason: null,
  },
  {
    id: 3,
    package: 'AI analytics',
    package_type: 'addon',
    package_id: 'ai-analytics',
    quantity: 1,
    date: '2026-08-01',
    time: '12:30',
    cost: 171.35,
    currency: 'SAR',
    status: 'success',
    reason: null,
  },
];

const hostileRows: Transaction[] = [
  ...hostile.markup,
  ...hostile.bidi.slice(0, 2),
  hostile.long[0]!,
  ...hostile.csv_formulas.slice(0, 2),
].map((text, k) => ({
  id: 100 + k,
  package: text,
  package_type: 'addon',
  package_id: null,
  quantity: 1,
  date: '2026-11-10',
  time: '10:00',
  cost: 1,
  currency: 'SAR',
  status: k % 2 ? 'failed' : 'success',
  reason: k % 2 ? 'card_declined' : null,
}));

const meta = {
  title: 'Widgets/TransactionTable',
  component: TransactionTable,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "SPEC §3's transactions: package, type, date, time, cost (SAR, as charged with VAT) and status (success or failed), paged, with the CSV export (the server neutralises formula cells).",
      },
    },
  },
  args: { transactions: rows, page: 1, totalPages: 3, onPageChange: fn(), onExport: fn() },
} satisfies Meta<typeof TransactionTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab reaches Export CSV, Enter exports. */
export const Paged: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(rows.length + 1);
    // The package in the merchant's language, from its catalogue id and quantity (issue 22).
    const ar = globals.locale === 'ar';
    await expect(canvas.getByRole('rowheader', { name: ar ? /^١٬٠٠٠ عملة × \D?[2٢]\D?$/ : /^1,000 coins × 2$/ })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: ar ? 'الاحترافية' : 'Professional' })).toBeVisible();
    const exportButton = canvas.getByRole('button', { name: globals.locale === 'ar' ? 'تصدير CSV' : 'Export CSV' });
    for (let i = 0; i < 4 && document.activeElement !== exportButton; i += 1) await userEvent.tab();
    await expect(exportButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onExport).toHaveBeenCalled());
  },
};

/** Hostile package labels: markup stays text, bidi is isolated, a long name wraps, a formula is just text. */
export const Hostile: Story = {
  args: { transactions: hostileRows, totalPages: 1 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('table script, [role="grid"] script, img[src="x"]')).toBeNull();
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(hostileRows.length + 1);
  },
};

export const Empty: Story = { args: { transactions: [], totalPages: 1 } };
