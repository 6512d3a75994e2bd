import { lazy, type ComponentType } from 'react';
import type { Namespace } from '@wasl/i18n/typed';
import type { PrivateScreenName } from './privateScreens';
import { docsPaths } from './screens/docs/docsPages';
import { baseNamespaces } from './routing/namespaces';
import type { AppRoute, Screen, ScreenProps, SkeletonKind } from './routing/types';

export type { AppRoute, LayoutKind, Screen, ScreenProps, SkeletonKind } from './routing/types';

const named = <K extends string>(load: () => Promise<Record<K, ComponentType<ScreenProps>>>, name: K): Screen => {
  // One request for both the early preload (main.tsx) and React.lazy; a failure reaches the route's
  // error boundary through lazy, so the preload ignores it.
  let chunk: ReturnType<typeof load> | undefined;
  const get = () => (chunk ??= load());
  return Object.assign(
    lazy(async () => ({ default: (await get())[name] })),
    { preload: () => void get().catch(() => undefined) },
  );
};

/** A signed-in screen: its loader comes from privateScreens.ts, itself loaded on first use. */
const privateScreen = (name: PrivateScreenName): Screen =>
  named(async () => {
    const { privateScreens } = await import('./privateScreens');
    return (await privateScreens[name]()) as unknown as Record<PrivateScreenName, ComponentType<ScreenProps>>;
  }, name);

// One chunk per screen.
const Landing = named(() => import('./screens/site/Landing'), 'Landing');
const Pricing = named(() => import('./screens/site/Pricing'), 'Pricing');
const Faq = named(() => import('./screens/site/Faq'), 'Faq');
const Demo = named(() => import('./screens/site/Demo'), 'Demo');
const AboutUs = named(() => import('./screens/site/AboutUs'), 'AboutUs');
const Contact = named(() => import('./screens/site/Contact'), 'Contact');
// Each import() call site lists its chunk's dependencies in the entry: one call site per chunk.
const legal = () => import('./screens/site/Legal');
const Terms = named(legal, 'Terms');
const Privacy = named(legal, 'Privacy');
const Sandbox = named(() => import('./screens/site/Sandbox'), 'Sandbox');
const Login = named(() => import('./screens/auth/Login'), 'Login');
const Signup = named(() => import('./screens/auth/Signup'), 'Signup');
const ForgotPassword = named(() => import('./screens/auth/ForgotPassword'), 'ForgotPassword');
const ResetPassword = named(() => import('./screens/auth/ResetPassword'), 'ResetPassword');
const Invitation = named(() => import('./screens/agentAccess/Invitation'), 'Invitation');
const AgentForgotPassword = named(() => import('./screens/agentAccess/AgentForgotPassword'), 'AgentForgotPassword');
const CompleteProfile = privateScreen('CompleteProfile');
const SelectPackage = privateScreen('SelectPackage');
const Profile = privateScreen('Profile');
const ChangePassword = privateScreen('ChangePassword');
const Dashboard = privateScreen('Dashboard');
const Health = privateScreen('Health');
const CampaignList = privateScreen('CampaignList');
const CampaignTrash = privateScreen('CampaignTrash');
const CampaignNew = privateScreen('CampaignNew');
const CampaignView = privateScreen('CampaignView');
const Subscription = privateScreen('Subscription');
const Failed = privateScreen('Failed');
const Chatbot = privateScreen('Chatbot');
const Orders = privateScreen('Orders');
const InvoicePage = privateScreen('InvoicePage');
const Inbox = privateScreen('Inbox');
const CustomiseOrder = privateScreen('CustomiseOrder');
const Support = privateScreen('Support');
const Ticket = privateScreen('Ticket');
const Agents = privateScreen('Agents');
const Contacts = privateScreen('Contacts');
const OrderTemplates = privateScreen('OrderTemplates');
const AgentProfile = privateScreen('AgentProfile');
const QuickMessages = privateScreen('QuickMessages');
const ApiIntegration = privateScreen('ApiIntegration');
const TestOrder = privateScreen('TestOrder');
const SallaCallback = privateScreen('SallaCallback');
const SallaUnsubscribe = privateScreen('SallaUnsubscribe');
const ZidCallback = privateScreen('ZidCallback');
const SurveyFormScreen = privateScreen('SurveyFormScreen');
const SurveyResponsesScreen = privateScreen('SurveyResponsesScreen');
const AgentSettings = privateScreen('AgentSettings');
const AgentAnalytics = privateScreen('AgentAnalytics');
const AuditLog = privateScreen('AuditLog');
const NotFound = named(() => import('./screens/NotFound'), 'NotFound');
// Developer docs: the index without the generated data, the reference pages with it (one chunk).
const DocsIndex = named(() => import('./screens/docs/DocsIndex'), 'DocsIndex');
const docsReference = () => import('./screens/docs/DocsReference');
const DocsIntegrations = named(docsReference, 'DocsIntegrations');
const DocsEndpoint = named(docsReference, 'DocsEndpoint');
const DocsWebhooks = named(docsReference, 'DocsWebhooks');
const DocsWebhook = named(docsReference, 'DocsWebhook');

