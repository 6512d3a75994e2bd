import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Send } from 'lucide-react';
import { useLocale } from 'react-aria-components';
import { vars } from '@wasl/tokens';
import { Button, TextField } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';
import { Section } from './Swatches';

function DirectionDemo() {
  const { direction, locale } = useLocale();
  const copy = useCopy({
    en: { title: 'Inline start is on the left', customer: 'Customer', send: 'Send', next: 'Next' },
    ar: { title: 'بداية السطر على اليمين', customer: 'العميل', send: 'إرسال', next: 'التالي' },
  });
  return (
    <div style={{ display: 'grid', gap: 16, maxInlineSize: 520 }}>
      <Section title={copy.title}>
        <p style={{ margin: 0, fontFamily: vars.fontFamily.mono, fontSize: vars.type.size.sm }}>
          dir={direction} · locale={locale}
        </p>
        <div
          style={{
            borderInlineStart: `4px solid ${vars.color.accent.default}`,
            paddingInlineStart: 12,
            background: vars.color.surface.default,
          }}
        >
          {/* User content keeps its own direction with <bdi>: names, phones and order ids mix scripts. */}
          {copy.customer}: <bdi>Sara Al-Qahtani سارة</bdi> · <bdi dir="ltr">+966 55 123 4567</bdi> · <bdi>#A-10482</bdi>
        </div>
        <div style={{ display: 'flex', gap: 8 }}>
          <Button icon={<Send size={16} style={{ transform: direction === 'rtl' ? 'scaleX(-1)' : undefined }} />}>{copy.send}</Button>
          <Button variant="secondary" icon={<ArrowRight size={16} style={{ transform: direction === 'rtl' ? 'scaleX(-1)' : undefined }} />}>
            {copy.next}
          </Button>
        </div>
        <TextField label={copy.customer} defaultValue="Sara سارة" />
      </Section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Direction',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'RTL is designed in, not added: the locale sets `lang` and `dir` on `<html>` (before paint), react-aria reads the same locale, styles use logical properties only (lint rejects `marginLeft`, `left`, `textAlign: "left"`), directional icons mirror, and user content that may mix scripts sits in `<bdi>` or `dir="auto"` inputs.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const LeftToRight: Story = { render: () => <DirectionDemo /> };
export const RightToLeft: Story = { render: () => <DirectionDemo />, globals: rtl };
