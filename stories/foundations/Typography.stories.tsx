import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wasl/tokens';
import { Section } from './Swatches';

const sizes = ['3xl', '2xl', 'xl', 'lg', 'md', 'sm', 'xs'] as const;
const weights = ['regular', 'medium', 'semibold'] as const;
const sample = { en: 'Order #10482 shipped to Riyadh — 1,250.00 SAR', ar: 'تم شحن الطلب ‎#10482‎ إلى الرياض — ١٬٢٥٠٫٠٠ ر.س' };

function Scale({ lang }: { lang: 'en' | 'ar' }) {
  return (
    <div lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} style={{ display: 'grid', gap: 8 }}>
      {sizes.map((size) => (
        <p key={size} style={{ margin: 0, fontSize: vars.type.size[size], lineHeight: vars.type.lineHeight.body }}>
          <code style={{ fontSize: 12, color: vars.color.text.muted, marginInlineEnd: 12 }}>{size}</code>
          {sample[lang]}
        </p>
      ))}
      <div style={{ display: 'flex', gap: 24 }}>
        {weights.map((weight) => (
          <span key={weight} style={{ fontWeight: vars.fontWeight[weight] }}>
            {lang === 'ar' ? 'وصل' : 'Wasl'} {weight}
          </span>
        ))}
      </div>
    </div>
  );
}

const meta = {
  title: 'Foundations/Typography',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'IBM Plex Sans (Latin) and IBM Plex Sans Arabic, self-hosted from npm in three weights. The `lang` attribute switches family, sizes and line heights: Arabic reads one step larger with a 1.7 body line height. Numbers in tables and stats use tabular figures.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const LatinScale: Story = { render: () => <Section title="IBM Plex Sans">{<Scale lang="en" />}</Section> };
export const ArabicScale: Story = { render: () => <Section title="IBM Plex Sans Arabic">{<Scale lang="ar" />}</Section> };
