import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProfileMenu } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';

const navigate = fn();

const meta = {
  title: 'Primitives/ProfileMenu',
  component: ProfileMenu,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div style={{ minBlockSize: 220, display: 'flex', justifyContent: 'flex-end' }}>
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
  parameters: {
    visual: { target: 'viewport' },
    docs: {
      description: {
        component:
          "The top bar's profile menu (SPEC §2): Account (`/profile?tab=info`), Password (`/profile?tab=reset`) and Logout, which asks for confirmation before `onLogout` runs. Put it in TopBar's `profileMenu` slot.",
      },
    },
  },
  args: { name: 'Nakhla Store', onLogout: fn(), defaultOpen: true },
} satisfies Meta<typeof ProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const mirrored = 'matrix(-1, 0, 0, 1, 0, 0)';

/** Open: Account, Password, then Logout, whose icon (an arrow leaving through a door) points to the inline end, so it mirrors in Arabic. */
export const Open: Story = {
  play: async ({ canvasElement, globals }) => {
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    const logout = within(menu).getByRole('menuitem', { name: globals.locale === 'ar' ? 'تسجيل الخروج' : 'Log out' });
    const icon = logout.querySelector('svg')!;
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(icon).transform).toBe(document.documentElement.dir === 'rtl' ? mirrored : 'none');
    // Account and Password are not directional: never flipped.
    const others = within(menu)
      .getAllByRole('menuitem')
      .filter((item) => item !== logout);
    await expect(others).toHaveLength(2);
    for (const item of others) await expect(getComputedStyle(item.querySelector('svg')!).transform).toBe('none');
  },
};

/** Keyboard only: open the menu, ArrowDown to Password and follow it; then Logout asks first, and confirming calls onLogout. */
export const KeyboardLogout: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement, args, globals }) => {
    const ar = globals.locale === 'ar';
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button');
    navigate.mockClear();
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: ar ? 'كلمة المرور' : 'Password' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(navigate.mock.lastCall?.[0]).toBe('/profile?tab=reset'));
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
    await userEvent.keyboard('{End}');
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog');
    await expect(args.onLogout).not.toHaveBeenCalled();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(dialog).not.toBeInTheDocument();
  },
};

/** The store owner's menu (issue 23): Audit log after Password; keyboard only, ArrowDown to it and Enter follows `/audit`. */
export const StoreOwner: Story = {
  args: { hrefs: { audit: '/audit' }, defaultOpen: false },
  play: async ({ canvasElement, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(
      globals.locale === 'ar' ? ['الحساب', 'كلمة المرور', 'سجل التدقيق', 'تسجيل الخروج'] : ['Account', 'Password', 'Audit log', 'Log out'],
    );
    navigate.mockClear();
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(items[2]).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(navigate.mock.lastCall?.[0]).toBe('/audit'));
  },
};

/**
 * In Arabic the logout icon is mirrored (computed transform `scaleX(-1)`), like every directional icon.
 * Tested by Open in the Arabic modes (its play expects the flip when `dir` is rtl).
 */
export const OpenRtl: Story = { ...Open, globals: rtl, tags: ['rtl-twin'] };
export const KeyboardLogoutRtl: Story = { ...KeyboardLogout, globals: rtl, tags: ['rtl-twin'] };
