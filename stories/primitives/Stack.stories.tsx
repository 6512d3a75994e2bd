import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button, Grid, Inline, Stack, stackAlignments, type StackProps } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy, useStoryT } from '../support/i18n';

const tile = {
  padding: 12,
  borderRadius: 10,
  border: '1px solid var(--wasl-color-border-default)',
  background: 'var(--wasl-color-surface-default)',
} as const;

function Tiles({ count = 3 }: { count?: number }) {
  const labels = useCopy({
    en: ['New orders', 'Open tickets', 'Campaigns', 'Agents online'],
    ar: ['طلبات جديدة', 'تذاكر مفتوحة', 'الحملات', 'وكلاء متصلون'],
  });
  return (
    <>
      {labels.slice(0, count).map((label) => (
        <div key={label} style={tile}>
          {label}
        </div>
      ))}
    </>
  );
}

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  subcomponents: { Inline, Grid },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          '`Stack` (one under another), `Inline` (side by side, wrapping) and `Grid` (equal columns) lay out children with spacing tokens only, using logical properties, so layouts mirror in Arabic by themselves. Use them instead of one-off flex styles; props accept responsive objects (`{ mobile: "2", desktop: "4" }`). Not for page chrome (use AppShell) or data (use Table/GridList).',
      },
    },
  },
  argTypes: { align: { control: 'inline-radio', options: stackAlignments } },
  args: { gap: '3' },
  render: (args: StackProps) => (
    <Stack {...args}>
      <Tiles />
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** As a list, with list semantics kept and the bullets and indent removed. */
export const AsList: Story = {
  args: { as: 'ul', gap: '2' },
  render: function Render(args) {
    const items = useCopy({ en: ['Packed', 'Shipped', 'Delivered'], ar: ['تم التغليف', 'تم الشحن', 'تم التسليم'] });
    return (
      <Stack {...args}>
        {items.map((item) => (
          <li key={item} style={tile}>
            {item}
          </li>
        ))}
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('ul');
    await expect(list).not.toBeNull();
    await expect(getComputedStyle(list as HTMLElement).listStyleType).toBe('none');
    await expect(getComputedStyle(list as HTMLElement).paddingInlineStart).toBe('0px');
  },
};

/** Buttons in reading order: the first one is at the start edge (left in English, right in Arabic). */
export const InlineButtons: Story = {
  render: function Render() {
    const t = useStoryT();
    return (
      <Inline gap="2">
        <Button variant="secondary">{t('common:showcase.cancel')}</Button>
        <Button variant="secondary">{t('common:showcase.saveDraft')}</Button>
        <Button>{t('common:showcase.sendCampaign')}</Button>
      </Inline>
    );
  },
  play: async ({ canvasElement }) => {
    const [first, , last] = [...canvasElement.querySelectorAll('button')].map((button) => button.getBoundingClientRect());
    const rtlPage = document.documentElement.dir === 'rtl';
    // The first button sits at the start edge: left of the last in English, right of it in Arabic.
    await expect(rtlPage ? first!.left > last!.left : first!.left < last!.left).toBe(true);
  },
};

/** Stat cards: one column on phones, two on tablets, four on desktops. */
export const ResponsiveGrid: Story = {
  render: () => (
    <Grid columns={{ mobile: '1', tablet: '2', desktop: '4' }} gap="4">
      <Tiles count={4} />
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const grid = canvasElement.firstElementChild as HTMLElement;
    // The test viewport is 1024 px wide: the desktop condition applies.
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(4);
  },
};

export const DefaultRtl: Story = { ...Default, globals: rtl, tags: ['rtl-twin'] };
export const InlineButtonsRtl: Story = { ...InlineButtons, globals: rtl, tags: ['rtl-twin'] };
export const ResponsiveGridRtl: Story = { ...ResponsiveGrid, globals: rtl, tags: ['rtl-twin'] };
