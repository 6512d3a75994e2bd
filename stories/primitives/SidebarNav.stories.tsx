import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { SidebarNav } from '@wasl/ui';
import { RouterProvider } from 'react-aria-components';
import { rtl } from '../../.storybook/globals';
import { useSpecNavItems } from './SidebarNav.items';

const navigate = fn();

const meta = {
  title: 'Primitives/SidebarNav',
  component: SidebarNav,
  tags: ['autodocs'],
  // The app gives react-aria its router; here a spy stands in, so following a link never leaves the story.
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The dashboard\'s main navigation (SPEC §2): items are data (`id`, translated `label`, `href`, lucide `icon`, one level of `children`), the current route gets `aria-current="page"`, the version shows at the bottom. `isCollapsed` shows icons only, with the labels in tooltips and still read by screen readers. Links use react-aria\'s `RouterProvider`, or your router through `renderLink`. Inside AppShell it sits on the inline-start side and becomes a drawer below the tablet breakpoint.',
      },
    },
  },
  args: { items: [], currentId: 'orders', version: '2.0.0', isCollapsed: false, onNavigate: fn() },
  render: function Render(args) {
    const items = useSpecNavItems();
    const [collapsed, setCollapsed] = useState(args.isCollapsed ?? false);
    return (
      <div style={{ blockSize: 640, inlineSize: collapsed ? 72 : 256, borderInlineEnd: '1px solid var(--wasl-color-border-subtle)' }}>
        <SidebarNav {...args} items={items} isCollapsed={collapsed} onCollapsedChange={setCollapsed} />
      </div>
    );
  },
} satisfies Meta<typeof SidebarNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The current route is nested: its group starts expanded. */
export const NestedCurrent: Story = { args: { currentId: 'agents-settings' } };
export const Collapsed: Story = { args: { isCollapsed: true } };

/** Keyboard only: Tab through the links, Enter toggles the Agents group, Enter follows a link; the collapse button works by keyboard. */
export const KeyboardNavigate: Story = {
  args: { currentId: 'dashboard' },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const ar = globals.locale === 'ar';
    const dashboard = canvas.getByRole('link', { name: ar ? 'لوحة التحكم' : 'Dashboard' });
    await expect(dashboard).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await waitFor(() => expect(dashboard).toHaveFocus());
    for (let i = 0; i < 4; i += 1) await userEvent.tab();
    const group = canvas.getByRole('button', { name: ar ? 'الموظفون' : 'Agents' });
    await waitFor(() => expect(group).toHaveFocus());
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.tab();
    const settings = canvas.getByRole('link', { name: ar ? 'الإعدادات' : 'Settings' });
    await waitFor(() => expect(settings).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ id: 'agents-settings' }));
    await expect(navigate.mock.lastCall?.[0]).toBe('#agents/settings');
    const collapse = canvas.getByRole('button', { name: ar ? 'طي الشريط الجانبي' : 'Collapse sidebar' });
    collapse.focus();
    await userEvent.keyboard('{Enter}');
    const expand = canvas.getByRole('button', { name: ar ? 'توسيع الشريط الجانبي' : 'Expand sidebar' });
    await expect(expand).toBeVisible();
    // Collapsed, every link keeps its accessible name.
    await expect(canvas.getByRole('link', { name: ar ? 'الطلبات' : 'Orders' })).toBeInTheDocument();
  },
};

export const DefaultRtl: Story = { ...Default, globals: rtl, tags: ['rtl-twin'] };
export const CollapsedRtl: Story = { ...Collapsed, globals: rtl, tags: ['rtl-twin'] };
export const KeyboardNavigateRtl: Story = { ...KeyboardNavigate, globals: rtl, tags: ['rtl-twin'] };
