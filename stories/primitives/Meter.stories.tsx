import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Meter, meterSizes, useFormat } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const isAr = (globals: Record<string, unknown>) => globals.locale === 'ar';

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * The caller's pluralised value text, as a widget would build it from its own translations: the
 * noun agrees with the total, with all six Arabic forms ("5,000 عملة", "3 عملات", "عملتان").
 */
function useCountedValue(value: number, max: number, forms: { en: PluralForms; ar: PluralForms }) {
  const format = useFormat();
  const locale = useCopy<'en' | 'ar'>({ en: 'en', ar: 'ar' });
  const rule = new Intl.PluralRules(locale).select(max);
  const template = forms[locale][rule] ?? forms[locale].other;
  return template.replace('{value}', format.number(value)).replace('{max}', format.number(max));
}

const coins = {
  en: { one: '{value} of {max} coin', other: '{value} of {max} coins' },
  ar: {
    zero: '{value} من {max} عملة',
    one: '{value} من عملة واحدة',
    two: '{value} من عملتين',
    few: '{value} من {max} عملات',
    many: '{value} من {max} عملة',
    other: '{value} من {max} عملة',
  },
};

const conversations = {
  en: { one: '{value} of {max} conversation left', other: '{value} of {max} conversations left' },
  ar: {
    zero: 'تبقّى {value} من {max} محادثة',
    one: 'تبقّى {value} من محادثة واحدة',
    two: 'تبقّى {value} من محادثتين',
    few: 'تبقّى {value} من {max} محادثات',
    many: 'تبقّى {value} من {max} محادثة',
    other: 'تبقّى {value} من {max} محادثة',
  },
};

const meta = {
  title: 'Primitives/Meter',
  component: Meter,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'A measurement in a known range that stays on the page: coins used of the plan’s allowance, the wallet’s conversations left, storage. Pass the value in words as `valueLabel`, translated and pluralised by the caller ("1,250 of 5,000 coins"); without it the meter says "1,250 of 5,000" in the merchant’s number format. Past its thresholds (default 80 % and 95 % used, or 20 % and 5 % left with `meaning="higherIsBetter"`) it turns amber, then red, and **says so in words** beside the value and in what screen readers hear ("…, Critical"), so the colour is never the only cue. It fills from the inline start (the right in Arabic).',
          '',
          '**Meter or ProgressBar?** A Meter is a *measurement*: the value can go up and down and the bar stays. A `ProgressBar` is a *task* moving to completion (an export, an upload) and goes away when it is done. Never use a Meter for task progress, nor a ProgressBar for a quantity.',
        ].join('\n'),
      },
    },
  },
  argTypes: { size: { control: 'inline-radio', options: meterSizes } },
  args: { value: 1250, maxValue: 5000, size: 'md' },
  render: function Render(args) {
    const label = useCopy({ en: 'Coins used this month', ar: 'العملات المستخدمة هذا الشهر' });
    const valueLabel = useCountedValue(args.value ?? 0, args.maxValue ?? 100, coins);
    return (
      <div style={{ maxInlineSize: 400 }}>
        <Meter label={label} valueLabel={valueLabel} {...args} />
      </div>
    );
  },
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Screen readers hear the label, then the caller’s pluralised value text. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const meter = within(canvasElement).getByRole('meter', {
      name: isAr(globals) ? 'العملات المستخدمة هذا الشهر' : 'Coins used this month',
    });
    await expect(meter).toHaveAttribute('aria-valuenow', '1250');
    await expect(meter).toHaveAttribute('aria-valuetext', isAr(globals) ? '1,250 من 5,000 عملة' : '1,250 of 5,000 coins');
    await expect(meter).toHaveAttribute('data-level', 'normal');
  },
};

export const DefaultRtl: Story = { ...Default, globals: rtl, tags: ['rtl-twin'] };

/**
 * Coins used at 50 %, 85 % and 97 % of the allowance: normal, then a warning, then danger, each
 * level named in words next to the value.
 */
