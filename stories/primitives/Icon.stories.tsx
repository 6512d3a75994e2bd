import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleAlert, Inbox, MessageCircle, Search } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { directionalIcons, Icon, iconSizes, type DirectionalIconName } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'One lucide icon at 16 or 20 px. Decorative by default (hidden from screen readers); give `label` only when the icon stands alone and carries meaning. Use the directional presets (`BackIcon`, `NextIcon`, `SendIcon`, `ChevronStartIcon`, …) or `mirrorInRtl` for anything that points forward or back, so it flips in Arabic. Not for logos or illustrations.',
      },
    },
  },
  argTypes: { size: { control: 'inline-radio', options: iconSizes } },
  args: { icon: MessageCircle, size: 20 },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

const names: Record<DirectionalIconName, { en: string; ar: string }> = {
  back: { en: 'Back', ar: 'رجوع' },
  next: { en: 'Next', ar: 'التالي' },
  send: { en: 'Send', ar: 'إرسال' },
  chevronStart: { en: 'Chevron to the start', ar: 'سهم صغير نحو البداية' },
  chevronEnd: { en: 'Chevron to the end', ar: 'سهم صغير نحو النهاية' },
  chevronsStart: { en: 'First page', ar: 'الصفحة الأولى' },
  chevronsEnd: { en: 'Last page', ar: 'الصفحة الأخيرة' },
  arrowStart: { en: 'Arrow to the start', ar: 'سهم نحو البداية' },
  arrowEnd: { en: 'Arrow to the end', ar: 'سهم نحو النهاية' },
  logout: { en: 'Log out', ar: 'تسجيل الخروج' },
};

function DirectionalGrid() {
  const language = useCopy({ en: 'en', ar: 'ar' } as const);
  return (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 16, listStyle: 'none', padding: 0, margin: 0 }}>
      {(Object.keys(directionalIcons) as DirectionalIconName[]).map((name) => {
        const Preset = directionalIcons[name];
        return (
          <li key={name} data-icon={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <Preset />
            <span>{names[name][language]}</span>
          </li>
        );
      })}
    </ul>
  );
}

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {iconSizes.map((size) => (
        <Icon key={size} {...args} icon={Search} size={size} />
      ))}
    </div>
  ),
};

/** An icon without text beside it gets a label: it is announced as an image with that name. */
export const WithLabel: Story = {
  render: function Render(args) {
    const label = useCopy({ en: 'Delivery failed', ar: 'فشل التسليم' });
    return <Icon {...args} icon={CircleAlert} label={label} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img');
    await expect(image).toHaveAccessibleName(/Delivery failed|فشل التسليم/);
  },
};

/** Decorative icons next to text are hidden from assistive technology. */
export const Decorative: Story = {
  render: function Render(args) {
    const text = useCopy({ en: 'No new messages', ar: 'لا توجد رسائل جديدة' });
    return (
      <p style={{ display: 'flex', gap: 8, alignItems: 'center', margin: 0 }}>
        <Icon {...args} icon={Inbox} />
        {text}
      </p>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

const mirrored = 'matrix(-1, 0, 0, 1, 0, 0)';

/** Directional presets: drawn for English and flipped when the page reads right to left. */
export const Directional: Story = {
  render: () => <DirectionalGrid />,
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons.length).toBe(Object.keys(directionalIcons).length);
    const expected = document.documentElement.dir === 'rtl' ? mirrored : 'none';
    for (const svg of icons) await expect(getComputedStyle(svg).transform).toBe(expected);
  },
};

/**
 * In Arabic every preset is flipped, so "next" and "send" point leftwards, the way Arabic reads.
 * Tested by Directional in the Arabic modes (its play expects the flip when `dir` is rtl).
 */
export const DirectionalRtl: Story = { ...Directional, globals: rtl, tags: ['rtl-twin'] };

/** Non-directional icons (search, inbox) never flip, even in Arabic. */
export const NotMirroredRtl: Story = {
  ...Sizes,
  globals: rtl,
  play: async ({ canvasElement }) => {
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(getComputedStyle(svg).transform).toBe('none');
    }
  },
};
