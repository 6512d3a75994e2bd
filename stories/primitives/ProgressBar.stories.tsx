import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormatPreferencesProvider, ProgressBar, progressBarSizes, progressBarTones, useFormat } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const isAr = (globals: Record<string, unknown>) => globals.locale === 'ar';

/** The filled part starts at the inline start: the left edge in English, the right edge in Arabic. */
async function expectFillFromStart(bar: HTMLElement, share: number, rtlLayout: boolean) {
  const track = bar.querySelector('div') as HTMLElement;
  const fill = track.firstElementChild as HTMLElement;
  const [t, f] = [track.getBoundingClientRect(), fill.getBoundingClientRect()];
  await expect(Math.abs(f.width - t.width * share)).toBeLessThan(1);
  await expect(Math.abs(rtlLayout ? t.right - f.right : f.left - t.left)).toBeLessThan(1);
}

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'The progress of a task that is running and will finish: an export being prepared, a CSV or logo being uploaded, a campaign being sent. It fills from the inline start (the right in Arabic). The value is a percentage in the merchant’s number format unless you pass `valueLabel` ("3 of 12 files"); use `isIndeterminate` while the amount is unknown.',
          '',
          '**ProgressBar or Meter?** A ProgressBar tracks a *task over time* and goes away when it is done. A `Meter` shows a *measurement* in a known range that stays on the page: wallet balance, coins used of the plan’s allowance, storage. If it would be odd for the value to reach 100 % and disappear, you want a Meter.',
          '',
          'Not for steps of a wizard (use Stepper) or for content loading (use Skeleton).',
        ].join('\n'),
      },
    },
  },
  argTypes: {
    tone: { control: 'inline-radio', options: progressBarTones },
    size: { control: 'inline-radio', options: progressBarSizes },
  },
  args: { value: 45, tone: 'accent', size: 'md' },
  render: function Render(args) {
    const copy = useCopy({
      en: { label: 'Exporting orders', hint: 'You can leave this page: we e-mail the file when it is ready.' },
      ar: { label: 'جارٍ تصدير الطلبات', hint: 'يمكنك مغادرة هذه الصفحة: سنرسل الملف بالبريد الإلكتروني عند جاهزيته.' },
    });
    return (
      <div style={{ maxInlineSize: 400 }}>
        <ProgressBar label={copy.label} description={copy.hint} {...args} />
      </div>
    );
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Screen readers hear the label, the percentage and the description; the bar fills from the inline start. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: isAr(globals) ? 'جارٍ تصدير الطلبات' : 'Exporting orders' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar.getAttribute('aria-valuetext')).toMatch(isAr(globals) ? /^45٪/ : /^45%$/);
    await expect(bar).toHaveAccessibleDescription(/e-mail|البريد/);
    await expectFillFromStart(bar, 0.45, isAr(globals));
  },
};

export const DefaultRtl: Story = { ...Default, globals: rtl, tags: ['rtl-twin'] };

/** One tone per outcome; the label says the state in words too, never the colour alone. */
export const Tones: Story = {
  render: function Render(args) {
    const labels = useCopy({
      en: { accent: 'Sending campaign', success: 'Export ready', warning: 'Upload paused: weak connection', danger: 'Upload failed' },
      ar: { accent: 'جارٍ إرسال الحملة', success: 'التصدير جاهز', warning: 'توقف الرفع مؤقتًا: الاتصال ضعيف', danger: 'فشل الرفع' },
    });
    const values = { accent: 60, success: 100, warning: 70, danger: 35 };
    return (
      <div style={{ display: 'grid', gap: 16, maxInlineSize: 400 }}>
        {progressBarTones.map((tone) => (
          <ProgressBar key={tone} {...args} tone={tone} label={labels[tone]} value={values[tone]} />
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const bars = within(canvasElement).getAllByRole('progressbar');
    await expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['60', '100', '70', '35']);
  },
};

export const TonesRtl: Story = { ...Tones, globals: rtl, tags: ['rtl-twin'] };

/** `sm` for table cells and cards, `md` on its own. */
export const Sizes: Story = {
  render: function Render(args) {
    const label = useCopy({ en: 'Sending campaign', ar: 'جارٍ إرسال الحملة' });
    return (
      <div style={{ display: 'grid', gap: 16, maxInlineSize: 400 }}>
        {progressBarSizes.map((size) => (
          <ProgressBar key={size} {...args} size={size} label={`${label} (${size})`} value={70} />
        ))}
      </div>
    );
  },
};

export const SizesRtl: Story = { ...Sizes, globals: rtl, tags: ['rtl-twin'] };

/** While the amount is unknown: no value for screen readers, a travelling segment (striped when motion is off). */
export const Indeterminate: Story = {
  args: { isIndeterminate: true },
  render: function Render(args) {
    const label = useCopy({ en: 'Preparing your export…', ar: 'جارٍ تجهيز ملف التصدير…' });
    return (
      <div style={{ maxInlineSize: 400 }}>
        <ProgressBar {...args} label={label} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).not.toHaveAttribute('aria-valuetext');
  },
};

export const IndeterminateRtl: Story = { ...Indeterminate, globals: rtl, tags: ['rtl-twin'] };

/** An upload with its own value text (sizes formatted in the locale), read out instead of the percentage. */
export const Upload: Story = {
  render: function Render(args) {
    const format = useFormat();
    const [done, total] = [format.number(2.4), format.number(5)];
    const copy = useCopy({
      en: { label: 'Uploading contacts.csv', value: `${done} MB of ${total} MB` },
      ar: { label: 'جارٍ رفع contacts.csv', value: `${done} ميغابايت من ${total} ميغابايت` },
    });
    return (
      <div style={{ maxInlineSize: 400 }}>
        <ProgressBar {...args} label={copy.label} value={2.4} maxValue={5} valueLabel={copy.value} size="sm" />
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuetext', isAr(globals) ? '2.4 ميغابايت من 5 ميغابايت' : '2.4 MB of 5 MB');
    await expect(within(canvasElement).getByText(isAr(globals) ? '2.4 ميغابايت من 5 ميغابايت' : '2.4 MB of 5 MB')).toBeVisible();
    await expectFillFromStart(bar, 0.48, isAr(globals));
  },
};

export const UploadRtl: Story = { ...Upload, globals: rtl, tags: ['rtl-twin'] };

/** With the merchant’s Arabic-Indic digits preference, the percentage follows it (in Arabic). */
export const ArabicDigits: Story = {
  render: function Render(args) {
    const label = useCopy({ en: 'Sending campaign', ar: 'جارٍ إرسال الحملة' });
    return (
      <FormatPreferencesProvider value={{ arabicDigits: true }}>
        <div style={{ maxInlineSize: 400 }}>
          <ProgressBar {...args} label={label} value={72} />
        </div>
      </FormatPreferencesProvider>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar.getAttribute('aria-valuetext')).toMatch(isAr(globals) ? /^٧٢٪/ : /^72%$/);
  },
};

export const ArabicDigitsRtl: Story = { ...ArabicDigits, globals: rtl, tags: ['rtl-twin'] };
