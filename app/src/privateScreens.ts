import type { ComponentType } from 'react';
import type { ScreenProps } from './routing/types';

/**
 * The signed-in screens' chunk loaders, out of the entry: every `import()` call site puts its chunk's
 * file and dependency list into the module that holds it, and with ~20 dashboard screens in the
 * route table that list had grown the entry — and with it the sign-in page's first load — by
 * ≈ 65 B gzip a screen. routes.tsx reaches these through one dynamic import of this module, which a
 * visitor to /auth or the public site never downloads.
 *
 * Each key is the name its module exports (checked by `screens`).
 */
const screens = <T extends { [K in keyof T]: () => Promise<Record<K & string, ComponentType<ScreenProps>>> }>(loaders: T) => loaders;

const campaignLists = () => import('./screens/campaigns/lists');
const campaignEditor = () => import('./screens/campaigns/CampaignEditor');

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
  BeingBuilt: () => import('./screens/BeingBuilt'),
});

export type PrivateScreenName = keyof typeof privateScreens;
