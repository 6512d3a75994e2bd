/**
 * Page-level stories of the dashboard shell: the real App (route table, guards, layouts, lazy
 * screens, the app's own i18next loading /locales) in a memory router, with the API mocked by msw.
 */
import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { expect, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { WaslProviderBase } from '@wasl/ui';
import { App } from '../../app/src/App';
import { i18n, ready } from '../../app/src/i18n';
import { headerAtom } from '../../app/src/state/header';
import { packagesAtom, profileAtom } from '../../app/src/state/account';
import { setLocale, themeAtom } from '../../app/src/state/preferences';
import { tokenAtom } from '../../app/src/state/session';
import { appStore } from '../../app/src/state/store';
import { readGlobals } from '../../.storybook/WithProviders';
import * as styles from './Shell.css';
import { shellHandlers } from './shellMocks';

interface ShellParameters {
  /** The address the story opens, with its query. */
  path: string;
  /** Signed in (a session token in the store) or a visitor. */
  signedIn: boolean;
}

const startMsw = mswLoader();

/**
 * Before the render: msw up, then the app's store and i18next set as the app would have them —
 * the session, fresh resources, the mode's language (its namespaces fetched) and theme.
 */
const prepareApp: Loader = async (context) => {
  await startMsw(context);
  // As main.tsx does: the shell's own namespaces before the first render. The app's i18next started
  // fetching them when this file was imported, before msw was up: fetch them again through msw.
  await ready;
  await i18n.reloadResources();
  const { locale, theme } = readGlobals(context.globals);
  const { signedIn } = context.parameters.shell as ShellParameters;
  appStore.set(tokenAtom, signedIn ? 'story-session-token' : null);
  appStore.set(headerAtom);
  appStore.set(profileAtom);
  appStore.set(packagesAtom);
  await setLocale(locale);
  appStore.set(themeAtom, theme);
  return {};
};

function ShellAt({ path, locale, theme }: { path: string; locale: 'en' | 'ar'; theme: 'light' | 'dark' }) {
  const { hook, searchHook } = memoryLocation({ path });
  return (
    <WaslProviderBase locale={locale} theme={theme} store={appStore} i18n={i18n}>
      <div className={styles.wholePage}>
        <Router hook={hook} searchHook={searchHook}>
          <App />
        </Router>
      </div>
    </WaslProviderBase>
  );
}

const meta = {
  title: 'Screens/Shell',
  loaders: [prepareApp],
  parameters: { layout: 'fullscreen', msw: shellHandlers(2) },
  render: (_args, { parameters, globals }) => {
    const { locale, theme } = readGlobals(globals);
    return <ShellAt path={(parameters.shell as ShellParameters).path} locale={locale} theme={theme} />;
  },
  // The page has rendered when its heading is there (lazy screen and namespaces loaded).
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement.ownerDocument.body).findByRole('heading', { level: 1 }, { timeout: 10_000 });
    await expect(heading).toBeVisible();
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (path: string, signedIn: boolean, level = 2): Story => ({
  parameters: { shell: { path, signedIn } satisfies ShellParameters, msw: shellHandlers(level) },
});

/** The signed-in layout: sidebar, top bar, a screen still being built (/support). */
export const SignedInLayout = at('/support', true);
/** The public layout: navbar, a short marketing page (/about-us), footer with the marketing element. */
export const PublicLayout = at('/about-us', false);
export const Login = at('/auth', false);
export const Signup = at('/new_account', false);
export const ForgotPassword = at('/forgot_password', false);
export const ResetPassword = at('/reset_password?token=0123456789abcdef0123', false);
/** Onboarding step 1 (Level 0): no main navigation. */
export const CompleteProfile = at('/complete-profile', true, 0);
/** Onboarding step 2 (Level 1): the plans with the free trial. */
export const SelectPackage = at('/select-package', true, 1);
export const ProfileInfo = at('/profile?tab=info', true);
export const ProfilePassword = at('/profile?tab=reset', true);
export const NotFound = at('/no-such-page', false);
