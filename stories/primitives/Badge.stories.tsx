import type { Meta, StoryObj } from '@storybook/react-vite';
import { statusTones } from '@wasl/tokens';
import { Badge, badgeSizes } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A short, non-interactive label in one of the five status tones (a count, "New", a plan name). For a record\'s status use `StatusPill`, which picks the tone and the translated name for you. Not for actions (use Button) or removable filters (use TagGroup).',
      },
    },
  },
  argTypes: {
    tone: { control: 'inline-radio', options: statusTones },
    size: { control: 'inline-radio', options: badgeSizes },
  },
  args: { tone: 'info', size: 'md', dot: false, children: 'Badge' },
  render: function Render(args) {
    const label = useCopy({ en: 'New', ar: 'جديد' });
    return <Badge {...args}>{label}</Badge>;
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every tone in both sizes, with and without the dot. */
export const Tones: Story = {
  render: function Render(args) {
    const names = useCopy({
      en: { success: 'Paid', warning: 'Expiring soon', danger: 'Overdue', info: 'Trial', neutral: 'Draft' },
      ar: { success: 'مدفوع', warning: 'ينتهي قريبًا', danger: 'متأخر', info: 'تجريبي', neutral: 'مسودة' },
    });
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        {badgeSizes.map((size) =>
          [false, true].map((dot) => (
            <div key={`${size}-${dot}`} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
              {statusTones.map((tone) => (
                <Badge key={tone} {...args} tone={tone} size={size} dot={dot}>
                  {names[tone]}
                </Badge>
              ))}
            </div>
          )),
        )}
      </div>
    );
  },
};

export const TonesRtl: Story = { ...Tones, globals: rtl, tags: ['rtl-twin'] };
