import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@wasl/ui';
import { ContactPanel } from '@wasl/widgets/inbox';
import { contactCarts, contactFeedback, contactOrders } from '../support/inbox';
import hostile from '../support/fixtures/hostile-strings.json';
import { useStoryT } from '../support/i18n';

const meta = {
  title: 'Widgets/Inbox/ContactPanel',
  component: ContactPanel,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The side panel of a thread (issue 19): the customer's number and language, whether they opted out of marketing (STOP), their orders (each opens the order modal through `onOpenOrder`), their abandoned carts (recovered, reminded or not) and their past ratings. Pure: the screen passes what the API answers.",
      },
    },
  },
  args: {
    phone: '966501234567',
    profileName: 'Noura Al-Qahtani',
    language: 'ar',
    optedOut: false,
    orders: contactOrders,
    carts: contactCarts,
    feedback: contactFeedback,
    onOpenOrder: fn(),
  },
  render: (args) => (
    <div style={{ maxInlineSize: 360 }}>
      <ContactPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof ContactPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Orders and feedback; keyboard opens an order. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'NKH-10423' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenOrder).toHaveBeenCalledWith(1042);
  },
};

/** Opted out of marketing, no orders, no carts, no feedback. */
export const OptedOutEmpty: Story = { args: { optedOut: true, orders: [], carts: [], feedback: [], profileName: '' } };

/** An agent while the store hides numbers (Show_Number off): the server sent a key and the mask; the panel shows the mask only. */
export const NumberHidden: Story = {
  args: { phone: 'hQ2x9_-aBcDeFgHiJkLmNoPqRsTuVwXyZ01234567', phoneMasked: '•••• 4567' },
  play: async ({ canvasElement }) => {
    const number = within(canvasElement).getByTestId('customer-number-masked');
    await expect(number).toBeVisible();
    await expect(number.querySelector('[aria-hidden="true"]')).toHaveTextContent('•••• 4567');
    await expect(canvasElement.textContent).not.toContain('hQ2x9');
    await expect(canvasElement.textContent).not.toContain('9665');
  },
};

/** Hostile name and comments stay text. */
export const Hostile: Story = {
  args: {
    profileName: hostile.long[0] ?? '',
    carts: [
      { cart_id: hostile.csv_formulas[0] ?? '', total: 10, currency: 'SAR', at: '2026-10-05T10:00:00Z', reminded: false, recovered: false },
    ],
    feedback: hostile.markup.map((comment, i) => ({ rating: i % 5, comment, at: '2026-10-05T10:00:00Z' })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('<script>alert(1)</script>')).toBeVisible();
    await expect(canvasElement.querySelector('aside script, aside img')).toBeNull();
  },
};

/** The merchant's data actions (issue 23, PDPL): the screen passes its Export and Erase buttons; agents get none. */
export const WithDataActions: Story = {
  render: function Render(args) {
    const t = useStoryT();
    return (
      <div style={{ maxInlineSize: 360 }}>
        <ContactPanel
          {...args}
          dataActions={
            <>
              <Button variant="secondary" size="sm">
                {t('inbox:customerData.export')}
              </Button>
              <Button variant="danger" size="sm">
                {t('inbox:customerData.erase')}
              </Button>
            </>
          }
        />
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const ar = globals.locale === 'ar';
    await expect(canvas.getByRole('heading', { name: ar ? 'بيانات العميل' : 'Customer data' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: ar ? 'محو بيانات العميل' : 'Erase customer data' })).toBeVisible();
  },
};
