/**
 * The route table: one entry per call of docs/api-routes.md, written in one file per tag beside
 * this one. The server registers, validates and documents (OpenAPI) its routes from it; the client
 * derives one typed function per entry. What an entry holds: ./define.ts.
 */
import { agentSelfRoutes } from './agentSelf';
import { agentsRoutes } from './agents';
import { auditRoutes } from './audit';
import { authRoutes } from './auth';
import { campaignsRoutes } from './campaigns';
import { chatbotRoutes } from './chatbot';
import { contactsRoutes } from './contacts';
import { conversationsRoutes } from './conversations';
import { customersRoutes } from './customers';
import { dashboardRoutes } from './dashboard';
import { integrationRoutes } from './integration';
import { onboardingRoutes } from './onboarding';
import { ordersRoutes } from './orders';
import { profileRoutes } from './profile';
import { publicRoutes } from './public';
import { subscriptionRoutes } from './subscription';
import { supportRoutes } from './support';
import { surveyRoutes } from './survey';
import { systemRoutes } from './system';
import { widgetRoutes } from './widget';
import type { RouteDefinition } from './define';

export { AGENT_HOME, agentMayCall, minLevelOf, NOT_FOR_AGENTS, ROLES, rolesOf } from './define';
export type { Role, AuthKind, BodyKind, HttpMethod, ResponseKind, RouteData, RouteDefinition, RouteInput } from './define';

export const routes = {
  ...authRoutes,
  ...onboardingRoutes,
  ...agentsRoutes,
  ...agentSelfRoutes,
  ...integrationRoutes,
  ...campaignsRoutes,
  ...chatbotRoutes,
  ...conversationsRoutes,
  ...dashboardRoutes,
  ...ordersRoutes,
  ...profileRoutes,
  ...supportRoutes,
  ...subscriptionRoutes,
  ...contactsRoutes,
  ...surveyRoutes,
  ...systemRoutes,
  ...publicRoutes,
  ...widgetRoutes,
  ...auditRoutes,
  ...customersRoutes,
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;

/** The table as a list, in declaration order, for registering and documenting. */
export const routeList: ReadonlyArray<RouteDefinition & { name: RouteName }> = (Object.keys(routes) as RouteName[]).map((name) => ({
  name,
  ...routes[name],
}));
