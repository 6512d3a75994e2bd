import type { ComponentType } from 'react';
import type { ScreenProps } from './routing/types';

/**
 * The signed-in screens' chunk loaders. Every `import()` call site puts its chunk's file and
 * dependency list into the module that holds it (≈ 65 B gzip a screen), so they live here and not in
 * routes.tsx, which the pre-rendered site's entry shares: routes.tsx reaches them through a dynamic
 * import of this module, and the app's entry (main.tsx) imports it, so in the app that import costs
 * no round trip (a signed-in first load asks for its screen at once; +1.2 KB on /auth).
 *
 * Each key is the name its module exports (checked by `screens`).
 */
const screens = <T extends { [K in keyof T]: () => Promise<Record<K & string, ComponentType<ScreenProps>>> }>(loaders: T) => loaders;

const campaignLists = () => import('./screens/campaigns/lists');
const campaignEditor = () => import('./screens/campaigns/CampaignEditor');
const supportScreens = () => import('./screens/support/screens');
const storeCallbacks = () => import('./screens/integration/StoreCallback');

export const privateScreens = screens({
  CompleteProfile: () => import('./screens/onboarding/CompleteProfile'),
  SelectPackage: () => import('./screens/onboarding/SelectPackage'),
  Profile: () => import('./screens/profile/Profile'),
  ChangePassword: () => import('./screens/profile/ChangePassword'),
  Dashboard: () => import('./screens/dashboard/Dashboard'),
  Health: () => import('./screens/health/Health'),
  CampaignList: campaignLists,
  CampaignTrash: campaignLists,
  CampaignNew: campaignEditor,
  CampaignView: campaignEditor,
  Chatbot: () => import('./screens/chatbot/Chatbot'),
  Orders: () => import('./screens/orders/Orders'),
  InvoicePage: () => import('./screens/orders/InvoicePage'),
  Inbox: () => import('./screens/inbox/Inbox'),
  Support: supportScreens,
  Ticket: supportScreens,
  Agents: () => import('./screens/agents/Agents'),
  Subscription: () => import('./screens/subscription/Subscription'),
  Failed: () => import('./screens/subscription/Failed'),
  SurveyFormScreen: () => import('./screens/survey/SurveyForm'),
  SurveyResponsesScreen: () => import('./screens/survey/SurveyResponses'),
  Contacts: () => import('./screens/contacts/Contacts'),
  OrderTemplates: () => import('./screens/contacts/OrderTemplates'),
  AgentProfile: () => import('./screens/agentAccess/AgentProfile'),
  QuickMessages: () => import('./screens/agentAccess/QuickMessages'),
  ApiIntegration: () => import('./screens/integration/ApiIntegration'),
  TestOrder: () => import('./screens/integration/TestOrder'),
  CustomiseOrder: () => import('./screens/integration/CustomiseOrder'),
  SallaCallback: storeCallbacks,
  SallaUnsubscribe: storeCallbacks,
  ZidCallback: storeCallbacks,
  AgentSettings: () => import('./screens/agentSettings/AgentSettings'),
  AgentAnalytics: () => import('./screens/agentSettings/AgentAnalytics'),
  AuditLog: () => import('./screens/audit/AuditLog'),
});

export type PrivateScreenName = keyof typeof privateScreens;
