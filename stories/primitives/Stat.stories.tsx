import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createI18n, isLocale } from '@wasl/i18n';
import { Card, formatPercent, Stat, statTrendMeanings, useFormat } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const copy = {
  en: {
    orders: 'Orders this month',
    revenue: 'Revenue',
    failed: 'Failed messages',
    agents: 'Active agents',
    subscribers: 'Newsletter subscribers',
    vsOctober: 'vs October',
  },
  ar: {
    orders: 'الطلبات هذا الشهر',
    revenue: 'الإيرادات',
    failed: 'الرسائل الفاشلة',
    agents: 'الموظفون النشطون',
    subscribers: 'مشتركو النشرة البريدية',
    vsOctober: 'مقارنة بأكتوبر',
  },
};

const meta = {
  title: 'Primitives/Stat',
  component: Stat,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A key figure on the dashboard: label, value (formatted with `useFormat()`: `currency` for SAR amounts, `number`, `percent`) and, when there is a comparison, its change against the previous period. The change is said in words ("Up 12% vs previous period"); the arrow, sign and colour only repeat it. `meaning="lowerIsBetter"` turns a rise red (failed messages, refunds). Trend arrows mirror in Arabic, where time runs right to left. `isLoading` shows skeletons and says "Loading…". Put it in a `Card`. Not for a figure inside running text or a table cell, nor for a live counter (it is not a live region).',
      },
    },
  },
  argTypes: { meaning: { control: 'inline-radio', options: statTrendMeanings } },
  args: { label: '', change: 0.12 },
  render: function Render(args) {
    const c = useCopy(copy);
    const format = useFormat();
    return <Stat {...args} label={args.label || c.orders} value={args.value ?? format.number(1284)} />;
  },
} satisfies Meta<typeof Stat>;

export default meta;
type Story = StoryObj<typeof meta>;

const mirrored = 'matrix(-1, 0, 0, 1, 0, 0)';

