import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusPill } from '@wasl/ui';
import { statusTones } from '@wasl/tokens';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const meta = {
  title: 'Primitives/StatusPill',
  component: StatusPill,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A status: a dot and a translated name in one of the five status tones. It knows no domain: pass the `tone` and the `label`. For a record's status (order, campaign, ticket, …) use the `DomainStatusPill` widget, which takes the API's status value and picks both for you. Not for free text (use Badge).",
      },
    },
  },
  args: { tone: 'info', label: 'Out for delivery' },
} satisfies Meta<typeof StatusPill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: function Render(args) {
    const label = useCopy({ en: 'Out for delivery', ar: 'خرج للتوصيل' });
    return <StatusPill {...args} label={label} />;
  },
  // The pill shows the tone and the label it is given, nothing else (the label is set per locale above).
  play: async ({ canvasElement, args }) => {
    const pill = within(canvasElement).getByText(/^(Out for delivery|خرج للتوصيل)$/);
    await expect(pill.closest('[data-tone]')).toHaveAttribute('data-tone', args.tone);
    await expect(canvasElement.querySelectorAll('[data-tone]')).toHaveLength(1);
  },
};

/** The five tones: in progress, done well, needs attention, failed or stopped, waiting. */
export const Tones: Story = {
  render: function Render() {
    const labels = useCopy({
      en: { info: 'In progress', success: 'Done', warning: 'Needs attention', danger: 'Failed', neutral: 'Waiting' },
      ar: { info: 'قيد التنفيذ', success: 'تم', warning: 'يحتاج إلى انتباه', danger: 'فشل', neutral: 'في الانتظار' },
    });
    return (
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {statusTones.map((tone) => (
          <StatusPill key={tone} tone={tone} label={labels[tone]} />
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const pills = [...canvasElement.querySelectorAll('[data-tone]')];
    await expect(pills.map((pill) => pill.getAttribute('data-tone'))).toEqual([...statusTones]);
  },
};

export const DefaultRtl: Story = { ...Default, globals: rtl, tags: ['rtl-twin'] };
