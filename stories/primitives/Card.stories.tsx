import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download } from 'lucide-react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Card, cardPaddings, Link, Stat, useFormat } from '@wasl/ui';
import { DomainStatusPill } from '@wasl/widgets';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const navigate = fn();
const onExport = fn();

const copy = {
  en: {
    title: 'Delivery survey',
    description: 'Answers from the last 30 days',
    body: '412 customers answered; 87% were satisfied with their delivery.',
    export: 'Export',
    viewAll: 'View all answers',
    updated: 'Updated 5 minutes ago',
    campaign: 'White Friday offers',
    campaignBody: 'Sent to 1,204 customers on 27 November.',
    revenue: 'Revenue',
    padding: { none: 'No padding', sm: 'Small padding', md: 'Medium padding' },
  },
  ar: {
    title: 'استبيان التوصيل',
    description: 'إجابات آخر 30 يومًا',
    body: 'أجاب 412 عميلًا، وكان 87٪ منهم راضين عن التوصيل.',
    export: 'تصدير',
    viewAll: 'عرض كل الإجابات',
    updated: 'تم التحديث قبل 5 دقائق',
    campaign: 'عروض الجمعة البيضاء',
    campaignBody: 'أُرسلت إلى 1,204 عملاء في 27 نوفمبر.',
    revenue: 'الإيرادات',
    padding: { none: 'بلا حشوة', sm: 'حشوة صغيرة', md: 'حشوة متوسطة' },
  },
};

const meta = {
  title: 'Primitives/Card',
  component: Card,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div style={{ maxInlineSize: 420 }}>
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A bordered surface that groups one piece of content: a Stat, a chart, a settings block, a short summary. With a `title` it is a region named by its heading; `actions` sit at the inline end of the header and `footer` under a rule. With `href` the whole card opens a page: the title is the link (one short name for screen readers), its hit area covers the card, and actions stay separately clickable. Not for lists of records (use Table or GridList), nor as a page-level container, nor nested in another Card.',
      },
    },
  },
  argTypes: { padding: { control: 'inline-radio', options: cardPaddings } },
  args: { padding: 'md' },
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <Card {...args} title={args.title ?? c.title} description={args.description ?? c.description}>
        <p style={{ margin: 0 }}>{c.body}</p>
      </Card>
    );
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A static card: a region named by its heading, nothing to press. */
export const Static: Story = {
  play: async ({ canvasElement, globals }) => {
    const c = copy[globals.locale === 'ar' ? 'ar' : 'en'];
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: c.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: c.title })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Header actions at the inline end, a footer with a link and a note. Keyboard: Tab reaches the action, then the footer link. */
export const WithActionsAndFooter: Story = {
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <Card
        {...args}
        title={c.title}
        description={c.description}
        actions={
          <Button variant="secondary" size="sm" icon={<Download size={16} />} onPress={onExport}>
            {c.export}
          </Button>
        }
        footer={
          <>
            <Link href="/surveys/delivery" variant="standalone">
              {c.viewAll}
            </Link>
            <span>{c.updated}</span>
          </>
        }
      >
        <p style={{ margin: 0 }}>{c.body}</p>
      </Card>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const c = copy[globals.locale === 'ar' ? 'ar' : 'en'];
    const canvas = within(canvasElement);
    onExport.mockClear();
    navigate.mockClear();
    await userEvent.tab();
    const exportButton = canvas.getByRole('button', { name: c.export });
    await waitFor(() => expect(exportButton).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(onExport).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('link', { name: c.viewAll })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/surveys/delivery', undefined));
    // The action sits at the inline end of the header: right in English, left in Arabic.
    const header = exportButton.parentElement!.parentElement!.getBoundingClientRect();
    const button = exportButton.getBoundingClientRect();
    if (document.documentElement.dir === 'rtl') await expect(button.left - header.left).toBeLessThan(2);
    else await expect(header.right - button.right).toBeLessThan(2);
  },
};

/**
 * Interactive: the whole card opens the campaign. Keyboard only: Tab lands on the title link (the
 * focus ring goes round the card), Enter follows it; Tab then reaches the card's own action.
 */
export const Interactive: Story = {
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <Card
        {...args}
        title={c.campaign}
        href="/campaigns/12"
        actions={<DomainStatusPill domain="campaign" status="completed" />}
        footer={
          <Button variant="ghost" size="sm" icon={<Download size={16} />} onPress={onExport}>
            {c.export}
          </Button>
        }
      >
        <p style={{ margin: 0 }}>{c.campaignBody}</p>
      </Card>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const c = copy[globals.locale === 'ar' ? 'ar' : 'en'];
    const canvas = within(canvasElement);
    navigate.mockClear();
    onExport.mockClear();
    const link = canvas.getByRole('link');
    // One short link name, not the whole card read out.
    await expect(link).toHaveAccessibleName(c.campaign);
    await userEvent.tab();
    await waitFor(() => expect(link).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/campaigns/12', undefined));
    // A pointer anywhere on the card hits the link; the footer button stays its own target.
    const body = canvas.getByText(c.campaignBody).getBoundingClientRect();
    await expect(document.elementFromPoint(body.left + body.width / 2, body.top + body.height / 2)).toBe(link);
    await userEvent.tab();
    const exportButton = canvas.getByRole('button', { name: c.export });
    await waitFor(() => expect(exportButton).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(onExport).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledTimes(1);
    // Back on the link for the screenshot: the focus ring surrounds the whole card.
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(link).toHaveFocus());
  },
};

/** Without a title: a plain bordered box around a Stat (no region, no heading). */
export const Untitled: Story = {
  render: function Render(args) {
    const c = useCopy(copy);
    const format = useFormat();
    return (
      <Card {...args} padding="sm">
        <Stat label={c.revenue} value={format.currency(48250.5)} change={0.231} />
      </Card>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

/** The three paddings. */
export const Paddings: Story = {
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        {cardPaddings.map((padding) => (
          <Card key={padding} {...args} padding={padding}>
            <p style={{ margin: 0 }}>{c.padding[padding]}</p>
          </Card>
        ))}
      </div>
    );
  },
};

export const StaticRtl: Story = { ...Static, globals: rtl, tags: ['rtl-twin'] };
export const WithActionsAndFooterRtl: Story = { ...WithActionsAndFooter, globals: rtl, tags: ['rtl-twin'] };
export const InteractiveRtl: Story = { ...Interactive, globals: rtl, tags: ['rtl-twin'] };
