/**
 * The route table: one entry per call of docs/api-routes.md. The server registers, validates and
 * documents (OpenAPI) its routes from it; the client derives one typed function per entry.
 *
 * - `path` is the full path from the origin, with `{name}` path parameters.
 * - `params`, `query`, `headers`, `body` are zod schemas of what the request carries (header names
 *   lower-case, as Hono and fetch normalise them); `bodyKind` says how the body travels.
 * - `response` is the schema of the answer's `data` (the answer is `{success, message?, data?}`),
 *   or of the file for `responseKind: 'csv' | 'file'`.
 * - `auth`: `session` needs the `Authorization` header (the access-token), `apiKey` needs `X-Api-Key`,
 *   `public` needs nothing.
 */
import { z } from 'zod';
import {
  ChangePasswordBody,
  CompleteProfileBody,
  ContactBody,
  ContactNumber,
  DemoBody,
  ForgotPasswordBody,
  LevelData,
  LoginBody,
  LogoBody,
  LogoData,
  NewsletterHeaders,
  Packages,
  Profile,
  ProfileBody,
  PurchaseBody,
  PurchaseHeaders,
  ResetPasswordBody,
  SelectPackageBody,
  SignupBody,
  Subscription,
  TokenData,
  Transaction,
  TransactionList,
  BusinessDetails,
} from './schemas/account';
import {
  AddAgentData,
  AddAgentForm,
  AgentIdForm,
  AgentListQuery,
  AgentListResponse,
  AgentSettings,
  AgentSettingsBody,
  PasswordHeaders,
  RenameAgentBody,
  Section,
  SectionAssignmentForm,
  SectionBody,
  SectionQuery,
  ServiceUpdateBody,
  SupportTimeBody,
  ToggleData,
  UpdateQuickBody,
} from './schemas/agents';
import { Campaign, CampaignBody, CampaignInspect, CampaignList, CampaignListQuery, CampaignTrash, TrashQuery } from './schemas/campaigns';
import { Chatbot, EmulateData, EmulateQuery, FlowBody } from './schemas/chatbot';
import { IdParam, MonthQuery, MonthYearQuery, PageQuery, Search, YearQuery } from './schemas/common';
import {
  DashboardHome,
  Health,
  RaiseTicketForm,
  SurveyBody,
  SurveyForm,
  SurveyResponses,
  SurveyResponsesQuery,
  Ticket,
  TicketDetail,
  TicketList,
  TicketListQuery,
  TicketStatusData,
} from './schemas/insights';
import {
  AbandonedCartBody,
  ApiKeyData,
  IntegrationResponse,
  Order,
  OrderIdParam,
  OrderList,
  OrderPayload,
  OrderStatusBody,
  OrderTemplate,
  OrderTemplateBody,
  OrderTemplates,
  TemplateKindParam,
} from './schemas/orders';

export const MERCHANT_BASE = '/merchant/v1.0';
export const PUBLIC_BASE = '/public/v1.0';
export const INTEGRATION_BASE = '/integration/v1.0';

export type HttpMethod = 'GET' | 'POST';
export type AuthKind = 'session' | 'public' | 'apiKey';
export type BodyKind = 'json' | 'form' | 'multipart';
export type ResponseKind = 'json' | 'csv' | 'file';

export interface RouteDefinition {
  method: HttpMethod;
  path: string;
  auth: AuthKind;
  /** OpenAPI tag */
  tag: string;
  summary: string;
  /** `spec`: a call of SPEC §7; `ours`: one SPEC says is "not shown". */
  source: 'spec' | 'ours';
  params?: z.ZodObject;
  query?: z.ZodObject;
  headers?: z.ZodObject;
  body?: z.ZodType;
  bodyKind?: BodyKind;
  response: z.ZodType;
  responseKind: ResponseKind;
  /**
   * Session calls only: the onboarding Level (SPEC §4) the merchant needs. 0 = what completing the
   * profile needs (and session/header calls), 1 = what selecting a package needs, 2 (the default)
   * = everything else. Below it the server answers 409 `errors:completeProfileFirst` (Level 0) or
   * `errors:selectPackageFirst` (Level 1) — never 403, which means "session expired".
   */
  minLevel?: 0 | 1;
}

