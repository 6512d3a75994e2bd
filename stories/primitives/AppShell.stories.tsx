import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CircleUserRound, LifeBuoy } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppShell, Button, LanguageToggle, SidebarNav, ThemeToggle, TopBar } from '@wasl/ui';
import { RouterProvider } from 'react-aria-components';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';
import { useSpecNavItems } from './SidebarNav.items';

const copy = {
  en: {
    title: 'Orders',
    intro: 'Track every order and send status updates to your customers.',
    support: 'Support',
    profile: 'Account menu',
  },
  ar: { title: 'الطلبات', intro: 'تابع كل طلب وأرسل تحديثات الحالة إلى عملائك.', support: 'الدعم', profile: 'قائمة الحساب' },
};

function Shell({ collapsed = false }: { collapsed?: boolean }) {
  const c = useCopy(copy);
  const locale = useCopy({ en: 'en', ar: 'ar' } as const);
  const items = useSpecNavItems();
  const [isCollapsed, setCollapsed] = useState(collapsed);
  return (
    <AppShell
      isSidebarCollapsed={isCollapsed}
      sidebar={({ inDrawer, closeDrawer }) => (
        <SidebarNav
          items={items}
          currentId="orders"
          version="2.0.0"
          isCollapsed={inDrawer ? false : isCollapsed}
          onCollapsedChange={inDrawer ? undefined : setCollapsed}
          onNavigate={closeDrawer}
        />
      )}
      topBar={
        <TopBar
          start={<strong>{c.title}</strong>}
          support={<Button variant="ghost" aria-label={c.support} icon={<LifeBuoy size={20} />} />}
          themeToggle={<ThemeToggle theme="light" onThemeChange={() => {}} />}
          languageToggle={<LanguageToggle locale={locale} onLocaleChange={() => {}} />}
          profileMenu={<Button variant="ghost" aria-label={c.profile} icon={<CircleUserRound size={20} />} />}
        />
      }
    >
      <h1 style={{ marginBlock: 0 }}>{c.title}</h1>
      <p>{c.intro}</p>
    </AppShell>
  );
}

const navigate = fn();

const meta = {
  title: 'Primitives/AppShell',
  component: AppShell,
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
    viewport: { defaultViewport: 'desktop' },
    docs: {
      description: {
        component:
          'The signed-in layout (DESIGN.md): the SidebarNav on the inline-start side (256 px, 72 px collapsed) from the tablet breakpoint (768 px) up and in a Drawer below it, opened by the TopBar\'s menu button; a skip link to the main content; `contentWidth="form"` caps forms at 720 px. Leave `sidebar` out where SPEC §2 hides it (platform callbacks).',
      },
    },
  },
  args: { children: null },
  render: () => <Shell />,
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const DesktopCollapsed: Story = { render: () => <Shell collapsed /> };
/** Below the tablet breakpoint the sidebar leaves the layout; the top bar's menu button opens it as a drawer. */
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile2' } } };

/** Keyboard only: the first Tab shows the skip link, Enter moves focus to the main content. */
export const KeyboardSkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: /Skip to main content|انتقل إلى المحتوى الرئيسي/ });
    await waitFor(() => expect(skip).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};

/** Keyboard only (mobile): the menu button opens the navigation drawer from the inline-start edge; Escape closes it and focus returns. */
export const MobileDrawerKeyboard: Story = {
  parameters: { viewport: { defaultViewport: 'mobile2' }, visual: { target: 'viewport' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const ar = globals.locale === 'ar';
    const menu = canvas.getByRole('button', { name: ar ? 'فتح التنقل' : 'Open navigation' });
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(menu).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const drawer = await body.findByRole('dialog');
    const box = drawer.getBoundingClientRect();
    if (ar) await expect(Math.round(box.right)).toBe(window.innerWidth);
    else await expect(Math.round(box.left)).toBe(0);
    await expect(within(drawer).getByRole('link', { name: ar ? 'الطلبات' : 'Orders' })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menu).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog');
  },
};

export const DesktopRtl: Story = { ...Desktop, globals: rtl, tags: ['rtl-twin'] };
export const MobileRtl: Story = { ...Mobile, globals: rtl, tags: ['rtl-twin'] };
export const MobileDrawerKeyboardRtl: Story = { ...MobileDrawerKeyboard, globals: rtl, tags: ['rtl-twin'] };
