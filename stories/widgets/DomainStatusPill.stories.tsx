import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DomainStatusPill, statusDomains, statusesOf, statusToneMap } from '@wasl/widgets';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const meta = {
  title: 'Widgets/DomainStatusPill',
  component: DomainStatusPill,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The status of a record (order, campaign, ticket, message, transaction, subscription, approval) with its translated name and the one tone the design system gives that status. Pass `domain` and the API's status value; the tone maps (`statusToneMap`, one per domain folder, each typed against the API's status type) are shared with charts and timelines. For a tone and label of your own use the `StatusPill` primitive.",
      },
    },
  },
  args: { domain: 'order', status: 'out_for_delivery' },
} satisfies Meta<typeof DomainStatusPill<'order'>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const pill = canvasElement.querySelector('[data-tone]');
    await expect(pill).toHaveAttribute('data-tone', 'info');
    await expect(pill?.textContent).toMatch(/^(Out for delivery|خرج للتوصيل)$/);
  },
};

/** Every status of every domain: each one translated, each one in its tone. */
export const AllStatuses: Story = {
  render: function Render() {
    const domainNames = useCopy({
      en: {
        order: 'Order',
        campaign: 'Campaign',
        ticket: 'Ticket',
        approval: 'Approval',
        message: 'Message',
        transaction: 'Transaction',
        subscription: 'Subscription',
        agent: 'Agent',
        health: 'Health',
      },
      ar: {
        order: 'الطلب',
        campaign: 'الحملة',
        ticket: 'التذكرة',
        approval: 'الاعتماد',
        message: 'الرسالة',
        transaction: 'المعاملة',
        subscription: 'الاشتراك',
        agent: 'الوكيل',
        health: 'الحالة التقنية',
      },
    });
    return (
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '12px 16px', margin: 0, alignItems: 'center' }}>
        {statusDomains.map((domain) => (
          <div key={domain} style={{ display: 'contents' }}>
            <dt style={{ fontWeight: 600 }}>{domainNames[domain]}</dt>
            <dd style={{ display: 'flex', gap: 8, flexWrap: 'wrap', margin: 0 }}>
              {statusesOf(domain).map((status) => (
                <DomainStatusPill key={status} domain={domain} status={status as never} />
              ))}
            </dd>
          </div>
        ))}
      </dl>
    );
  },
  play: async ({ canvasElement }) => {
    const pills = canvasElement.querySelectorAll('[data-tone]');
    const expected = statusDomains.flatMap((domain) => Object.values(statusToneMap[domain]));
    await expect([...pills].map((pill) => pill.getAttribute('data-tone'))).toEqual(expected);
    // No raw key leaks through: every label is a translation, not "status.order.packed".
    await expect(within(canvasElement).queryByText(/^status\./)).toBeNull();
  },
};

export const DefaultRtl: Story = { ...Default, globals: rtl, tags: ['rtl-twin'] };
export const AllStatusesRtl: Story = { ...AllStatuses, globals: rtl, tags: ['rtl-twin'] };
