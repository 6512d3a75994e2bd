import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { Pagination } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Pages through a server-paged list (orders, agents, campaigns, tickets: `current_page`/`total_pages`). Pages start at 1. Previous/next point the reading direction\'s way; the current page has `aria-current="page"` and "Page 3 of 12" is announced on change. Every button is a Tab stop; the arrow keys move between them (mirrored in Arabic), Home/End jump to the ends. Not for long client-side lists (use the virtualised Table).',
      },
    },
  },
  args: { page: 1, totalPages: 12, onPageChange: fn() },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { page: 6 } };
export const LastPage: Story = { args: { page: 12 } };
export const FewPages: Story = { args: { page: 2, totalPages: 3 } };

/** Keyboard only: arrows move focus along the pages in reading order (mirrored in Arabic); Enter changes page; the status is announced. */
export const KeyboardArrows: Story = {
  args: { page: 6 },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const ar = globals.locale === 'ar';
    const forward = ar ? '{ArrowLeft}' : '{ArrowRight}';
    const backward = ar ? '{ArrowRight}' : '{ArrowLeft}';
    const pageButton = (n: number) => canvas.getByRole('button', { name: ar ? `الصفحة ${n}` : `Page ${n}` });
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(ar ? 'الصفحة 6 من 12' : 'Page 6 of 12');
    await expect(pageButton(6)).toHaveAttribute('aria-current', 'page');

    await userEvent.tab();
    const previous = canvas.getByRole('button', { name: ar ? 'الصفحة السابقة' : 'Previous page' });
    await waitFor(() => expect(previous).toHaveFocus());
    await userEvent.keyboard(forward);
    await waitFor(() => expect(pageButton(1)).toHaveFocus());
    await userEvent.keyboard(forward);
    await waitFor(() => expect(pageButton(5)).toHaveFocus());
    await userEvent.keyboard(forward);
    await userEvent.keyboard(forward);
    await waitFor(() => expect(pageButton(7)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(7);
    await expect(pageButton(7)).toHaveAttribute('aria-current', 'page');
    await expect(status).toHaveTextContent(ar ? 'الصفحة 7 من 12' : 'Page 7 of 12');
    await userEvent.keyboard(backward);
    await waitFor(() => expect(pageButton(6)).toHaveFocus());
    await userEvent.keyboard('{End}');
    const next = canvas.getByRole('button', { name: ar ? 'الصفحة التالية' : 'Next page' });
    await waitFor(() => expect(next).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(8);
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(previous).toHaveFocus());
  },
};

/** Keyboard only: at the last page Next is disabled and focus stays on the current page instead of being lost. */
export const KeyboardReachEnd: Story = {
  args: { page: 11 },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const ar = globals.locale === 'ar';
    const next = canvas.getByRole('button', { name: ar ? 'الصفحة التالية' : 'Next page' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(12);
    await expect(next).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: ar ? 'الصفحة 12' : 'Page 12' })).toHaveFocus());
  },
};

export const MiddlePageRtl: Story = { ...MiddlePage, globals: rtl, tags: ['rtl-twin'] };
export const KeyboardArrowsRtl: Story = { ...KeyboardArrows, globals: rtl, tags: ['rtl-twin'] };
