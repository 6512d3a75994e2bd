import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import { Accordion, Disclosure } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const copy = {
  en: [
    { id: 'trial', q: 'Is there a free trial?', a: 'Yes: two months free before launch, no credit card needed.' },
    { id: 'platforms', q: 'Which stores can I connect?', a: 'Salla, Zid, WooCommerce, Shopify and Wix, or any store through our API.' },
    {
      id: 'agents',
      q: 'Can my team answer customers?',
      a: 'Invite agents by e-mail; they join once they accept and work from their own inbox.',
    },
  ],
  ar: [
    { id: 'trial', q: 'هل توجد فترة تجريبية مجانية؟', a: 'نعم: شهران مجانًا قبل الإطلاق، دون الحاجة إلى بطاقة ائتمان.' },
    { id: 'platforms', q: 'ما المتاجر التي يمكنني ربطها؟', a: 'سلة وزد وووكومرس وشوبيفاي وويكس، أو أي متجر عبر واجهتنا البرمجية.' },
    {
      id: 'agents',
      q: 'هل يستطيع فريقي الرد على العملاء؟',
      a: 'ادعُ الموظفين بالبريد الإلكتروني؛ ينضمون بعد القبول ويعملون من صندوق الوارد الخاص بهم.',
    },
  ],
};

const meta = {
  title: 'Primitives/Disclosure',
  component: Accordion,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          '`Disclosure` shows and hides one section (an FAQ answer, advanced settings); `Accordion` stacks them, one open at a time unless `allowsMultipleExpanded`. Each title is a heading with a button (`aria-expanded`); Enter or Space toggles. Not for switching between views (Tabs) or hiding essential content.',
      },
    },
  },
  args: { children: null },
  render: function Render(args) {
    const items = useCopy(copy);
    return (
      <div style={{ maxInlineSize: 640 }}>
        <Accordion {...args}>
          {items.map((item) => (
            <Disclosure key={item.id} id={item.id} title={item.q}>
              {item.a}
            </Disclosure>
          ))}
        </Accordion>
      </div>
    );
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};
export const OneExpanded: Story = { args: { defaultExpandedKeys: ['platforms'] } };
export const MultipleExpanded: Story = { args: { allowsMultipleExpanded: true, defaultExpandedKeys: ['trial', 'agents'] } };

/** Keyboard only: Enter and Space toggle; opening another item closes the first. */
export const KeyboardToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole('button');
    await userEvent.tab();
    await waitFor(() => expect(first).toHaveFocus());
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/two months|شهران/)).toBeVisible();
    await userEvent.tab();
    await waitFor(() => expect(second).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OneExpandedRtl: Story = { ...OneExpanded, globals: rtl, tags: ['rtl-twin'] };
