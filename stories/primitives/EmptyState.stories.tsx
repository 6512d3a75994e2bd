import type { Meta, StoryObj } from '@storybook/react-vite';
import { Megaphone, Plus, SearchX, ShoppingBag } from 'lucide-react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Card, EmptyState, emptyStateHeadingLevels, Link } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const navigate = fn();

const copy = {
  en: {
    inbox: 'No messages yet',
    orders: 'No orders this month',
    ordersWhy: 'Orders from your connected store appear here as soon as customers place them.',
    connect: 'Connect your store',
    campaigns: 'No campaigns yet',
    campaignsWhy: 'Send offers and reminders to your customers on WhatsApp.',
    create: 'Create a campaign',
    search: 'No customers match “Sara Q”',
    searchWhy: 'Check the spelling, or search by phone number.',
    clear: 'Clear search',
    card: 'Recent orders',
  },
  ar: {
    inbox: 'لا توجد رسائل بعد',
    orders: 'لا توجد طلبات هذا الشهر',
    ordersWhy: 'تظهر هنا طلبات متجرك المرتبط بمجرد أن يضعها العملاء.',
    connect: 'اربط متجرك',
    campaigns: 'لا توجد حملات بعد',
    campaignsWhy: 'أرسل العروض والتذكيرات إلى عملائك عبر واتساب.',
    create: 'أنشئ حملة',
    search: 'لا يوجد عملاء يطابقون «سارة ق»',
    searchWhy: 'تحقق من الإملاء أو ابحث برقم الجوال.',
    clear: 'مسح البحث',
    card: 'أحدث الطلبات',
  },
};

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'What a list, table or page shows when it has nothing: an icon, a heading saying what is empty, why, and the next action (one Button or Link). Set `headingLevel` to fit the page outline. Use it for first-use empties ("No campaigns yet"), filtered-out results ("No customers match …") and empty tables (`Table` uses it). Not for errors (say what went wrong and how to retry) nor for loading (use Skeleton).',
      },
    },
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: emptyStateHeadingLevels } },
  args: { title: '' },
  render: function Render(args) {
    const c = useCopy(copy);
    return <EmptyState {...args} title={args.title || c.inbox} />;
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The least it needs: a heading, with the default inbox icon (decorative). */
export const TitleOnly: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(copy[globals.locale === 'ar' ? 'ar' : 'en'].inbox);
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

const onCreate = fn();

/**
 * Icon, explanation and the next action. Keyboard only: Tab reaches the action, Enter runs it.
 */
export const WithAction: Story = {
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <EmptyState
        {...args}
        icon={Megaphone}
        title={c.campaigns}
        description={c.campaignsWhy}
        action={
          <Button icon={<Plus size={16} />} onPress={onCreate}>
            {c.create}
          </Button>
        }
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const c = copy[globals.locale === 'ar' ? 'ar' : 'en'];
    const canvas = within(canvasElement);
    onCreate.mockClear();
    await expect(canvas.getByRole('heading', { level: 3, name: c.campaigns })).toBeVisible();
    await expect(canvas.getByText(c.campaignsWhy)).toBeVisible();
    await userEvent.tab();
    const create = canvas.getByRole('button', { name: c.create });
    await waitFor(() => expect(create).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(onCreate).toHaveBeenCalledTimes(1);
  },
};

/** The next action as a link (it goes to another page). Keyboard: Tab + Enter follows it. */
export const WithLink: Story = {
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <EmptyState
        {...args}
        icon={ShoppingBag}
        title={c.orders}
        description={c.ordersWhy}
        action={
          <Link href="/settings/store" variant="standalone">
            {c.connect}
          </Link>
        }
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const c = copy[globals.locale === 'ar' ? 'ar' : 'en'];
    navigate.mockClear();
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: c.connect });
    await waitFor(() => expect(link).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/settings/store', undefined));
  },
};

/** Nothing matches a search or filter: say what was searched and offer the way back. */
export const NoResults: Story = {
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <EmptyState
        {...args}
        icon={SearchX}
        title={c.search}
        description={c.searchWhy}
        action={
          <Button variant="secondary" onPress={fn()}>
            {c.clear}
          </Button>
        }
      />
    );
  },
};

/** Inside a Card, one heading level below the card's title. */
export const InCard: Story = {
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <div style={{ maxInlineSize: 480 }}>
        <Card title={c.card}>
          <EmptyState {...args} icon={ShoppingBag} title={c.orders} description={c.ordersWhy} headingLevel={4} />
        </Card>
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const c = copy[globals.locale === 'ar' ? 'ar' : 'en'];
    const region = within(canvasElement).getByRole('region', { name: c.card });
    await expect(within(region).getByRole('heading', { level: 4 })).toHaveTextContent(c.orders);
  },
};

export const TitleOnlyRtl: Story = { ...TitleOnly, globals: rtl, tags: ['rtl-twin'] };
export const WithActionRtl: Story = { ...WithAction, globals: rtl, tags: ['rtl-twin'] };
export const NoResultsRtl: Story = { ...NoResults, globals: rtl, tags: ['rtl-twin'] };
