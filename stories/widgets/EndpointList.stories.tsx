import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EndpointList, type Endpoint } from '@wasl/widgets/integration';
import hostile from '../support/fixtures/hostile-strings.json';
import { writeText } from '../support/integration';

const endpoints = (cart: boolean): Endpoint[] => [
  {
    id: 'createOrder',
    method: 'POST',
    url: 'http://localhost:3000/integration/v1.0/orders',
    docsHref: '/docs/integrations/create-order',
    available: true,
  },
  {
    id: 'updateOrder',
    method: 'POST',
    url: 'http://localhost:3000/integration/v1.0/orders/{Order_ID}/status',
    docsHref: '/docs/integrations/update-order',
    available: true,
  },
  {
    id: 'abandonedCart',
    method: 'POST',
    url: 'http://localhost:3000/integration/v1.0/abandoned-cart',
    docsHref: '/docs/integrations/abandoned-cart',
    available: cart,
  },
];

const meta = {
  title: 'Widgets/Integration/EndpointList',
  component: EndpointList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "SPEC §3's integration response as the merchant reads it: create order, update order status and abandoned cart, each with copy and its reference page; the abandoned cart says when the plan does not include it (`has_feature`).",
      },
    },
  },
  args: { endpoints: endpoints(true), onUpgrade: fn(), writeText },
} satisfies Meta<typeof EndpointList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllInPlan: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Not in your plan|غير متاح في باقتك/)).toBeNull();
  },
};

/** The plan has no cart reminder: the endpoint is marked, and Upgrade asks the app for its upgrade dialog. */
export const CartNotInPlan: Story = {
  args: { endpoints: endpoints(false) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Not in your plan|غير متاح في باقتك/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Upgrade to use it|رقِّ باقتك لاستخدامها/ }));
    await expect(args.onUpgrade).toHaveBeenCalledWith('abandonedCart');
  },
};

/** A hostile URL is text, never markup. */
export const Hostile: Story = {
  args: { endpoints: endpoints(true).map((e, i) => (i === 0 ? { ...e, url: hostile.markup[1]! } : e)) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img, script, iframe')).toBeNull();
  },
};

/** Keyboard: Tab reaches the first copy button; Enter copies and says so ("Copied" fades after 3 s: no screenshot). */
export const KeyboardCopy: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const copy = canvas.getAllByRole('button', { name: /Copy|نسخ/ })[0]!;
    for (let i = 0; i < 4 && document.activeElement !== copy; i += 1) await userEvent.tab();
    await waitFor(() => expect(copy).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getAllByRole('status')[0]).toHaveTextContent(/Copied|تم النسخ/));
  },
};
