import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleUser, KeyRound, Languages, LogOut, UserRound } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Menu, MenuItem, MenuSeparator, MenuTrigger, mirrorInRtlClass, SubmenuTrigger } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const copy = {
  en: { profile: 'Profile menu', account: 'Account', password: 'Password', language: 'Language', logout: 'Logout' },
  ar: { profile: 'قائمة الملف الشخصي', account: 'الحساب', password: 'كلمة المرور', language: 'اللغة', logout: 'تسجيل الخروج' },
};
const copyFor = (locale: unknown) => copy[locale === 'ar' ? 'ar' : 'en'];

/** The top bar's profile menu (SPEC §2): Account, Password, a language submenu, then Logout after a separator. */
function ProfileMenu({ onAction, defaultOpen }: { onAction: (key: React.Key) => void; defaultOpen?: boolean }) {
  const c = useCopy(copy);
  return (
    <div style={{ display: 'flex', justifyContent: 'center', paddingBlockEnd: 220 }}>
      <MenuTrigger defaultOpen={defaultOpen}>
        <Button variant="ghost" aria-label={c.profile} icon={<CircleUser size={20} />} />
        <Menu onAction={(key) => onAction(key)}>
          <MenuItem id="account" icon={<UserRound size={16} />}>
            {c.account}
          </MenuItem>
          <MenuItem id="password" icon={<KeyRound size={16} />}>
            {c.password}
          </MenuItem>
          <SubmenuTrigger>
            <MenuItem id="language" icon={<Languages size={16} />}>
              {c.language}
            </MenuItem>
            <Menu onAction={(key) => onAction(key)} selectionMode="single" defaultSelectedKeys={['en']}>
              <MenuItem id="en" textValue="English">
                <span lang="en">English</span>
              </MenuItem>
              <MenuItem id="ar" textValue="العربية">
                <span lang="ar">العربية</span>
              </MenuItem>
            </Menu>
          </SubmenuTrigger>
          <MenuSeparator />
          <MenuItem id="logout" variant="danger" icon={<LogOut size={16} className={mirrorInRtlClass} />}>
            {c.logout}
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </div>
  );
}

const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  tags: ['autodocs'],
  parameters: {
    visual: { target: 'viewport' },
    docs: {
      description: {
        component:
          'A list of actions behind a button (the profile menu: Account, Password, Logout). `MenuTrigger` pairs the button and the `Menu`; `SubmenuTrigger` nests one (it opens to the inline end: right in English, left in Arabic, and ArrowRight/ArrowLeft follow). Items with `href` navigate through the app router. Use `variant="danger"` for Logout and put it last after a `MenuSeparator`. Not for choosing a value in a form (Select) or for navigation trees (Sidebar).',
      },
    },
  },
  args: { onAction: fn(), children: null },
  render: function Render(args) {
    return <ProfileMenu onAction={args.onAction as (key: React.Key) => void} />;
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = {
  render: function Render(args) {
    return <ProfileMenu onAction={args.onAction as (key: React.Key) => void} defaultOpen />;
  },
};

/** Keyboard only: Enter opens with the first item focused, ArrowDown moves, Escape closes and focus returns to the button; Enter on Logout calls onAction. */
export const KeyboardOpenMoveClose: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const c = copyFor(globals.locale);
    const trigger = within(canvasElement).getByRole('button', { name: c.profile });
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: c.account })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: c.password })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    // Focus returns to the trigger once the menu has finished closing, a frame later.
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const reopened = await within(document.body).findByRole('menu');
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(within(reopened).getByRole('menuitem', { name: c.logout })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('logout');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The submenu opens with ArrowRight in English and sits to the right of the menu; ArrowLeft closes it. */
export const KeyboardSubmenu: Story = {
  play: async ({ args, globals }) => {
    const c = copyFor(globals.locale);
    const forward = globals.locale === 'ar' ? '{ArrowLeft}' : '{ArrowRight}';
    const back = globals.locale === 'ar' ? '{ArrowRight}' : '{ArrowLeft}';
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: c.account })).toHaveFocus());
    const language = within(menu).getByRole('menuitem', { name: c.language });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(language).toHaveFocus());
    await expect(language).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.keyboard(forward);
    await waitFor(() => expect(within(document.body).getAllByRole('menu')).toHaveLength(2));
    const submenu = within(document.body).getAllByRole('menu')[1] as HTMLElement;
    await waitFor(() => expect(within(submenu).getAllByRole('menuitemradio')[0]).toHaveFocus());
    const [outer, inner] = [menu.getBoundingClientRect(), submenu.getBoundingClientRect()];
    if (globals.locale === 'ar') await expect(inner.right).toBeLessThanOrEqual(outer.left + 8);
    else await expect(inner.left).toBeGreaterThanOrEqual(outer.right - 8);
    await userEvent.keyboard(back);
    await waitFor(() => expect(within(document.body).getAllByRole('menu')).toHaveLength(1));
    await waitFor(() => expect(language).toHaveFocus());
    await userEvent.keyboard(forward);
    await waitFor(() => expect(within(document.body).getAllByRole('menu')).toHaveLength(2));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('ar');
  },
};

export const OpenRtl: Story = { ...Open, globals: rtl, tags: ['rtl-twin'] };
export const KeyboardOpenMoveCloseRtl: Story = { ...KeyboardOpenMoveClose, globals: rtl, tags: ['rtl-twin'] };
/** RTL: ArrowLeft opens the submenu, which opens to the left of the menu. */
export const KeyboardSubmenuRtl: Story = { ...KeyboardSubmenu, globals: rtl, tags: ['rtl-twin'] };
