import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { Breadcrumbs } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy, useStoryT } from '../support/i18n';

const copy = {
  en: [
    { id: 'docs', label: 'Docs', href: '/docs' },
    { id: 'webhooks', label: 'Webhooks', href: '/docs/webhooks' },
    { id: 'shopify', label: 'Shopify', href: '/docs/webhooks/shopify' },
  ],
  ar: [
    { id: 'docs', label: 'التوثيق', href: '/docs' },
    { id: 'webhooks', label: 'خطافات الويب', href: '/docs/webhooks' },
    { id: 'shopify', label: 'شوبيفاي', href: '/docs/webhooks/shopify' },
  ],
};

const meta = {
  title: 'Primitives/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Shows where a page sits in a hierarchy (Docs › Webhooks › Shopify, Campaign › Trash) and links back up. The last item is the current page (`aria-current="page"`, not a link); separators mirror in Arabic. Not for wizard steps (Stepper) or primary navigation (Sidebar).',
      },
    },
  },
  args: { items: [], 'aria-label': '', onAction: fn() },
  render: function Render(args) {
    const items = useCopy(copy);
    const t = useStoryT();
    return <Breadcrumbs {...args} items={args.items.length ? args.items : items} aria-label={t('navigation:breadcrumbs.label')} />;
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Keyboard only: Tab visits the links (not the current page); Enter follows one (here through `onAction`, as a router would). */
export const KeyboardFollow: Story = {
  render: function Render(args) {
    const items = useCopy(copy).map(({ id, label }) => ({ id, label }));
    const t = useStoryT();
    return <Breadcrumbs {...args} items={items} aria-label={t('navigation:breadcrumbs.label')} />;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[2]).toHaveAttribute('aria-current', 'page');
    await expect(links[0]).not.toHaveAttribute('aria-current');
    await userEvent.tab();
    await waitFor(() => expect(links[0]).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(links[1]).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('webhooks');
    // The current page is not a stop.
    await userEvent.tab();
    await expect(links[2]).not.toHaveFocus();
  },
};

export const DefaultRtl: Story = { ...Default, globals: rtl, tags: ['rtl-twin'] };
