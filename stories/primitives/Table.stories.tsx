import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, FormatPreferencesProvider, Table, useFormat, type TableColumn, type TableProps } from '@wasl/ui';
import { DomainStatusPill, statusesOf, type StatusOf } from '@wasl/widgets';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

/** Every order status after "placed" (the fixtures show orders that have moved at least once). */
const statuses = statusesOf('order').filter((status) => status !== 'placed');

interface Order {
  id: string;
  customer: string;
  phone: string;
  total: number;
  status: StatusOf<'order'>;
  date: string;
}

const names = {
  en: ['Sara Al-Qahtani', 'Omar Haddad', 'Lina Farouk', 'Yousef Al-Harbi', 'Maha Saleh', 'Khalid Nasser', 'Noura Al-Otaibi', 'Fahad Zaki'],
  ar: ['سارة القحطاني', 'عمر حداد', 'لينا فاروق', 'يوسف الحربي', 'مها صالح', 'خالد ناصر', 'نورة العتيبي', 'فهد زكي'],
};

/** Deterministic fixtures: the same rows on every run, so screenshots never change by chance. */
function makeOrders(count: number, language: 'en' | 'ar'): Order[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `WSL-${String(10001 + index)}`,
    customer: names[language][(index * 5) % names[language].length] ?? '',
    phone: `+966 5${String((index * 7919) % 100000000).padStart(8, '0')}`,
    total: ((index * 3779) % 250000) / 100 + 25,
    status: statuses[(index * 7) % statuses.length] ?? 'packed',
    date: new Date(Date.UTC(2026, 10, 22 - (index % 28), 9 + (index % 9), (index * 13) % 60)).toISOString(),
  }));
}

function useOrderColumns(): TableColumn<Order>[] {
  const format = useFormat();
  const headers = useCopy({
    en: { id: 'Order', customer: 'Customer', date: 'Date', status: 'Status', total: 'Total' },
    ar: { id: 'الطلب', customer: 'العميل', date: 'التاريخ', status: 'الحالة', total: 'الإجمالي' },
  });
  return useMemo(
    () => [
      {
        id: 'id',
        header: headers.id,
        cell: (order) => <bdi>{order.id}</bdi>,
        sortValue: (order) => order.id,
        isRowHeader: true,
        width: 130,
      },
      { id: 'customer', header: headers.customer, cell: (order) => order.customer, sortValue: (order) => order.customer },
      { id: 'date', header: headers.date, cell: (order) => format.date(order.date), sortValue: (order) => order.date, width: 140 },
      {
        id: 'status',
        header: headers.status,
        cell: (order) => <DomainStatusPill domain="order" status={order.status} size="sm" />,
        width: 190,
      },
      {
        id: 'total',
        header: headers.total,
        cell: (order) => format.currency(order.total),
        sortValue: (order) => order.total,
        align: 'end',
        width: 150,
      },
    ],
    [format, headers],
  );
}

type StoryArgs = Omit<TableProps<Order>, 'columns' | 'rows'> & { rowCount?: number };

function OrdersTable({ rowCount = 6, ...args }: StoryArgs) {
  const language = useCopy({ en: 'en', ar: 'ar' } as const);
  const label = useCopy({ en: 'Orders', ar: 'الطلبات' });
  const rows = useMemo(() => makeOrders(rowCount, language), [rowCount, language]);
  const columns = useOrderColumns();
  return <Table aria-label={label} {...args} columns={columns} rows={rows} />;
}

const meta = {
  title: 'Primitives/Table',
  // Autodocs describes Table's own props; the stories feed it order fixtures through OrdersTable.
  component: Table as unknown as (props: StoryArgs) => ReactNode,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Rows of records with the same fields (orders, agents, campaigns, transactions). Sort by any column with a `sortValue`, select rows with `selectionMode`, show skeleton rows with `isLoading` and an `emptyState` with the next action. Use `density="compact"` for dense back-office lists and `virtualized` with a `height` for long lists (thousands of rows). Not for layout, nor for cards of mixed content (use GridList).',
      },
    },
  },
  argTypes: {
    density: { control: 'inline-radio', options: ['comfortable', 'compact'] },
    selectionMode: { control: 'inline-radio', options: ['none', 'single', 'multiple'] },
  },
  args: { density: 'comfortable', selectionMode: 'none', isLoading: false, onSortChange: fn(), onSelectionChange: fn() },
  decorators: [
    (Story) => (
      // A fixed zone, so dates in the screenshots do not depend on the machine's clock settings.
      <FormatPreferencesProvider value={{ timeZone: 'Asia/Riyadh' }}>
        <Story />
      </FormatPreferencesProvider>
    ),
  ],
  render: (args) => <OrdersTable {...(args as StoryArgs)} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowTexts = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('rowheader')[0]?.textContent);

/** Sortable columns, by keyboard: move to a column header, Enter sorts, Enter again reverses. */
export const Sortable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const totalHeader = canvas.getAllByRole('columnheader')[4] as HTMLElement;
    await expect(totalHeader).not.toHaveAttribute('aria-sort', 'ascending');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getAllByRole('row')[1]).toHaveFocus());
    // Row → first cell → up to its column header → along to "Total". Forward is ArrowLeft in Arabic.
    const forward = document.documentElement.dir === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}';
    await userEvent.keyboard(`${forward}{ArrowUp}`);
    await waitFor(() => expect(canvas.getAllByRole('columnheader')[0]).toHaveFocus());
    await userEvent.keyboard(forward.repeat(4));
    await waitFor(() => expect(totalHeader).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(totalHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'total', direction: 'ascending' });
    const ascending = rowTexts(canvasElement);
    await userEvent.keyboard('{Enter}');
    await expect(totalHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(rowTexts(canvasElement)).toEqual([...ascending].reverse());
  },
};

