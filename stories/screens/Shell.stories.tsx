/**
 * Page-level stories of the dashboard shell: the real App (route table, guards, layouts, lazy
 * screens, the app's own i18next loading /locales) in a memory router, with the API mocked by msw.
 */
import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import { readGlobals } from '../../.storybook/WithProviders';
import { AppAt, prepareApp, screenReady } from './appStory';
import { shellHandlers } from './shellMocks';

interface ShellParameters {
  /** The address the story opens, with its query. */
  path: string;
  /** Signed in (a session token in the store) or a visitor. */
  signedIn: boolean;
}

/** The story's session: a token when signed in, none for a visitor. */
const prepareShell: Loader = (context) =>
  prepareApp(context, (context.parameters.shell as ShellParameters).signedIn ? 'story-session-token' : null);

const meta = {
  title: 'Screens/Shell',
  loaders: [prepareShell],
  parameters: { layout: 'fullscreen', msw: shellHandlers(2) },
  render: (_args, { parameters, globals }) => {
    const { locale, theme } = readGlobals(globals);
    return <AppAt path={(parameters.shell as ShellParameters).path} locale={locale} theme={theme} />;
  },
  // The page has rendered when its heading is there (lazy screen and namespaces loaded) and nothing
  // is still loading (the screenshot once caught a message preview waiting for the other language).
  play: screenReady,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (path: string, signedIn: boolean, level = 2): Story => ({
  parameters: { shell: { path, signedIn } satisfies ShellParameters, msw: shellHandlers(level) },
});

/**
 * The signed-in layout: sidebar, top bar and a settings page (/api_integration/customise_order, its
 * one call mocked in shellMocks.ts).
 */
export const SignedInLayout = at('/api_integration/customise_order', true);
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
