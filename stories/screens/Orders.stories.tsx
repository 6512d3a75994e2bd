/**
 * The orders screen (/orders) in the real App, with the API mocked by msw: a loaded month, an empty
 * one, a failing list, hostile rows (markup, mixed directions, 200-character ids, 10,000 rows
 * virtualised), and the main flow by keyboard only: open an order, change its status, resend.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { nextStatuses } from '@wasl/api/models';
import { i18n } from '../../app/src/i18n';
import { rtl } from '../../.storybook/globals';
import { screenStory } from './appStory';
import { hostileOrders, ordersHandlers } from './ordersMocks';
import { shellHandlers } from './shellMocks';

/** The month every story opens (fixtures are dated November 2026; the default would be today's month). */
const PATH = '/orders?month=2026-11';

const meta = {
  title: 'Screens/Orders',
  ...screenStory(PATH, [...shellHandlers(2), ...ordersHandlers()]),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) => within(canvasElement).findAllByRole('row', {}, { timeout: 10_000 });

/** November 2026: ten orders, one in each status, with SPEC §3's columns. */
export const Loaded: Story = {
  play: async (context) => {
    await meta.play(context);
    // The header row and the ten orders.
    await expect(await rows(context.canvasElement)).toHaveLength(11);
  },
};

/** A month without orders: the empty state says so. */
export const Empty: Story = {
  parameters: { msw: [...shellHandlers(2), ...ordersHandlers({ orders: [] })] },
  play: async (context) => {
    await meta.play(context);
    await expect(await within(context.canvasElement).findByText(i18n.t('orders:screen.emptyText'))).toBeVisible();
  },
};

/** The list call fails: a translated error with a retry, never a blank page. */
export const ListError: Story = {
  parameters: { msw: [...shellHandlers(2), ...ordersHandlers({ failList: true })] },
  play: async (context) => {
    await meta.play(context);
    const alert = await within(context.canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    await expect(within(alert).getByRole('button')).toBeVisible();
  },
};

/** Hostile rows: markup stays text, mixed-direction ids and phones stay isolated, 10,000 rows render virtualised. */
export const Hostile: Story = {
  parameters: { msw: [...shellHandlers(2), ...ordersHandlers({ orders: hostileOrders, pageSize: 10_100 })] },
  play: async (context) => {
    await meta.play(context);
    const { canvasElement } = context;
    const found = await rows(canvasElement);
    // Virtualised: far fewer rows in the DOM than the 10,000+ on the page.
    await expect(found.length).toBeLessThan(100);
    await expect(within(canvasElement).getAllByText('<script>alert(1)</script>').length).toBeGreaterThan(0);
    await expect(canvasElement.querySelector('table script, [role="grid"] script, [role="grid"] img[src="x"]')).toBeNull();
  },
};

/**
 * react-aria announces a Button going pending through its visually hidden live region, as an
 * element labelled by the button; axe flags that transient node (role-img-alt) once the button's
 * label changes. It is react-aria's announcer, not the page: left out of the axe check here.
 */
const liveAnnouncerExcluded = { a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } } };

/** Keyboard from the filters: Tab into the table, Enter opens the newest order (placed, from the store). */
async function openFirstOrder(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  await rows(canvasElement);
  const grid = within(canvasElement).getAllByRole('grid')[0]!;
  // Start at the last filter (the shell's own tab order is the Shell stories' business).
  within(canvasElement)
    .getByRole('button', { name: new RegExp(i18n.t('orders:screen.status')) })
    .focus();
  for (let i = 0; i < 5 && !grid.contains(document.activeElement); i += 1) await userEvent.tab();
  await expect(grid.contains(document.activeElement)).toBe(true);
  await userEvent.keyboard('{Enter}');
  const dialog = within(await body.findByRole('dialog', {}, { timeout: 10_000 }));
  await expect(dialog.getByText('NKH-10450')).toBeVisible();
  return { body, dialog };
}

async function tabTo(element: HTMLElement) {
  for (let i = 0; i < 20 && document.activeElement !== element; i += 1) await userEvent.tab();
  await expect(element).toHaveFocus();
}

/** Keyboard only: open the order, choose the next status, update it; the toast and the timeline say so. */
export const KeyboardStatusChange: Story = {
  // Its own copy of the orders: the change must not leak into the other stories.
  parameters: { visual: { target: 'viewport' }, ...liveAnnouncerExcluded, msw: [...shellHandlers(2), ...ordersHandlers()] },
  play: async (context) => {
    await meta.play(context);
    const { body, dialog } = await openFirstOrder(context.canvasElement);
    // The full order arrives with its history: placed, by the store.
    await waitFor(() => expect(dialog.getAllByRole('listitem')).toHaveLength(1));
    const select = dialog.getByRole('button', { name: new RegExp(i18n.t('orders:modal.newStatus')) });
    await tabTo(select);
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    // Only what may follow "placed" (the transition table), in lifecycle order; the first is "packed".
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(nextStatuses('placed').map((status) => i18n.t(`data:status.order.${status}`)));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(select).toHaveFocus(), { timeout: 5_000 });
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: i18n.t('orders:modal.update') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByText(i18n.t('errors:success.orderStatusUpdated'), {}, { timeout: 10_000 })).toBeVisible();
    // The timeline shows the change from the dashboard.
    await waitFor(() => expect(dialog.getAllByRole('listitem')).toHaveLength(2));
  },
};

/** Keyboard only: open the order and resend its status message; the toast confirms. */
export const KeyboardResend: Story = {
  parameters: { visual: { target: 'viewport' }, ...liveAnnouncerExcluded, msw: [...shellHandlers(2), ...ordersHandlers()] },
  play: async (context) => {
    await meta.play(context);
    const { body, dialog } = await openFirstOrder(context.canvasElement);
    await tabTo(dialog.getByRole('button', { name: i18n.t('orders:modal.resend') }));
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByText(i18n.t('errors:success.orderStatusResent'), {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const KeyboardStatusChangeRtl: Story = { ...KeyboardStatusChange, globals: rtl, tags: ['rtl-twin'] };
export const KeyboardResendRtl: Story = { ...KeyboardResend, globals: rtl, tags: ['rtl-twin'] };
