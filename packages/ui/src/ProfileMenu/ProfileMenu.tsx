import { useState } from 'react';
import { CircleUserRound, KeyRound, ScrollText, UserRound } from 'lucide-react';
import { useTranslation } from '@wasl/i18n';
import { AlertDialog } from '../AlertDialog';
import { Button } from '../Button';
import { Icon, LogoutIcon } from '../Icon';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../Menu';

export interface ProfileMenuHrefs {
  account: string;
  password: string;
  /** The store's audit log (issue 23): only the store owner's menu has it, so it shows only when given. */
  audit?: string;
}

/** SPEC §2: Account and Password open the profile's tabs. */
export const profileMenuHrefs: ProfileMenuHrefs = {
  account: '/profile?tab=info',
  password: '/profile?tab=reset',
};

export interface ProfileMenuProps {
  /** The business name, to name the button ("Account menu, Sara's Store"). */
  name?: string;
  /** Called once the user confirms logging out; then go to /auth. May return a promise (pending state). */
  onLogout: () => void | Promise<void>;
  /** @default SPEC §2's routes */
  hrefs?: Partial<ProfileMenuHrefs>;
  /** Open the menu on first render (docs, screenshots). */
  defaultOpen?: boolean;
}

/**
 * The top bar's profile menu (SPEC §2): Account, Password (and the audit log when `hrefs.audit` is
 * given) and Logout. Logout asks for confirmation
 * first (Cancel or Log out). Links use react-aria's `RouterProvider`.
 */
export function ProfileMenu({ name, onLogout, hrefs, defaultOpen }: ProfileMenuProps) {
  const { t } = useTranslation('layout');
  const [confirming, setConfirming] = useState(false);
  const routes = { ...profileMenuHrefs, ...hrefs };
  return (
    <>
      <MenuTrigger defaultOpen={defaultOpen}>
        <Button
          variant="ghost"
          aria-label={name ? t('profile.menuFor', { name }) : t('profile.menu')}
          icon={<Icon icon={CircleUserRound} size={20} />}
        />
        <Menu onAction={(key) => key === 'logout' && setConfirming(true)}>
          <MenuItem id="account" href={routes.account} icon={<Icon icon={UserRound} size={16} />}>
            {t('profile.account')}
          </MenuItem>
          <MenuItem id="password" href={routes.password} icon={<Icon icon={KeyRound} size={16} />}>
            {t('profile.password')}
          </MenuItem>
          {routes.audit ? (
            <MenuItem id="audit" href={routes.audit} icon={<Icon icon={ScrollText} size={16} />}>
              {t('profile.audit')}
            </MenuItem>
          ) : null}
          <MenuSeparator />
          <MenuItem id="logout" variant="danger" icon={<LogoutIcon size={16} />}>
            {t('profile.logout')}
          </MenuItem>
        </Menu>
      </MenuTrigger>
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('profile.logoutTitle')}
        confirmLabel={t('profile.logout')}
        onConfirm={onLogout}
      >
        {t('profile.logoutBody')}
      </AlertDialog>
    </>
  );
}
