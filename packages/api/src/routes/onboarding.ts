/** The header call and the two onboarding steps (SPEC §4: Level 0 → 1 → 2). */
import { MERCHANT_BASE as M } from '../paths';
import { BusinessDetails, CompleteProfileBody, LevelData, Packages, SelectPackageBody } from '../schemas/account';
import { routeGroup } from './define';

const route = routeGroup({ tag: 'onboarding', source: 'ours' });

export const onboardingRoutes = {
  getHeader: route({
    method: 'GET',
    path: `${M}/header`,
    tag: 'account',
    summary: 'Business details: Level, Business_Name, Email, Logo_Link',
    source: 'spec',
    response: BusinessDetails,
    minLevel: 0,
    roles: ['merchant', 'agent'],
  }),
  completeProfile: route({
    method: 'POST',
    path: `${M}/onboarding/complete-profile`,
    summary: 'Onboarding step 1: language, business name, logo (Level 0 → 1)',
    body: CompleteProfileBody,
    response: LevelData,
    minLevel: 0,
  }),
  listPackages: route({
    method: 'GET',
    path: `${M}/packages`,
    summary: 'Plans and add-ons',
    response: Packages,
    minLevel: 1,
  }),
  selectPackage: route({
    method: 'POST',
    path: `${M}/onboarding/select-package`,
    summary: 'Onboarding step 2: choose a plan (Level 1 → 2)',
    body: SelectPackageBody,
    response: LevelData,
    minLevel: 1,
  }),
};