/** What a screen reader reads out of an element: its text without the aria-hidden parts, bidi marks dropped. */
function spoken(element: Element): string {
  const clone = element.cloneNode(true) as Element;
  clone.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return (clone.textContent ?? '')
    .replace(/[\u200e\u200f\u061c]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words for a change, from the same translation file and formatter as the component. */
function changeWords(locale: unknown, change: number): string {
  const language = isLocale(locale) ? locale : 'en';
  const { t } = createI18n(language);
  const direction = change === 0 ? 'flat' : change > 0 ? 'up' : 'down';
  return t(`data:stat.change.${direction}`, { value: formatPercent(Math.abs(change), { locale: language }) }).replace(
    /[\u200e\u200f\u061c]/g,
    '',
  );
}

/**
 * Checks what a user notices about the change: the words a screen reader says, the arrow hidden from
 * it, and the arrow pointing along the reading direction (mirrored in Arabic, flat never mirrored).
 */
async function expectChange(canvasElement: HTMLElement, locale: unknown, change: number, context?: string) {
  const words = changeWords(locale, change);
  const dd = canvasElement.querySelector('dd[data-trend]');
  await expect(dd).not.toBeNull();
  const { t } = createI18n(isLocale(locale) ? locale : 'en');
  await expect(spoken(dd!)).toBe(`${words} ${context ?? t('data:stat.vsPrevious')}`);
  const arrow = dd!.querySelector('svg')!;
  await expect(arrow.closest('[aria-hidden="true"]')).not.toBeNull();
  const rtlPage = document.documentElement.dir === 'rtl';
  await expect(getComputedStyle(arrow).transform).toBe(rtlPage && change !== 0 ? mirrored : 'none');
}

/** A rise: "Up 12%" in words, a green arrow rising towards the reading direction. */
export const Up: Story = {
  play: async ({ canvasElement, globals }) => {
    await expectChange(canvasElement, globals.locale, 0.12);
    if (globals.locale !== 'ar') await expect(within(canvasElement).getByText('Up 12%')).toBeInTheDocument();
  },
};

/** A fall where higher is better: red, "Down 8.4%". */
export const Down: Story = {
  args: { change: -0.084 },
  render: function Render(args) {
    const c = useCopy(copy);
    const format = useFormat();
    return <Stat {...args} label={c.subscribers} value={format.number(3920)} />;
  },
  play: async ({ canvasElement, globals }) => {
    await expectChange(canvasElement, globals.locale, -0.084);
    if (globals.locale !== 'ar') await expect(within(canvasElement).getByText('Down 8.4%')).toBeInTheDocument();
  },
};

/** `meaning="lowerIsBetter"`: fewer failed messages is good news, so the fall is green; the words stay "Down". */
export const LowerIsBetter: Story = {
  args: { change: -0.035, meaning: 'lowerIsBetter' },
  render: function Render(args) {
    const c = useCopy(copy);
    const format = useFormat();
    return <Stat {...args} label={c.failed} value={format.number(18)} changeContext={c.vsOctober} />;
  },
  play: async ({ canvasElement, globals }) => {
    const c = copy[globals.locale === 'ar' ? 'ar' : 'en'];
    await expectChange(canvasElement, globals.locale, -0.035, c.vsOctober);
  },
};

/** No change: "No change", a flat mark in the muted colour. */
export const NoChange: Story = {
  args: { change: 0 },
  render: function Render(args) {
    const c = useCopy(copy);
    const format = useFormat();
    return <Stat {...args} label={c.agents} value={format.number(6)} />;
  },
  play: async ({ canvasElement, globals }) => {
    await expectChange(canvasElement, globals.locale, 0);
  },
};

/** No comparison available (the merchant's first month): the figure alone. */
export const WithoutChange: Story = {
  args: { change: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dd[data-trend]')).toBeNull();
  },
};

/** A SAR amount from `useFormat().currency()`: SAR 48,250.50 in English, 48,250.50 ر.س. in Arabic. */
export const Currency: Story = {
  args: { change: 0.231 },
  render: function Render(args) {
    const c = useCopy(copy);
    const format = useFormat();
    return <Stat {...args} label={c.revenue} value={format.currency(48250.5)} />;
  },
  play: async ({ canvasElement, globals }) => {
    const value = canvasElement.querySelector('dd')!;
    await expect(value.textContent).toMatch(globals.locale === 'ar' ? /48,250\.50\s*ر\.س\./ : /^SAR\s48,250\.50$/);
    await expectChange(canvasElement, globals.locale, 0.231);
  },
};

/** While the figure loads: skeletons shaped like value and change; screen readers hear the label and "Loading…". */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(globals.locale === 'ar' ? 'ar' : 'en');
    const c = copy[globals.locale === 'ar' ? 'ar' : 'en'];
    const list = canvasElement.querySelector('dl')!;
    await expect(spoken(list)).toBe(`${c.orders}${t('data:stat.loading')}`);
    const skeletons = list.querySelectorAll('[data-skeleton]');
    await expect(skeletons).toHaveLength(2);
    for (const skeleton of skeletons) await expect(skeleton.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** How the dashboard uses them: one Stat per Card, in a row that wraps. */
export const InCards: Story = {
  render: function Render() {
    const c = useCopy(copy);
    const format = useFormat();
    return (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 16 }}>
        <Card padding="sm">
          <Stat label={c.revenue} value={format.currency(48250.5)} change={0.231} />
        </Card>
        <Card padding="sm">
          <Stat label={c.orders} value={format.number(1284)} change={0.12} />
        </Card>
        <Card padding="sm">
          <Stat label={c.failed} value={format.number(18)} change={0.5} meaning="lowerIsBetter" />
        </Card>
        <Card padding="sm">
          <Stat label={c.agents} value={format.number(6)} isLoading />
        </Card>
      </div>
    );
  },
};

export const UpRtl: Story = { ...Up, globals: rtl, tags: ['rtl-twin'] };
export const DownRtl: Story = { ...Down, globals: rtl, tags: ['rtl-twin'] };
export const NoChangeRtl: Story = { ...NoChange, globals: rtl, tags: ['rtl-twin'] };
export const CurrencyRtl: Story = { ...Currency, globals: rtl, tags: ['rtl-twin'] };
export const LoadingRtl: Story = { ...Loading, globals: rtl, tags: ['rtl-twin'] };
export const InCardsRtl: Story = { ...InCards, globals: rtl, tags: ['rtl-twin'] };
