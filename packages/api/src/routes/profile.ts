/** The merchant profile and its logo. */
import { MERCHANT_BASE as M } from '../paths';
import { LogoBody, LogoData, Profile, ProfileBody } from '../schemas/account';
import { NoData, routeGroup } from './define';

const route = routeGroup({ tag: 'profile', source: 'spec' });

export const profileRoutes = {
  getProfile: route({
    method: 'GET',
    path: `${M}/section/profile`,
    summary: 'Business profile',
    response: Profile,
  }),
  configureProfile: route({
    method: 'POST',
    path: `${M}/section/profile/configure`,
    summary: 'Save the business profile (empty English/Arabic values mirror the other)',
    body: ProfileBody,
    response: NoData,
  }),
  uploadLogo: route({
    method: 'POST',
    path: `${M}/section/profile/logo`,
    summary: 'Upload the logo (PNG, JPEG or sanitised SVG, at most 2 MiB); answers its url',
    body: LogoBody,
    bodyKind: 'multipart',
    response: LogoData,
    minLevel: 0,
  }),
};