export const Levels: Story = {
  render: function Render(args) {
    const label = useCopy({ en: 'Coins used this month', ar: 'العملات المستخدمة هذا الشهر' });
    const texts = [useCountedValue(2500, 5000, coins), useCountedValue(4250, 5000, coins), useCountedValue(4850, 5000, coins)];
    return (
      <div style={{ display: 'grid', gap: 16, maxInlineSize: 400 }}>
        {[2500, 4250, 4850].map((value, index) => (
          <Meter key={value} {...args} label={label} value={value} maxValue={5000} valueLabel={texts[index]} />
        ))}
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const meters = within(canvasElement).getAllByRole('meter');
    await expect(meters.map((meter) => meter.dataset.level)).toEqual(['normal', 'warning', 'danger']);
    await expect(meters[1]).toHaveAttribute('aria-valuetext', isAr(globals) ? '4,250 من 5,000 عملة، مرتفع' : '4,250 of 5,000 coins, High');
    await expect(meters[2]).toHaveAttribute(
      'aria-valuetext',
      isAr(globals) ? '4,850 من 5,000 عملة، حرج' : '4,850 of 5,000 coins, Critical',
    );
    await expect(within(meters[2]!).getByText(isAr(globals) ? 'حرج' : 'Critical')).toBeVisible();
  },
};

export const LevelsRtl: Story = { ...Levels, globals: rtl, tags: ['rtl-twin'] };

/**
 * The wallet: more is better, so the levels come as the balance falls (20 % and 5 % left), here
 * with the caller’s own words for the danger level.
 */
export const Balance: Story = {
  render: function Render(args) {
    const copy = useCopy({
      en: { label: 'Wallet', danger: 'Top up to keep replying' },
      ar: { label: 'المحفظة', danger: 'اشحن رصيدك لمواصلة الرد' },
    });
    const values = [640, 150, 30];
    const texts = [
      useCountedValue(640, 1000, conversations),
      useCountedValue(150, 1000, conversations),
      useCountedValue(30, 1000, conversations),
    ];
    return (
      <div style={{ display: 'grid', gap: 16, maxInlineSize: 400 }}>
        {values.map((value, index) => (
          <Meter
            key={value}
            {...args}
            label={copy.label}
            value={value}
            maxValue={1000}
            meaning="higherIsBetter"
            valueLabel={texts[index]}
            statusLabels={{ danger: copy.danger }}
          />
        ))}
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const meters = within(canvasElement).getAllByRole('meter');
    await expect(meters.map((meter) => meter.dataset.level)).toEqual(['normal', 'warning', 'danger']);
    await expect(meters[1]).toHaveAttribute(
      'aria-valuetext',
      isAr(globals) ? 'تبقّى 150 من 1,000 محادثة، منخفض' : '150 of 1,000 conversations left, Low',
    );
    await expect(meters[2]!.getAttribute('aria-valuetext')).toMatch(isAr(globals) ? /اشحن رصيدك/ : /Top up to keep replying$/);
  },
};

export const BalanceRtl: Story = { ...Balance, globals: rtl, tags: ['rtl-twin'] };

/** Custom thresholds (warning from 50 %, danger from 75 %) and no caller text: "value of max" in the locale. */
export const CustomThresholds: Story = {
  args: { value: 60, maxValue: 100, thresholds: { warning: 0.5, danger: 0.75 }, size: 'sm' },
  render: function Render(args) {
    const copy = useCopy({
      en: { label: 'Active agents', hint: 'Your plan includes 5 agents; warns from half of the seats.' },
      ar: { label: 'الموظفون النشطون', hint: 'تتضمن باقتك 5 موظفين؛ يظهر التنبيه من نصف المقاعد.' },
    });
    return (
      <div style={{ display: 'grid', gap: 16, maxInlineSize: 400 }}>
        {[2, 3, 4].map((value) => (
          <Meter key={value} {...args} label={copy.label} description={copy.hint} value={value} maxValue={5} />
        ))}
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const meters = within(canvasElement).getAllByRole('meter');
    await expect(meters.map((meter) => meter.dataset.level)).toEqual(['normal', 'warning', 'danger']);
    await expect(meters[0]).toHaveAttribute('aria-valuetext', isAr(globals) ? '2 من 5' : '2 of 5');
    await expect(meters[0]).toHaveAccessibleDescription(/5/);
  },
};

export const CustomThresholdsRtl: Story = { ...CustomThresholds, globals: rtl, tags: ['rtl-twin'] };

/** `sm` for cards and table cells, `md` on its own; both fill from the inline start. */
export const Sizes: Story = {
  render: function Render(args) {
    const label = useCopy({ en: 'Coins used this month', ar: 'العملات المستخدمة هذا الشهر' });
    const valueLabel = useCountedValue(1250, 5000, coins);
    return (
      <div style={{ display: 'grid', gap: 16, maxInlineSize: 400 }}>
        {meterSizes.map((size) => (
          <Meter key={size} {...args} size={size} label={label} valueLabel={valueLabel} />
        ))}
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    for (const meter of within(canvasElement).getAllByRole('meter')) {
      const track = meter.querySelector('div') as HTMLElement;
      const fill = track.firstElementChild as HTMLElement;
      const [t, f] = [track.getBoundingClientRect(), fill.getBoundingClientRect()];
      await expect(Math.abs(f.width - t.width * 0.25)).toBeLessThan(1);
      await expect(Math.abs(isAr(globals) ? t.right - f.right : f.left - t.left)).toBeLessThan(1);
    }
  },
};

export const SizesRtl: Story = { ...Sizes, globals: rtl, tags: ['rtl-twin'] };