/** Onboarding Level a session call needs (default 2). */
export const minLevelOf = (definition: RouteDefinition): 0 | 1 | 2 => definition.minLevel ?? 2;

/** Keeps each entry's literal types while checking it against RouteDefinition. */
const route = <const R extends RouteDefinition>(definition: R): R => definition;

const NoData = z.undefined();
/** CSV downloads arrive as a Blob so the UTF-8 BOM (which text decoding strips) reaches the saved file. */
const Csv = z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob);
const IdPath = z.strictObject({ id: IdParam });
const TicketIdPath = z.strictObject({ ticket_id: IdParam });
const OrdersQuery = z.strictObject({
  month: MonthQuery.optional(),
  year: YearQuery.optional(),
  page: PageQuery,
  search: Search.optional(),
});
const ApiKeyHeaders = z.object({ 'x-api-key': z.string().min(1).max(128) });
const M = MERCHANT_BASE;

const csvExport = (kind: string, summary: string) =>
  route({
    method: 'GET',
    path: `${M}/section/home/csv/${kind}`,
    auth: 'session',
    tag: 'dashboard',
    summary,
    source: 'spec',
    query: MonthYearQuery,
    response: Csv,
    responseKind: 'csv',
  });

export const routes = {
  /* ---------------------------------------------------------------- auth (ours) */
  login: route({
    method: 'POST',
    path: `${M}/auth/login`,
    auth: 'public',
    tag: 'auth',
    summary: 'Sign in; answers the session token',
    source: 'ours',
    body: LoginBody,
    bodyKind: 'json',
    response: TokenData,
    responseKind: 'json',
  }),
  logout: route({
    method: 'POST',
    path: `${M}/auth/logout`,
    auth: 'session',
    tag: 'auth',
    summary: 'Revoke the current session',
    source: 'ours',
    response: NoData,
    responseKind: 'json',
    minLevel: 0,
  }),
  signup: route({
    method: 'POST',
    path: `${M}/auth/signup`,
    auth: 'public',
    tag: 'auth',
    summary: 'Create an account (Level 0) and sign in',
    source: 'ours',
    body: SignupBody,
    bodyKind: 'json',
    response: TokenData,
    responseKind: 'json',
  }),
  forgotPassword: route({
    method: 'POST',
    path: `${M}/auth/forgot-password`,
    auth: 'public',
    tag: 'auth',
    summary: 'E-mail a single-use reset link valid for 1 hour',
    source: 'ours',
    body: ForgotPasswordBody,
    bodyKind: 'json',
    response: NoData,
    responseKind: 'json',
  }),
  resetPassword: route({
    method: 'POST',
    path: `${M}/auth/reset-password`,
    auth: 'public',
    tag: 'auth',
    summary: 'Set a new password with a reset token (403 when expired or used)',
    source: 'ours',
    body: ResetPasswordBody,
    bodyKind: 'json',
    response: NoData,
    responseKind: 'json',
  }),
  changePassword: route({
    method: 'POST',
    path: `${M}/auth/change-password`,
    auth: 'session',
    tag: 'auth',
    summary: 'Change the password; other sessions are revoked, a new token is answered',
    source: 'ours',
    body: ChangePasswordBody,
    bodyKind: 'json',
    response: TokenData,
    responseKind: 'json',
    minLevel: 0,
  }),

  /* ---------------------------------------------------------------- header, onboarding */
  getHeader: route({
    method: 'GET',
    path: `${M}/header`,
    auth: 'session',
    tag: 'account',
    summary: 'Business details: Level, Business_Name, Email, Logo_Link',
    source: 'spec',
    response: BusinessDetails,
    responseKind: 'json',
    minLevel: 0,
  }),
  completeProfile: route({
    method: 'POST',
    path: `${M}/onboarding/complete-profile`,
    auth: 'session',
    tag: 'onboarding',
    summary: 'Onboarding step 1: language, business name, logo (Level 0 → 1)',
    source: 'ours',
    body: CompleteProfileBody,
    bodyKind: 'json',
    response: LevelData,
    responseKind: 'json',
    minLevel: 0,
  }),
  listPackages: route({
    method: 'GET',
    path: `${M}/packages`,
    auth: 'session',
    tag: 'onboarding',
    summary: 'Plans and add-ons',
    source: 'ours',
    response: Packages,
    responseKind: 'json',
    minLevel: 1,
  }),
  selectPackage: route({
    method: 'POST',
    path: `${M}/onboarding/select-package`,
    auth: 'session',
    tag: 'onboarding',
    summary: 'Onboarding step 2: choose a plan (Level 1 → 2)',
    source: 'ours',
    body: SelectPackageBody,
    bodyKind: 'json',
    response: LevelData,
    responseKind: 'json',
    minLevel: 1,
  }),

  /* ---------------------------------------------------------------- agents and sections */
  listAgents: route({
    method: 'GET',
    path: `${M}/section/agent`,
    auth: 'session',
    tag: 'agents',
    summary: 'Agent list response (agents, sections, support time, switches, limits, quick messages)',
    source: 'spec',
    query: AgentListQuery,
    response: AgentListResponse,
    responseKind: 'json',
  }),
  getAgentSettings: route({
    method: 'GET',
    path: `${M}/section/agent/settings/{id}`,
    auth: 'session',
    tag: 'agents',
    summary: "An agent's settings (Show_Number, chat end time, support time)",
    source: 'spec',
    params: IdPath,
    response: AgentSettings,
    responseKind: 'json',
  }),
  updateAgentSettings: route({
    method: 'POST',
    path: `${M}/section/agent/settings/{id}`,
    auth: 'session',
    tag: 'agents',
    summary: "Save an agent's settings",
    source: 'ours',
    params: IdPath,
    body: AgentSettingsBody,
    bodyKind: 'json',
    response: AgentSettings,
    responseKind: 'json',
  }),
  updateQuickMessages: route({
    method: 'POST',
    path: `${M}/section/agent/update_quick`,
    auth: 'session',
    tag: 'agents',
    summary: 'Replace the quick messages',
    source: 'spec',
    body: UpdateQuickBody,
    bodyKind: 'json',
    response: NoData,
    responseKind: 'json',
  }),
  updateSupportTime: route({
    method: 'POST',
    path: `${M}/section/agent/support_time/update`,
    auth: 'session',
    tag: 'agents',
    summary: 'Set support hours (of a section, or the default without ?section)',
    source: 'spec',
    query: SectionQuery,
    body: SupportTimeBody,
    bodyKind: 'json',
    response: NoData,
    responseKind: 'json',
  }),
  addAgentToSection: route({
    method: 'POST',
    path: `${M}/section/agent/sections/agent-add`,
    auth: 'session',
    tag: 'agents',
    summary: 'Assign an agent to a section',
    source: 'spec',
    body: SectionAssignmentForm,
    bodyKind: 'form',
    response: NoData,
    responseKind: 'json',
  }),
  removeAgentFromSection: route({
    method: 'POST',
    path: `${M}/section/agent/sections/agent-delete`,
    auth: 'session',
    tag: 'agents',
    summary: 'Remove an agent from a section',
    source: 'spec',
    body: SectionAssignmentForm,
    bodyKind: 'form',
    response: NoData,
    responseKind: 'json',
  }),
  createSection: route({
    method: 'POST',
    path: `${M}/section/agent/sections`,
    auth: 'session',
    tag: 'agents',
    summary: 'Create a section (within Allowed_Section)',
    source: 'ours',
    body: SectionBody,
    bodyKind: 'json',
    response: Section,
    responseKind: 'json',
  }),
  updateSection: route({
    method: 'POST',
    path: `${M}/section/agent/sections/{id}`,
    auth: 'session',
    tag: 'agents',
    summary: 'Update a section',
    source: 'ours',
    params: IdPath,
    body: SectionBody,
    bodyKind: 'json',
    response: Section,
    responseKind: 'json',
  }),
  deleteSection: route({
    method: 'POST',
    path: `${M}/section/agent/sections/{id}/delete`,
    auth: 'session',
    tag: 'agents',
    summary: 'Delete a section (its agents stay)',
    source: 'ours',
    params: IdPath,
    response: NoData,
    responseKind: 'json',
  }),
  addAgent: route({
    method: 'POST',
    path: `${M}/section/agent/add`,
    auth: 'session',
    tag: 'agents',
    summary: "Invite an agent by e-mail; the merchant's password in the Password header (401 wrong, 409 e-mail exists)",
    source: 'spec',
    headers: PasswordHeaders,
    body: AddAgentForm,
    bodyKind: 'form',
    response: AddAgentData,
    responseKind: 'json',
  }),
  deleteAgent: route({
    method: 'POST',
    path: `${M}/section/agent/delete`,
    auth: 'session',
    tag: 'agents',
    summary: "Remove an agent; the merchant's password in the Password header",
    source: 'ours',
    headers: PasswordHeaders,
    body: AgentIdForm,
    bodyKind: 'form',
    response: NoData,
    responseKind: 'json',
  }),
  renameAgent: route({
    method: 'POST',
    path: `${M}/section/agent/rename`,
    auth: 'session',
    tag: 'agents',
    summary: 'Rename an agent (at least 3 characters)',
    source: 'ours',
    body: RenameAgentBody,
    bodyKind: 'json',
    response: NoData,
    responseKind: 'json',
  }),
  updateAgentService: route({
    method: 'POST',
    path: `${M}/section/agent/service/update`,
    auth: 'session',
    tag: 'agents',
    summary: 'Switch agents on or off duty',
    source: 'spec',
    body: ServiceUpdateBody,
    bodyKind: 'json',
    response: NoData,
    responseKind: 'json',
  }),
  toggleSupport: route({
    method: 'POST',
    path: `${M}/section/agent/support/toggle`,
    auth: 'session',
    tag: 'agents',
    summary: 'Toggle agent support; answers the new Status',
    source: 'spec',
    query: SectionQuery,
    response: ToggleData,
    responseKind: 'json',
  }),
  toggleBotflow: route({
    method: 'POST',
    path: `${M}/section/agent/botflow/toggle`,
    auth: 'session',
    tag: 'agents',
    summary: 'Toggle the bot flow; answers the new Status',
    source: 'spec',
    query: SectionQuery,
    response: ToggleData,
    responseKind: 'json',
  }),

  /* ---------------------------------------------------------------- integration page */
  getIntegration: route({
    method: 'GET',
    path: `${M}/section/integration-api`,
    auth: 'session',
    tag: 'integration',
    summary: 'Endpoints, sample order payload, abandoned-cart feature flag, merchant id',
    source: 'spec',
    response: IntegrationResponse,
    responseKind: 'json',
  }),
  regenerateApiKey: route({
    method: 'POST',
    path: `${M}/section/integration-api/key/regenerate`,
    auth: 'session',
    tag: 'integration',
    summary: 'Create a new API key (shown once, also e-mailed); the old one stops working',
    source: 'ours',
    headers: PasswordHeaders,
    response: ApiKeyData,
    responseKind: 'json',
  }),
  revokeApiKey: route({
    method: 'POST',
    path: `${M}/section/integration-api/key/revoke`,
    auth: 'session',
    tag: 'integration',
    summary: 'Revoke the API key',
    source: 'ours',
    headers: PasswordHeaders,
    response: NoData,
    responseKind: 'json',
  }),

  /* ---------------------------------------------------------------- campaigns */
  listCampaigns: route({
    method: 'GET',
    path: `${M}/section/campaigns`,
    auth: 'session',
    tag: 'campaigns',
    summary: 'Campaigns, paged and searchable, with coins and limits',
    source: 'spec',
    query: CampaignListQuery,
    response: CampaignList,
    responseKind: 'json',
  }),
  listCampaignTrash: route({
    method: 'GET',
    path: `${M}/section/campaigns/trash`,
    auth: 'session',
    tag: 'campaigns',
    summary: 'Trashed campaigns',
    source: 'spec',
    query: TrashQuery,
    response: CampaignTrash,
    responseKind: 'json',
  }),
  getCampaign: route({
    method: 'GET',
    path: `${M}/section/campaigns/view/{id}`,
    auth: 'session',
    tag: 'campaigns',
    summary: 'One campaign',
    source: 'spec',
    params: IdPath,
    response: Campaign,
    responseKind: 'json',
  }),
  inspectCampaign: route({
    method: 'GET',
    path: `${M}/section/campaigns/inspect/{id}`,
    auth: 'session',
    tag: 'campaigns',
    summary: "A campaign's name, status and delivery figures",
    source: 'spec',
    params: IdPath,
    response: CampaignInspect,
    responseKind: 'json',
  }),
  createCampaign: route({
    method: 'POST',
    path: `${M}/section/campaigns`,
    auth: 'session',
    tag: 'campaigns',
    summary: 'Create a campaign draft (status pending)',
    source: 'ours',
    body: CampaignBody,
    bodyKind: 'json',
    response: Campaign,
    responseKind: 'json',
  }),
  updateCampaign: route({
    method: 'POST',
    path: `${M}/section/campaigns/{id}`,
    auth: 'session',
    tag: 'campaigns',
    summary: 'Edit a campaign (only while pending; 409 otherwise)',
    source: 'ours',
    params: IdPath,
    body: CampaignBody,
    bodyKind: 'json',
    response: Campaign,
    responseKind: 'json',
  }),
  submitCampaign: route({
    method: 'POST',
    path: `${M}/section/campaigns/{id}/submit`,
    auth: 'session',
    tag: 'campaigns',
    summary: 'Send for approval (needs enough coins)',
    source: 'ours',
    params: IdPath,
    response: Campaign,
    responseKind: 'json',
  }),
  pauseCampaign: route({
    method: 'POST',
    path: `${M}/section/campaigns/{id}/pause`,
    auth: 'session',
    tag: 'campaigns',
    summary: 'Pause',
    source: 'ours',
    params: IdPath,
    response: Campaign,
    responseKind: 'json',
  }),
  resumeCampaign: route({
    method: 'POST',
    path: `${M}/section/campaigns/{id}/resume`,
    auth: 'session',
    tag: 'campaigns',
    summary: 'Resume',
    source: 'ours',
    params: IdPath,
    response: Campaign,
    responseKind: 'json',
  }),
  trashCampaign: route({
    method: 'POST',
    path: `${M}/section/campaigns/{id}/trash`,
    auth: 'session',
    tag: 'campaigns',
    summary: 'Move to trash',
    source: 'ours',
    params: IdPath,
    response: Campaign,
    responseKind: 'json',
  }),
  restoreCampaign: route({
    method: 'POST',
    path: `${M}/section/campaigns/{id}/restore`,
    auth: 'session',
    tag: 'campaigns',
    summary: 'Restore from trash',
    source: 'ours',
    params: IdPath,
    response: Campaign,
    responseKind: 'json',
  }),

  /* ---------------------------------------------------------------- chatbot */
  getChatbot: route({
    method: 'GET',
    path: `${M}/section/chatbot`,
    auth: 'session',
    tag: 'chatbot',
    summary: 'Sections and the saved bot flow',
    source: 'spec',
    response: Chatbot,
    responseKind: 'json',
  }),
  emulateChatbot: route({
    method: 'POST',
    path: `${M}/section/chatbot/emulate`,
    auth: 'session',
    tag: 'chatbot',
    summary: 'Walk the posted flow from the start or from the pressed button; answers the bot replies',
    source: 'spec',
    query: EmulateQuery,
    body: FlowBody,
    bodyKind: 'json',
    response: EmulateData,
    responseKind: 'json',
  }),
  updateChatbot: route({
    method: 'POST',
    path: `${M}/section/chatbot/update`,
    auth: 'session',
    tag: 'chatbot',
    summary: 'Save the flow {nodes, edges}',
    source: 'spec',
    body: FlowBody,
    bodyKind: 'json',
    response: NoData,
    responseKind: 'json',
  }),

  /* ---------------------------------------------------------------- dashboard */
  getHome: route({
    method: 'GET',
    path: `${M}/section/home`,
    auth: 'session',
    tag: 'dashboard',
    summary: 'Dashboard home figures for a month',
    source: 'spec',
    query: MonthYearQuery,
    response: DashboardHome,
    responseKind: 'json',
  }),
  exportClientsCsv: csvExport('clients', 'Clients of the month as CSV'),
  exportConversationsCsv: csvExport('conversations', 'Conversations of the month as CSV'),
  exportFeedbacksCsv: csvExport('feedbacks', 'Feedbacks of the month as CSV'),
  exportDeliveryLogsCsv: csvExport('delivery-logs', 'Message delivery logs of the month as CSV'),

  /* ---------------------------------------------------------------- orders */
  listOrders: route({
    method: 'GET',
    path: `${M}/section/orders`,
    auth: 'session',
    tag: 'orders',
    summary: 'Orders of a month, 20 per page, searchable by order id or phone',
    source: 'spec',
    query: OrdersQuery,
    response: OrderList,
    responseKind: 'json',
  }),
  getOrderTemplates: route({
    method: 'GET',
    path: `${M}/section/orders/template`,
    auth: 'session',
    tag: 'orders',
    summary: 'Order message templates (init, commit, push)',
    source: 'ours',
    response: OrderTemplates,
    responseKind: 'json',
  }),
  updateOrderTemplate: route({
    method: 'POST',
    path: `${M}/section/orders/template/{kind}`,
    auth: 'session',
    tag: 'orders',
    summary: 'Change a template (goes back to review, up to 3 hours)',
    source: 'ours',
    params: TemplateKindParam,
    body: OrderTemplateBody,
    bodyKind: 'json',
    response: OrderTemplate,
    responseKind: 'json',
  }),
  getOrder: route({
    method: 'GET',
    path: `${M}/section/orders/{id}`,
    auth: 'session',
    tag: 'orders',
    summary: 'One order',
    source: 'ours',
    params: IdPath,
    response: Order,
    responseKind: 'json',
  }),
  updateOrderStatus: route({
    method: 'POST',
    path: `${M}/section/orders/{id}/status`,
    auth: 'session',
    tag: 'orders',
    summary: 'Change the status (allowed transitions only; 409 otherwise) and message the customer',
    source: 'ours',
    params: IdPath,
    body: OrderStatusBody,
    bodyKind: 'json',
    response: Order,
    responseKind: 'json',
  }),
  resendOrder: route({
    method: 'POST',
    path: `${M}/section/orders/{id}/resend`,
    auth: 'session',
    tag: 'orders',
    summary: 'Resend the current status message',
    source: 'ours',
    params: IdPath,
    response: NoData,
    responseKind: 'json',
  }),

  /* ---------------------------------------------------------------- profile */
  getProfile: route({
    method: 'GET',
    path: `${M}/section/profile`,
    auth: 'session',
    tag: 'profile',
    summary: 'Business profile',
    source: 'spec',
    response: Profile,
    responseKind: 'json',
  }),
  configureProfile: route({
    method: 'POST',
    path: `${M}/section/profile/configure`,
    auth: 'session',
    tag: 'profile',
    summary: 'Save the business profile (empty English/Arabic values mirror the other)',
    source: 'spec',
    body: ProfileBody,
    bodyKind: 'json',
    response: NoData,
    responseKind: 'json',
  }),
  uploadLogo: route({
    method: 'POST',
    path: `${M}/section/profile/logo`,
    auth: 'session',
    tag: 'profile',
    summary: 'Upload the logo (PNG, JPEG or sanitised SVG, at most 2 MiB); answers its url',
    source: 'spec',
    body: LogoBody,
    bodyKind: 'multipart',
    response: LogoData,
    responseKind: 'json',
    minLevel: 0,
  }),

  /* ---------------------------------------------------------------- support tickets */
  listTickets: route({
    method: 'GET',
    path: `${M}/section/support/tickets`,
    auth: 'session',
    tag: 'support',
    summary: 'Tickets, paged; without ?status also the per-status pages',
    source: 'spec',
    query: TicketListQuery,
    response: TicketList,
    responseKind: 'json',
  }),
  inspectTicket: route({
    method: 'GET',
    path: `${M}/section/support/inspect/{ticket_id}`,
    auth: 'session',
    tag: 'support',
    summary: 'A ticket with its messages (marks them read)',
    source: 'spec',
    params: TicketIdPath,
    response: TicketDetail,
    responseKind: 'json',
  }),
  raiseTicket: route({
    method: 'POST',
    path: `${M}/section/support/raise`,
    auth: 'session',
    tag: 'support',
    summary: 'Raise a ticket',
    source: 'spec',
    body: RaiseTicketForm,
    bodyKind: 'form',
    response: Ticket,
    responseKind: 'json',
  }),
  toggleTicketStatus: route({
    method: 'POST',
    path: `${M}/section/support/tickets/status/{ticket_id}`,
    auth: 'session',
    tag: 'support',
    summary: 'Toggle a ticket open/closed; answers the new status',
    source: 'spec',
    params: TicketIdPath,
    response: TicketStatusData,
    responseKind: 'json',
  }),

  /* ---------------------------------------------------------------- subscription */
  getSubscription: route({
    method: 'GET',
    path: `${M}/subscription`,
    auth: 'session',
    tag: 'subscription',
    summary: 'Current plan, validity, wallet, coins, sessions, agents',
    source: 'ours',
    response: Subscription,
    responseKind: 'json',
  }),
  purchase: route({
    method: 'POST',
    path: `${M}/subscription/purchase`,
    auth: 'session',
    tag: 'subscription',
    summary:
      'Buy a plan, an add-on or coins (sandbox payments); answers the transaction. An owned add-on is 409 before any payment; one purchase per merchant at a time (409 while one is in flight); Idempotency-Key replays answer the first transaction',
    source: 'ours',
    headers: PurchaseHeaders,
    body: PurchaseBody,
    bodyKind: 'json',
    response: Transaction,
    responseKind: 'json',
  }),
  listTransactions: route({
    method: 'GET',
    path: `${M}/subscription/transactions`,
    auth: 'session',
    tag: 'subscription',
    summary: 'Transactions, newest first',
    source: 'ours',
    query: TrashQuery,
    response: TransactionList,
    responseKind: 'json',
  }),

  /* ---------------------------------------------------------------- contact numbers */
  listContacts: route({
    method: 'GET',
    path: `${M}/contacts`,
    auth: 'session',
    tag: 'contacts',
    summary: 'Business phone numbers',
    source: 'ours',
    response: z.array(ContactNumber),
    responseKind: 'json',
  }),
  addContact: route({
    method: 'POST',
    path: `${M}/contacts`,
    auth: 'session',
    tag: 'contacts',
    summary: 'Register a business number (pending until approved)',
    source: 'ours',
    body: ContactBody,
    bodyKind: 'json',
    response: ContactNumber,
    responseKind: 'json',
  }),
  deleteContact: route({
    method: 'POST',
    path: `${M}/contacts/{id}/delete`,
    auth: 'session',
    tag: 'contacts',
    summary: 'Remove a business number',
    source: 'ours',
    params: IdPath,
    response: NoData,
    responseKind: 'json',
  }),

  /* ---------------------------------------------------------------- survey */
  getSurvey: route({
    method: 'GET',
    path: `${M}/survey`,
    auth: 'session',
    tag: 'survey',
    summary: 'The survey form sent on delivery',
    source: 'ours',
    response: SurveyForm,
    responseKind: 'json',
  }),
  updateSurvey: route({
    method: 'POST',
    path: `${M}/survey`,
    auth: 'session',
    tag: 'survey',
    summary: 'Switch the survey on/off and set its questions',
    source: 'ours',
    body: SurveyBody,
    bodyKind: 'json',
    response: SurveyForm,
    responseKind: 'json',
  }),
  listSurveyResponses: route({
    method: 'GET',
    path: `${M}/survey/responses`,
    auth: 'session',
    tag: 'survey',
    summary: 'Survey responses with sentiment, paged, with a summary',
    source: 'ours',
    query: SurveyResponsesQuery,
    response: SurveyResponses,
    responseKind: 'json',
  }),

  /* ---------------------------------------------------------------- health, files, docs */
  getHealth: route({
    method: 'GET',
    path: `${M}/health`,
    auth: 'session',
    tag: 'health',
    summary: "API health of the merchant's integration, computed from the request log",
    source: 'ours',
    query: MonthYearQuery,
    response: Health,
    responseKind: 'json',
  }),
  getUpload: route({
    method: 'GET',
    path: `${M}/uploads/{file}`,
    auth: 'public',
    tag: 'files',
    summary: 'An uploaded file (public: <img> cannot send the Authorization header; names are unguessable)',
    source: 'ours',
    params: z.strictObject({ file: z.string().regex(/^[A-Za-z0-9_-]{16,64}\.(?:png|jpg|svg)$/) }),
    response: z.instanceof(Blob),
    responseKind: 'file',
  }),
  getOpenApi: route({
    method: 'GET',
    path: `${M}/openapi.json`,
    auth: 'public',
    tag: 'docs',
    summary: 'This API as an OpenAPI 3.1 document',
    source: 'ours',
    response: z.record(z.string(), z.unknown()),
    responseKind: 'file',
  }),

  /* ---------------------------------------------------------------- public */
  subscribeNewsletter: route({
    method: 'POST',
    path: `${PUBLIC_BASE}/subscribe/newsletter`,
    auth: 'public',
    tag: 'public',
    summary: 'Subscribe an e-mail (in the Email header) to the newsletter',
    source: 'spec',
    headers: NewsletterHeaders,
    response: NoData,
    responseKind: 'json',
  }),
  bookDemo: route({
    method: 'POST',
    path: `${PUBLIC_BASE}/demo`,
    auth: 'public',
    tag: 'public',
    summary: 'Book a demo',
    source: 'ours',
    body: DemoBody,
    bodyKind: 'json',
    response: NoData,
    responseKind: 'json',
  }),

  /* ---------------------------------------------------------------- integration (stores, X-Api-Key) */
  integrationCreateOrder: route({
    method: 'POST',
    path: `${INTEGRATION_BASE}/orders`,
    auth: 'apiKey',
    tag: 'integration',
    summary: 'A store reports a new order; the customer is messaged (409 when Order_ID is in use)',
    source: 'ours',
    headers: ApiKeyHeaders,
    body: OrderPayload,
    bodyKind: 'json',
    response: NoData,
    responseKind: 'json',
  }),
  integrationUpdateOrderStatus: route({
    method: 'POST',
    path: `${INTEGRATION_BASE}/orders/{Order_ID}/status`,
    auth: 'apiKey',
    tag: 'integration',
    summary: 'A store reports a status change (404 unknown Order_ID, 409 transition not allowed)',
    source: 'ours',
    params: OrderIdParam,
    headers: ApiKeyHeaders,
    body: OrderStatusBody,
    bodyKind: 'json',
    response: NoData,
    responseKind: 'json',
  }),
  integrationAbandonedCart: route({
    method: 'POST',
    path: `${INTEGRATION_BASE}/abandoned-cart`,
    auth: 'apiKey',
    tag: 'integration',
    summary: 'A store reports an abandoned cart; a reminder is sent when the plan has it',
    source: 'ours',
    headers: ApiKeyHeaders,
    body: AbandonedCartBody,
    bodyKind: 'json',
    response: NoData,
    responseKind: 'json',
  }),
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;

/** The table as a list, in declaration order, for registering and documenting. */
export const routeList: ReadonlyArray<RouteDefinition & { name: RouteName }> = (Object.keys(routes) as RouteName[]).map((name) => ({
  name,
  ...routes[name],
}));

/** Path parameter names of a path template: `/a/{id}/b/{kind}` → `['id', 'kind']`. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z_]+)\}/g)].map((match) => match[1] ?? '');
}

/** A path template in Hono/Express syntax: `{id}` → `:id`. */
export const toColonPath = (path: string): string => path.replace(/\{([A-Za-z_]+)\}/g, ':$1');

/** Fills a path template; values are URI-encoded so an id cannot add path segments. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{([A-Za-z_]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/* ------------------------------------------------------------------ input/output types per route */

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Has<R, K extends string> = R extends Record<K, z.ZodType> ? true : false;

/** What a caller passes for a route: only the parts the route has. */
export type RouteInput<R extends RouteDefinition> = (Has<R, 'params'> extends true ? { params: Input<R['params']> } : unknown) &
  (Has<R, 'query'> extends true ? { query?: Input<R['query']> } : unknown) &
  (Has<R, 'headers'> extends true ? { headers: Input<R['headers']> } : unknown) &
  (Has<R, 'body'> extends true ? { body: Input<R['body']> } : unknown);

/** The `data` a route answers (or the CSV text / file blob). */
export type RouteData<R extends RouteDefinition> = z.output<R['response']>;