export { baseNamespaces };

const site = (id: string, path: string, marketing = true): AppRoute => ({
  id,
  path,
  guard: 'public',
  // Every public route names its own page; one without would show the not-found page, not a placeholder.
  screen: NotFound,
  layout: 'public',
  ns: ['site'],
  skeleton: 'article',
  marketing,
});

const campaign = (id: string, path: string, screen: Screen, skeleton: SkeletonKind): AppRoute => ({
  id,
  path,
  guard: 'private',
  screen,
  layout: 'dashboard',
  ns: ['campaigns', 'data', 'pickers'],
  skeleton,
});

/** The integration screens' strings and the order statuses' names (the test's status update). */
const integrationNamespaces: Namespace[] = ['integration', 'data'];

/** A store platform's OAuth return page (SPEC §2): no sidebar. */
const storeCallback = (id: string, path: string, screen: Screen): AppRoute => ({
  id,
  path,
  guard: 'private',
  screen,
  layout: 'focus',
  ns: integrationNamespaces,
  skeleton: 'article',
});

/** The inbox's strings, the order modal's (its contact panel opens orders) and the flow's language names. */
const inboxNamespaces: Namespace[] = ['inbox', 'orders', 'data', 'chatbot', 'pickers'];

/** SPEC §2, every route. Order matters: the first match wins (`/campaign/new` before `/campaign/:id`). */
export const routeTable: readonly AppRoute[] = [
  /* public */
  { ...site('home', '/'), screen: Landing, signedInTo: '/dashboard' },
  { ...site('pricing', '/pricing'), screen: Pricing, ns: ['site', 'account'] },
  { ...site('faq', '/faq', false), screen: Faq },
  { ...site('demo', '/demo'), screen: Demo },
  { ...site('aboutUs', '/about-us'), screen: AboutUs },
  { ...site('contact', '/contact', false), screen: Contact },
  { ...site('terms', '/terms', false), screen: Terms },
  { ...site('docs', docsPaths.docs), screen: DocsIndex, ns: ['docs'] },
  { ...site('docsIntegrations', docsPaths.docsIntegrations), screen: DocsIntegrations, ns: ['docs'] },
  { ...site('docsCreateOrder', docsPaths.docsCreateOrder), screen: DocsEndpoint, ns: ['docs'] },
  { ...site('docsUpdateOrder', docsPaths.docsUpdateOrder), screen: DocsEndpoint, ns: ['docs'] },
  { ...site('docsAbandonedCart', docsPaths.docsAbandonedCart), screen: DocsEndpoint, ns: ['docs'] },
  { ...site('docsWebhooks', docsPaths.docsWebhooks), screen: DocsWebhooks, ns: ['docs'] },
  { ...site('docsSalla', docsPaths.docsSalla), screen: DocsWebhook, ns: ['docs'] },
  { ...site('docsWooCommerce', docsPaths.docsWooCommerce), screen: DocsWebhook, ns: ['docs'] },
  { ...site('docsShopify', docsPaths.docsShopify), screen: DocsWebhook, ns: ['docs'] },
  { ...site('docsWix', docsPaths.docsWix), screen: DocsWebhook, ns: ['docs'] },
  { id: 'login', path: '/auth', guard: 'public', screen: Login, layout: 'public', ns: ['auth'], skeleton: 'form' },
  {
    id: 'forgotPassword',
    path: '/forgot_password',
    guard: 'public',
    screen: ForgotPassword,
    layout: 'public',
    ns: ['auth', 'agentAccess'],
    skeleton: 'form',
  },
  // An agent's forgotten password (README "Agents sign in"): the link opens /reset_password too.
  {
    id: 'agentForgotPassword',
    path: '/agent_forgot_password',
    guard: 'public',
    screen: AgentForgotPassword,
    layout: 'public',
    ns: ['auth', 'agentAccess'],
    skeleton: 'form',
  },

  /* log out on arrival */
  {
    id: 'resetPassword',
    path: '/reset_password',
    guard: 'logout',
    screen: ResetPassword,
    layout: 'public',
    ns: ['auth'],
    skeleton: 'form',
  },
  // An agent's invitation link (README "Agents sign in"): whoever was signed in here is signed out first.
  {
    id: 'invitation',
    path: '/invitation',
    guard: 'logout',
    screen: Invitation,
    layout: 'public',
    ns: ['auth', 'agentAccess'],
    skeleton: 'form',
  },
  { id: 'signup', path: '/new_account', guard: 'logout', screen: Signup, layout: 'public', ns: ['auth'], skeleton: 'form' },
  { ...site('privacy', '/privacy'), screen: Privacy, guard: 'logout' },
  { ...site('sandbox', '/sandbox', false), screen: Sandbox, guard: 'logout' },

  /* onboarding (SPEC §4): no sidebar */
  {
    id: 'completeProfile',
    path: '/complete-profile',
    guard: 'onboarding',
    step: 0,
    screen: CompleteProfile,
    layout: 'focus',
    ns: ['account'],
    skeleton: 'form',
  },
  {
    id: 'selectPackage',
    path: '/select-package',
    guard: 'onboarding',
    step: 1,
    screen: SelectPackage,
    layout: 'focus',
    ns: ['account'],
    skeleton: 'cards',
  },

  /* private */
  {
    id: 'dashboard',
    path: '/dashboard',
    guard: 'private',
    screen: Dashboard,
    layout: 'dashboard',
    ns: ['analytics', 'data', 'pickers', 'subscription', 'insights'],
    skeleton: 'cards',
    prefetch: (search) =>
      import('./state/dashboard').then(({ dashboardHomeAtom, monthOfSearch }) => [dashboardHomeAtom(monthOfSearch(search))]),
  },
  {
    id: 'contacts',
    path: '/contacts',
    guard: 'private',
    screen: Contacts,
    layout: 'dashboard',
    ns: ['contacts', 'data'],
    skeleton: 'table',
  },
  {
    id: 'subscription',
    path: '/subscription',
    guard: 'private',
    screen: Subscription,
    layout: 'dashboard',
    ns: ['subscription', 'account', 'data'],
    skeleton: 'cards',
  },
  {
    id: 'profile',
    path: '/profile',
    guard: 'private',
    screen: Profile,
    layout: 'dashboard',
    ns: ['navigation', 'account'],
    skeleton: 'form',
  },
  {
    id: 'changePassword',
    path: '/change_password',
    guard: 'private',
    roles: ['merchant', 'agent'],
    screen: ChangePassword,
    layout: 'dashboard',
    ns: ['navigation', 'account'],
    skeleton: 'form',
  },
  /* a signed-in agent's own pages (the inbox is /inspect) */
  {
    id: 'agentSelf',
    path: '/agent/profile',
    guard: 'private',
    roles: ['agent'],
    screen: AgentProfile,
    layout: 'dashboard',
    ns: ['agentAccess'],
    skeleton: 'form',
  },
  {
    id: 'agentQuickMessages',
    path: '/agent/quick-messages',
    guard: 'private',
    roles: ['agent'],
    screen: QuickMessages,
    layout: 'dashboard',
    ns: ['agentAccess'],
    skeleton: 'article',
  },
  {
    id: 'apiIntegration',
    path: '/api_integration',
    guard: 'private',
    screen: ApiIntegration,
    layout: 'dashboard',
    ns: [...integrationNamespaces, 'websiteWidget', 'pickers'],
    skeleton: 'cards',
  },
  {
    id: 'customiseOrder',
    path: '/api_integration/customise_order',
    guard: 'private',
    screen: CustomiseOrder,
    layout: 'dashboard',
    // contacts: the order templates' variable names and preview strings (templates/TemplatePreview).
    ns: ['orderMessages', 'contacts', 'data'],
    skeleton: 'form',
  },
  {
    id: 'agents',
    path: '/agents',
    guard: 'private',
    screen: Agents,
    layout: 'dashboard',
    ns: ['agents', 'agentAccess', 'data', 'pickers'],
    skeleton: 'table',
  },
  {
    id: 'agentsSettings',
    path: '/agents/settings',
    guard: 'private',
    screen: AgentSettings,
    layout: 'dashboard',
    ns: ['agentSettings', 'data'],
    skeleton: 'form',
  },
  {
    id: 'agentProfile',
    path: '/agents/:agentEmail/*',
    guard: 'private',
    screen: AgentAnalytics,
    layout: 'dashboard',
    ns: ['agentSettings', 'analytics', 'data'],
    skeleton: 'cards',
  },
  // Merchant only (the default roles): an agent is sent to the inbox, like every merchant page (issue 23, ADR 011).
  { id: 'audit', path: '/audit', guard: 'private', screen: AuditLog, layout: 'dashboard', ns: ['audit'], skeleton: 'table' },
  campaign('campaign', '/campaign', CampaignList, 'table'),
  campaign('campaignNew', '/campaign/new', CampaignNew, 'form'),
  campaign('campaignTrash', '/campaign/trash', CampaignTrash, 'table'),
  campaign('campaignView', '/campaign/:id', CampaignView, 'form'),
  {
    id: 'health',
    path: '/health',
    guard: 'private',
    screen: Health,
    layout: 'dashboard',
    ns: ['analytics', 'data', 'pickers'],
    skeleton: 'cards',
    prefetch: (search) => import('./state/dashboard').then(({ healthAtom, monthOfSearch }) => [healthAtom(monthOfSearch(search))]),
  },
  { id: 'support', path: '/support', guard: 'private', screen: Support, layout: 'dashboard', ns: ['support', 'data'], skeleton: 'table' },
  {
    id: 'ticket',
    path: '/support/:ticketId',
    guard: 'private',
    screen: Ticket,
    layout: 'dashboard',
    ns: ['support', 'data'],
    skeleton: 'article',
  },
  {
    id: 'inspect',
    path: '/inspect',
    guard: 'private',
    screen: Inbox,
    layout: 'dashboard',
    ns: inboxNamespaces,
    skeleton: 'table',
    roles: ['merchant', 'agent'],
  },
  {
    id: 'inspect',
    path: '/inspect/:id+',
    guard: 'private',
    screen: Inbox,
    layout: 'dashboard',
    ns: inboxNamespaces,
    skeleton: 'table',
    roles: ['merchant', 'agent'],
  },
  {
    id: 'orders',
    path: '/orders',
    guard: 'private',
    screen: Orders,
    layout: 'dashboard',
    ns: ['orders', 'data', 'pickers'],
    skeleton: 'table',
  },
  {
    id: 'orderInvoice',
    path: '/orders/:orderId/invoice',
    guard: 'private',
    screen: InvoicePage,
    layout: 'dashboard',
    ns: ['orders', 'data'],
    skeleton: 'article',
  },
  {
    id: 'ordersTemplate',
    path: '/orders/template',
    guard: 'private',
    screen: OrderTemplates,
    layout: 'dashboard',
    ns: ['contacts', 'data'],
    skeleton: 'form',
  },
  {
    id: 'ordersAnalytics',
    path: '/orders/analytics',
    guard: 'private',
    screen: SurveyResponsesScreen,
    layout: 'dashboard',
    ns: ['survey', 'data', 'pickers'],
    skeleton: 'table',
  },
  {
    id: 'ordersAnalyticsForm',
    path: '/orders/analytics/form',
    guard: 'private',
    screen: SurveyFormScreen,
    layout: 'dashboard',
    ns: ['survey'],
    skeleton: 'form',
  },
  {
    id: 'chatbot',
    path: '/chatbot',
    guard: 'private',
    screen: Chatbot,
    layout: 'dashboard',
    ns: ['navigation', 'chatbot'],
    skeleton: 'cards',
  },
  { id: 'failed', path: '/failed', guard: 'private', screen: Failed, layout: 'dashboard', ns: ['subscription'], skeleton: 'article' },
  { id: 'test', path: '/test', guard: 'private', screen: TestOrder, layout: 'dashboard', ns: integrationNamespaces, skeleton: 'form' },
  storeCallback('sallaCallback', '/salla/callback', SallaCallback),
  storeCallback('sallaUnsubscribe', '/salla/unsubscribe', SallaUnsubscribe),
  storeCallback('zidCallback', '/zid/callback', ZidCallback),
];

/** Unknown paths: a translated not-found page in the public layout, with a way back. */
export const notFoundRoute: AppRoute = {
  id: 'notFound',
  path: '/*',
  guard: 'public',
  screen: NotFound,
  layout: 'public',
  ns: [],
  skeleton: 'article',
};

/** The namespaces a path needs: the shell's plus its route's (and its layout's). */
export function namespacesFor(route: AppRoute): Namespace[] {
  return [...new Set<Namespace>([...baseNamespaces, ...route.ns, ...(route.layout === 'public' ? [] : ['navigation' as const])])];
}
