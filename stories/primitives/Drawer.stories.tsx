import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, DialogTrigger, Drawer, drawerSides } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const copy = {
  en: {
    open: 'Open navigation',
    title: 'Wasl',
    nav: 'Main',
    links: ['Dashboard', 'Contacts', 'Subscription', 'Integration', 'Agents', 'Campaign', 'Health', 'Orders', 'Chatbot'],
  },
  ar: {
    open: 'فتح التنقل',
    title: 'وصل',
    nav: 'الرئيسي',
    links: ['لوحة التحكم', 'جهات الاتصال', 'الاشتراك', 'التكامل', 'الموظفون', 'الحملات', 'الحالة', 'الطلبات', 'روبوت المحادثة'],
  },
};

function Links() {
  const c = useCopy(copy);
  return (
    <nav aria-label={c.nav}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 8, display: 'grid', gap: 4 }}>
        {c.links.map((label) => (
          <li key={label}>
            <a href="#" style={{ display: 'block', padding: '8px 12px', color: 'inherit' }}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const meta = {
  title: 'Primitives/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  parameters: {
    visual: { target: 'viewport' },
    docs: {
      description: {
        component:
          'A modal panel sliding in from the inline-start edge (left in English, right in Arabic): the sidebar navigation below the tablet breakpoint, or a filter panel on small screens. Escape, the close button or the backdrop close it and focus returns to the trigger. Not for content that must stay visible beside the page on wide screens (use the AppShell sidebar).',
      },
    },
  },
  argTypes: { side: { control: 'inline-radio', options: drawerSides } },
  args: { title: '', children: null, side: 'start', defaultOpen: true, onOpenChange: fn() },
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <Drawer {...args} title={c.title}>
        <Links />
      </Drawer>
    );
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const EndSide: Story = { args: { side: 'end' } };

/** Keyboard only: Enter opens it from the start edge with focus inside; Escape closes it and focus returns. */
export const KeyboardOpenClose: Story = {
  args: { defaultOpen: false },
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <DialogTrigger onOpenChange={args.onOpenChange}>
        <Button variant="secondary" icon={<Menu size={18} />}>
          {c.open}
        </Button>
        <Drawer title={c.title}>
          <Links />
        </Drawer>
      </DialogTrigger>
    );
  },
  play: async ({ canvasElement, args, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const drawer = await body.findByRole('dialog');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    // It sits on the inline-start edge: left in English, right in Arabic.
    const box = drawer.getBoundingClientRect();
    if (globals.locale === 'ar') await expect(Math.round(box.right)).toBe(window.innerWidth);
    else await expect(Math.round(box.left)).toBe(0);
    await userEvent.tab();
    await expect(drawer.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const OpenRtl: Story = { ...Open, globals: rtl, tags: ['rtl-twin'] };
export const KeyboardOpenCloseRtl: Story = { ...KeyboardOpenClose, globals: rtl, tags: ['rtl-twin'] };
