/// <reference types="@vitest/browser/matchers" />
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Table, type TableColumn, type TableProps } from './Table';
import { renderIn } from '../testing/renderIn';

interface Order {
  id: string;
  customer: string;
  total: number;
}

const rows: Order[] = Array.from({ length: 10_000 }, (_, index) => ({
  id: `WSL-${10001 + index}`,
  customer: index % 2 === 0 ? 'Sara Al-Qahtani' : 'عمر حداد',
  total: (index * 37) % 1000,
}));

const columns: TableColumn<Order>[] = [
  { id: 'id', header: 'Order', cell: (order) => order.id, sortValue: (order) => order.id, isRowHeader: true, width: 140 },
  { id: 'customer', header: 'Customer', cell: (order) => order.customer },
  { id: 'total', header: 'Total', cell: (order) => String(order.total), sortValue: (order) => order.total, align: 'end', width: 120 },
];

function setup(props: Partial<TableProps<Order>> = {}, locale: 'en' | 'ar' = 'en') {
  const onSelectionChange = vi.fn();
  const onRowAction = props.onRowAction;
  renderIn(
    locale,
    <Table
      aria-label="Orders"
      columns={columns}
      rows={rows}
      virtualized
      height={360}
      density="compact"
      onSelectionChange={onSelectionChange}
      {...props}
      onRowAction={onRowAction}
    />,
  );
  const grid = screen.getByRole('grid', { name: 'Orders' });
  return { grid, onSelectionChange, user: userEvent.setup() };
}

const cellText = (element: Element | null) => element?.textContent ?? '';

describe('Table (virtualised)', () => {
  it('announces the whole size but renders only the rows in view', () => {
    const { grid } = setup();
    expect(grid).toHaveAttribute('aria-rowcount', '10001');
    expect(grid).toHaveAttribute('aria-colcount', '3');
    const rendered = within(grid).getAllByRole('row');
    expect(rendered.length).toBeLessThan(40);
    expect(rendered[1]).toHaveAttribute('aria-rowindex', '2');
    expect(within(grid).getByRole('rowheader', { name: 'WSL-10001' })).toBeVisible();
  });

  it('renders the rows at the scroll position', async () => {
    const { grid } = setup();
    grid.scrollTop = 36 * 5000;
    await waitFor(() => expect(within(grid).getByRole('rowheader', { name: 'WSL-15001' })).toBeInTheDocument());
    const row = within(grid).getByRole('rowheader', { name: 'WSL-15001' }).closest('[role="row"]');
    expect(row).toHaveAttribute('aria-rowindex', String(5000 + 2));
    expect(within(grid).getAllByRole('row').length).toBeLessThan(40);
  });

  it('never shows a recycled row with stale content, in order, while scrolling step by step', async () => {
    const { grid } = setup();
    for (const top of [200, 450, 3_000, 2_900, 36 * 9_990, 36 * 20]) {
      grid.scrollTop = top;
      const firstVisible = Math.floor(grid.scrollTop / 36);
      await waitFor(() => expect(within(grid).getByRole('rowheader', { name: `WSL-${10001 + firstVisible}` })).toBeInTheDocument());
      const bodyRows = within(grid).getAllByRole('row').slice(1);
      const indices = bodyRows.map((row) => Number(row.getAttribute('aria-rowindex')));
      expect(indices).toEqual([...indices].sort((a, b) => a - b));
      for (const row of bodyRows) {
        const index = Number(row.getAttribute('aria-rowindex')) - 2;
        expect(within(row).getByRole('rowheader')).toHaveTextContent(`WSL-${10001 + index}`);
        expect(row).toHaveStyle({ insetBlockStart: `${index * 36}px` });
      }
    }
  });

  it('has one tab stop and moves by arrows, Page Down and Ctrl+End, scrolling the row into view', async () => {
    const { grid, user } = setup();
    await user.tab();
    expect(within(grid).getByRole('rowheader', { name: 'WSL-10001' })).toHaveFocus();
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(document.activeElement).toHaveTextContent('عمر حداد');
    await user.keyboard('{PageDown}');
    const afterPage = document.activeElement?.closest('[role="row"]');
    expect(Number(afterPage?.getAttribute('aria-rowindex'))).toBeGreaterThan(5);
    await user.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(document.activeElement?.closest('[role="row"]')).toHaveAttribute('aria-rowindex', '10001'));
    expect(grid.scrollTop).toBeGreaterThan(36 * 9_000);
    await user.keyboard('{Control>}{Home}{/Control}');
    await waitFor(() => expect(document.activeElement?.closest('[role="row"]')).toHaveAttribute('aria-rowindex', '2'));
    expect(grid.scrollTop).toBe(0);
    await user.keyboard('{End}');
    expect(cellText(document.activeElement)).toBe('0');
    await user.keyboard('{Home}');
    expect(cellText(document.activeElement)).toBe('WSL-10001');
  });

  it('keeps the focused row when the list scrolls away from it', async () => {
    const { grid, user } = setup();
    await user.tab();
    grid.scrollTop = 36 * 3000;
    await waitFor(() => expect(within(grid).getByRole('rowheader', { name: 'WSL-13001' })).toBeInTheDocument());
    expect(document.activeElement).toHaveTextContent('WSL-10001');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveTextContent('WSL-10002');
    expect(grid.scrollTop).toBeLessThan(36 * 3);
  });

  it('follows reading direction in Arabic: ArrowLeft goes to the next column', async () => {
    const { user } = setup({}, 'ar');
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toHaveTextContent('Sara Al-Qahtani');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveTextContent('WSL-10001');
  });

  it('sorts from the header by keyboard, with aria-sort', async () => {
    const { grid, user } = setup();
    await user.tab();
    await user.keyboard('{ArrowUp}{ArrowRight}{ArrowRight}');
    const total = within(grid).getByRole('columnheader', { name: 'Total' });
    expect(total).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(total).toHaveAttribute('aria-sort', 'ascending');
    await user.keyboard('{Enter}');
    expect(total).toHaveAttribute('aria-sort', 'descending');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveTextContent('999');
  });

  it('selects rows with Space, all with Ctrl+A, none with Escape; checkboxes are named by the row', async () => {
    const { grid, user, onSelectionChange } = setup({ selectionMode: 'multiple' });
    expect(grid).toHaveAttribute('aria-multiselectable', 'true');
    await user.tab();
    await user.keyboard(' ');
    const first = within(grid).getByRole('rowheader', { name: 'WSL-10001' }).closest('[role="row"]') as HTMLElement;
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(within(first).getByRole('checkbox', { name: 'Select WSL-10001' })).toBeChecked();
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['WSL-10001']));
    await user.keyboard('{Control>}a{/Control}');
    expect(onSelectionChange.mock.lastCall?.[0].size).toBe(10_000);
    expect(within(grid).getByRole('checkbox', { name: 'Select all' })).toBeChecked();
    await user.keyboard('{Escape}');
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set());
    // The selection column takes focus on its checkbox; Space there toggles once.
    await user.keyboard('{Home} ');
    expect(within(first).getByRole('checkbox')).toHaveFocus();
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.click(within(grid).getByRole('rowheader', { name: 'WSL-10002' }));
    expect(onSelectionChange.mock.lastCall?.[0]).toEqual(new Set(['WSL-10001', 'WSL-10002']));
  });

  it('opens a row with Enter', async () => {
    const onRowAction = vi.fn();
    const { user } = setup({ onRowAction });
    await user.tab();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onRowAction).toHaveBeenCalledWith('WSL-10002');
  });
});