/** Multiple selection with a checkbox column: Space toggles the focused row, "select all" in the header. */
export const Selectable: Story = {
  args: { selectionMode: 'multiple' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const rows = canvas.getAllByRole('row');
    await waitFor(() => expect(rows[1]).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown} ');
    await expect(rows[3]).toHaveAttribute('aria-selected', 'true');
    await expect(rows[2]).toHaveAttribute('aria-selected', 'false');
    const selectAll = within(rows[0] as HTMLElement).getByRole('checkbox');
    await expect(selectAll).toBePartiallyChecked();
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(2);
    const lastSelection = (args.onSelectionChange as ReturnType<typeof fn>).mock.lastCall?.[0] as Set<string>;
    await expect([...lastSelection].sort()).toEqual(['WSL-10001', 'WSL-10003']);
  },
};

/** Single selection: selecting another row moves the selection. */
export const SingleSelection: Story = {
  args: { selectionMode: 'single' },
  render: (args) => <OrdersTable {...(args as StoryArgs)} defaultSelectedKeys={new Set(['WSL-10002'])} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row');
    await expect(rows[2]).toHaveAttribute('aria-selected', 'true');
    // Tab lands on the selected row; move up and select the first one instead.
    await userEvent.tab();
    await waitFor(() => expect(rows[2]).toHaveFocus());
    await userEvent.keyboard('{ArrowUp} ');
    await expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    await expect(rows[2]).toHaveAttribute('aria-selected', 'false');
  },
};

export const Compact: Story = { args: { density: 'compact', rowCount: 10 } };

/** Skeleton rows shaped like the data; the table is marked busy and says "Loading" once. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(/Loading|جارٍ التحميل/);
    await expect(canvasElement.querySelectorAll('[data-skeleton]').length).toBe(25);
  },
};

/** No rows: the empty state explains why and offers the next action. */
export const Empty: Story = {
  render: function Render(args) {
    const copy = useCopy({
      en: {
        title: 'No orders this month',
        description: 'Orders from your store appear here as soon as customers buy.',
        action: 'Connect your store',
      },
      ar: { title: 'لا توجد طلبات هذا الشهر', description: 'تظهر طلبات متجرك هنا فور شراء العملاء.', action: 'اربط متجرك' },
    });
    return (
      <OrdersTable
        {...(args as StoryArgs)}
        rowCount={0}
        emptyState={
          <div style={{ textAlign: 'center', padding: 32 }}>
            <p style={{ margin: '0 0 4px', fontWeight: 600 }}>{copy.title}</p>
            <p style={{ margin: '0 0 16px' }}>{copy.description}</p>
            <Button variant="secondary">{copy.action}</Button>
          </div>
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: /Connect your store|اربط متجرك/ })).toBeVisible();
  },
};

/**
 * 10,000 rows, virtualised: only the rows in view are in the DOM (the grid still announces
 * 10,001 rows); the header stays put while the body scrolls, and the keyboard reaches every row
 * (Ctrl+End scrolls to the last). The screenshot shows the top of the list.
 */
export const LongVirtualisedList: Story = {
  args: { virtualized: true, height: 420, rowCount: 10000, density: 'compact', selectionMode: 'multiple' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid');
    await expect(grid).toHaveAttribute('aria-rowcount', '10001');
    await expect(canvas.getAllByRole('row').length).toBeGreaterThan(5);
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60);
    // Scroll far down: new rows are rendered, the DOM stays small.
    grid.scrollTop = 36 * 5000;
    await waitFor(() => expect(canvas.getByText('WSL-15001')).toBeInTheDocument());
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60);
    grid.scrollTop = 0;
    await waitFor(() => expect(canvas.getByText('WSL-10001')).toBeInTheDocument());
    // Keyboard only: Tab in, to the last row and back, select the first by Space.
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('rowheader', { name: 'WSL-10001' })).toHaveFocus());
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(document.activeElement?.closest('[role="row"]')).toHaveAttribute('aria-rowindex', '10001'));
    await userEvent.keyboard('{Control>}{Home}{/Control} ');
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: /WSL-10001/ })).toBeChecked());
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: /WSL-10001/ })).toHaveFocus());
    await expect(canvas.getByText('WSL-10001').closest('[role="row"]')).toHaveAttribute('aria-selected', 'true');
    // Arrow keys follow reading direction: the next column is to the left in Arabic.
    const next = document.documentElement.dir === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}';
    await userEvent.keyboard(next);
    await waitFor(() => expect(canvas.getByRole('rowheader', { name: 'WSL-10001' })).toHaveFocus());
  },
};

export const LongVirtualisedListRtl: Story = { ...LongVirtualisedList, globals: rtl, tags: ['rtl-twin'] };

export const SortableRtl: Story = { ...Sortable, globals: rtl, tags: ['rtl-twin'] };
export const SelectableRtl: Story = { ...Selectable, globals: rtl, tags: ['rtl-twin'] };
export const LoadingRtl: Story = { ...Loading, globals: rtl, tags: ['rtl-twin'] };
export const EmptyRtl: Story = { ...Empty, globals: rtl, tags: ['rtl-twin'] };
