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

export const Open: Story = {};

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

export const OpenRtl: Story = { ...Open, globals: rtl };
export const KeyboardLogoutRtl: Story = { ...KeyboardLogout, globals: rtl };
