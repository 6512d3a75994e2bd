import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card, Skeleton, skeletonShapes } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A placeholder shaped like the content that is loading: `text` lines (`lines` for a paragraph, the last one shorter), a `circle` for an avatar, a `block` for a chart or an image. Skeletons are hidden from screen readers; the area that loads says so once (a visible or visually hidden "Loading…", `aria-busy` on the area). Pulses unless the user prefers reduced motion. Use it when the layout of what is coming is known; for an action in progress use the Button\'s pending state, for a measurable task a ProgressBar. Table and Stat have their own loading states built from it.',
      },
    },
  },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  args: { shape: 'text', width: 320 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every skeleton is hidden from assistive technology. */
async function expectHidden(canvasElement: HTMLElement) {
  const skeletons = canvasElement.querySelectorAll('[data-skeleton]');
  await expect(skeletons.length).toBeGreaterThan(0);
  for (const skeleton of skeletons) await expect(skeleton.closest('[aria-hidden="true"]')).not.toBeNull();
}

/** One line of text. */
export const TextLine: Story = {
  play: async ({ canvasElement }) => expectHidden(canvasElement),
};

/** A paragraph loading: three lines, the last one shorter. */
export const TextLines: Story = {
  args: { lines: 3 },
  play: async ({ canvasElement }) => {
    await expectHidden(canvasElement);
    const lines = [...canvasElement.querySelectorAll<HTMLElement>('[data-lines] > span')];
    await expect(lines).toHaveLength(3);
    await expect(lines[2]!.getBoundingClientRect().width).toBeLessThan(lines[0]!.getBoundingClientRect().width);
  },
};

/** An avatar loading. */
export const Circle: Story = {
  args: { shape: 'circle', width: 48 },
  play: async ({ canvasElement }) => {
    await expectHidden(canvasElement);
    const box = canvasElement.querySelector('[data-skeleton]')!.getBoundingClientRect();
    await expect(box.height).toBe(box.width);
  },
};

/** A chart or an image loading: a block of the size you give. */
export const Block: Story = {
  args: { shape: 'block', width: '100%', height: 160 },
  play: async ({ canvasElement }) => expectHidden(canvasElement),
};

/**
 * How a loading area is put together: the card is `aria-busy` and says "Loading…" once; the
 * skeletons mirror the coming layout (avatar at the inline start in both directions).
 */
export const LoadingCard: Story = {
  render: function Render() {
    const c = useCopy({
      en: { title: 'Latest conversation', loading: 'Loading…' },
      ar: { title: 'آخر محادثة', loading: 'جارٍ التحميل…' },
    });
    return (
      <div style={{ maxInlineSize: 420 }} aria-busy="true">
        <Card title={c.title} description={c.loading}>
          <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            <Skeleton shape="circle" width={40} />
            <div style={{ flex: 1 }}>
              <Skeleton width="40%" />
              <Skeleton lines={2} />
            </div>
          </div>
          <Skeleton shape="block" height={120} />
        </Card>
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    await expectHidden(canvasElement);
    const region = within(canvasElement).getByRole('region', { name: globals.locale === 'ar' ? 'آخر محادثة' : 'Latest conversation' });
    await expect(region).toHaveTextContent(globals.locale === 'ar' ? 'جارٍ التحميل…' : 'Loading…');
    await expect(region.closest('[aria-busy="true"]')).not.toBeNull();
    // The avatar sits at the inline start: left in English, right in Arabic.
    const avatar = canvasElement.querySelector('[data-skeleton]')!.getBoundingClientRect();
    const box = region.getBoundingClientRect();
    if (document.documentElement.dir === 'rtl') await expect(box.right - avatar.right).toBeLessThan(box.width / 4);
    else await expect(avatar.left - box.left).toBeLessThan(box.width / 4);
  },
};

export const TextLinesRtl: Story = { ...TextLines, globals: rtl, tags: ['rtl-twin'] };
export const LoadingCardRtl: Story = { ...LoadingCard, globals: rtl, tags: ['rtl-twin'] };
