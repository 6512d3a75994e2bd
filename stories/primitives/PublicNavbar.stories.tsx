import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LanguageToggle, PublicNavbar } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const meta = {
  title: 'Primitives/PublicNavbar',
  component: PublicNavbar,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The marketing pages' bar (SPEC §2): Home (Dashboard when signed in), About, Docs, Login and Get demo, with a slot for the language and theme toggles. Below the tablet breakpoint the links move into a drawer. Login is hidden for a signed-in visitor. Not for the dashboard (AppShell + TopBar).",
      },
    },
  },
  args: { isSignedIn: false, currentHref: '/about-us' },
  render: function Render(args) {
    const locale = useCopy({ en: 'en', ar: 'ar' } as const);
    return <PublicNavbar {...args} actions={<LanguageToggle locale={locale} onLocaleChange={() => {}} />} />;
  },
} satisfies Meta<typeof PublicNavbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};
export const SignedIn: Story = { args: { isSignedIn: true } };
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile2' } } };

/** Keyboard only (mobile): the menu button opens the links in a drawer; Escape closes it and focus returns. */
export const MobileMenuKeyboard: Story = {
  parameters: { viewport: { defaultViewport: 'mobile2' }, visual: { target: 'viewport' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const ar = globals.locale === 'ar';
    const menu = canvas.getByRole('button', { name: ar ? 'فتح التنقل' : 'Open navigation' });
    menu.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await body.findByRole('dialog');
    await expect(within(drawer).getByRole('link', { name: ar ? 'تسجيل الدخول' : 'Login' })).toHaveAttribute('href', '/auth');
    await expect(within(drawer).getByRole('link', { name: ar ? 'من نحن' : 'About' })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menu).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog');
  },
};

/** Keyboard only (desktop): Tab walks brand, Home, About, Docs, Login, the toggle and Get demo. */
export const KeyboardLinks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/', '/about-us', '/docs', '/auth', '/demo']);
    for (const link of links.slice(0, 5)) {
      await userEvent.tab();
      await waitFor(() => expect(link).toHaveFocus());
    }
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(links[5]).toHaveFocus());
  },
};

export const SignedOutRtl: Story = { ...SignedOut, globals: rtl, tags: ['rtl-twin'] };
export const MobileMenuKeyboardRtl: Story = { ...MobileMenuKeyboard, globals: rtl, tags: ['rtl-twin'] };
