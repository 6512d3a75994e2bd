/**
 * The error catalogue of SPEC §8: which translated text a failure shows, by context and HTTP status
 * (or by the translation key the server answered). Texts live in packages/i18n/locales/{en,ar}/errors.json.
 */
import type { ValidationCatalogueKey } from './validation/keys';

/** Every key of the `errors` namespace; errors.json in both languages has exactly these. */
export const errorKeys = [
  'errors:network',
  'errors:sessionExpired',
  'errors:somethingWentWrong',
  'errors:unknown',
  'errors:invalidResponse',
  'errors:dialogTitle',
  'errors:status.400',
  'errors:status.401',
  'errors:status.403',
  'errors:status.404',
  'errors:status.409',
  'errors:status.413',
  'errors:status.415',
  'errors:status.429',
  'errors:status.500',
  // stable keys the server answers as `message`
  'errors:badRequest',
  'errors:invalidBody',
  'errors:invalidJson',
  'errors:invalidEncoding',
  'errors:notFound',
  'errors:server',
  'errors:payloadTooLarge',
  'errors:unsupportedMediaType',
  'errors:tooManyAttempts',
  'errors:ticketClosed',
  'errors:unknownPackage',
  'errors:planQuantity',
  'errors:selectPackageFirst',
  'errors:completeProfileFirst',
  'errors:notForAgents',
  'errors:noConversation',
  'errors:agentOutOfService',
  'errors:featureNotInPlan',
  'errors:limitReached',
  'errors:insufficientCoins',
  'errors:campaignLocked',
  'errors:orderNotFound',
  'errors:orderMessageOff',
  'errors:orderTransitionNotAllowed',
  'errors:orderTransitionFromTo',
  'errors:resendFailed',
  'errors:linkExpired',
  'errors:invalidCredentials',
  'errors:accountNotFound',
  'errors:accountExists',
  'errors:incorrectPassword',
  'errors:emailExists',
  'errors:contactNotFound',
  'errors:phoneInUse',
  'errors:paymentFailed',
  'errors:addonOwned',
  'errors:purchaseInProgress',
  'errors:idempotencyKeyReused',
  'errors:webhookSignature',
  'errors:webhookReplayed',
  'errors:webhookMalformed',
  'errors:webhookVerifyToken',
  'errors:storeConnectFailed',
  'errors:storeNotConnected',
  /** A number's onboarding (issue 22): Cloud mode without Meta's sign-up result; a step Meta refused. */
  'errors:onboardingSignupRequired',
  'errors:onboardingFailed',
  'errors:conversationWindowClosed',
  /** The inbox (issue 19): another agent has the conversation; the simulator outside the sandbox; an expired event-stream ticket; a transfer to no such section/agent. */
  'errors:conversationTaken',
  'errors:sandboxOnly',
  'errors:eventsTicketInvalid',
  'errors:transferTargetInvalid',
  'errors:sectionExists',
  'errors:chatbotDeployRefused',
  // campaign actions refused by status
  'errors:campaign.notSubmittable',
  'errors:campaign.notPausable',
  'errors:campaign.notResumable',
  'errors:campaign.notTrashable',
  'errors:campaign.alreadyTrashed',
  'errors:campaign.notTrashed',
  'errors:campaign.inTrash',
  'errors:campaign.consentRequired',
  // upload refusals (the logo field shows its validation: key; these are the detailed texts)
  'errors:upload.empty',
  'errors:upload.tooLarge',
  'errors:upload.unsupportedType',
  'errors:upload.unsafeSvg',
  // add agent (SPEC §8)
  'errors:addAgent.401',
  'errors:addAgent.409',
  'errors:addAgent.other',
  'errors:addAgent.cannotAdd',
  'errors:addAgent.upgrade',
  'errors:addAgent.successTitle',
  'errors:addAgent.successText',
  // auth (SPEC §8)
  'errors:auth.400',
  'errors:auth.401',
  'errors:auth.403',
  'errors:auth.404',
  'errors:auth.409',
  'errors:auth.429',
  'errors:auth.500',
  // integration (SPEC §8)
  'errors:integration.orderNotFound',
  'errors:integration.orderIdInUse',
  'errors:integration.invalidPhone',
  'errors:integration.invalidKey',
  'errors:integration.insufficientBalance',
  'errors:integration.subscriptionExpired',
  'errors:integration.cartIdInUse',
  'errors:integration.401',
  'errors:integration.500',
  // order resend (SPEC §8)
  'errors:order.resendError',
  // successes (SPEC §8)
  'errors:success.dataUpdated',
  'errors:success.quickMessageAdded',
  'errors:success.apiKeyCreated',
  'errors:success.orderCreated',
  'errors:success.orderStatusUpdated',
  'errors:success.agentInvited',
  'errors:success.agentRemoved',
  'errors:success.orderStatusResent',
  'errors:success.phoneEntered',
  'errors:success.onboardingRecorded',
  'errors:success.campaignSent',
  'errors:success.audienceSelected',
  'errors:success.loggedOut',
  'errors:success.passwordUpdated',
  'errors:success.resetLinkSent',
  'errors:success.contactRemoved',
  'errors:success.cartRecorded',
  'errors:success.apiKeyRevoked',
  'errors:success.paymentSucceeded',
  'errors:success.storeConnected',
  'errors:success.storeDisconnected',
  'errors:success.invoiceResent',
  'errors:success.demoBooked',
  'errors:success.subscribed',
] as const;

export type ErrorKey = (typeof errorKeys)[number];
/**
 * Any key a failure or a success can be shown with: a key of the errors or the validation catalogue.
 * The server answers these only (its `MessageKey`, packages/server/src/middleware/http.ts, checked by
 * http.typecheck.ts and every route test), so a message is translated as it is, checked by tsc.
 */
export type MessageKey = ErrorKey | ValidationCatalogueKey;

/**
 * Where a failure happened. The context decides the texts SPEC §8 prescribes:
 * - addAgent / removeAgent / apiKey: the password-confirming dialogs (401 'Incorrect password!', …);
 * - auth: login, signup, forgot/reset password;
 * - integration: the integration page's test calls;
 * - orderResend: resending an order status;
 * - campaign, trash, chatbot: toast with the server message, or 'Something went wrong';
 * - general: everything else (dashboard, orders, profile, tickets, header: logged only).
 */
export const errorContexts = [
  'general',
  'addAgent',
  'removeAgent',
  'apiKey',
  'auth',
  'integration',
  'orderResend',
  'campaign',
  'trash',
  'chatbot',
] as const;
export type ErrorContext = (typeof errorContexts)[number];

interface ContextEntry {
  /** Text by status, taking precedence over whatever the server said. */
  status?: Partial<Record<number, ErrorKey>>;
  /** Text when nothing more specific applies. */
  other: ErrorKey;
  /** A translation key from the server beats the status text (integration: 'Invalid key' is a 401 too). */
  serverKeyFirst?: boolean;
}

export const errorCatalogue: Record<ErrorContext, ContextEntry> = {
  general: { other: 'errors:somethingWentWrong' },
  addAgent: {
    status: { 401: 'errors:addAgent.401', 409: 'errors:addAgent.409' },
    other: 'errors:addAgent.other',
  },
  removeAgent: { status: { 401: 'errors:addAgent.401' }, other: 'errors:somethingWentWrong' },
  apiKey: { status: { 401: 'errors:addAgent.401' }, other: 'errors:somethingWentWrong' },
  auth: {
    status: {
      400: 'errors:auth.400',
      401: 'errors:auth.401',
      403: 'errors:auth.403',
      404: 'errors:auth.404',
      409: 'errors:auth.409',
      429: 'errors:auth.429',
      500: 'errors:auth.500',
    },
    other: 'errors:auth.500',
  },
  integration: {
    status: { 401: 'errors:integration.401', 500: 'errors:integration.500' },
    other: 'errors:integration.500',
    serverKeyFirst: true,
  },
  orderResend: { other: 'errors:order.resendError' },
  // SPEC §8 "shows the server message": our server's message is a catalogue key (step 5); text that
  // is not one is never shown raw (it would be untranslated), so these fall back like the rest.
  campaign: { other: 'errors:somethingWentWrong' },
  trash: { other: 'errors:somethingWentWrong' },
  chatbot: { other: 'errors:somethingWentWrong' },
};

/** Generic texts by status when the context has none. */
const statusKeys: Partial<Record<number, ErrorKey>> = {
  400: 'errors:status.400',
  401: 'errors:status.401',
  403: 'errors:status.403',
  404: 'errors:status.404',
  409: 'errors:status.409',
  413: 'errors:status.413',
  415: 'errors:status.415',
  429: 'errors:status.429',
  500: 'errors:status.500',
};

const CATALOGUE_KEY = /^(?:errors|validation):[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*$/;

/**
 * Whether a server message is a key of the errors or validation catalogue, by its namespace and
 * shape. Which keys exist is checked where they are written: the server's `MessageKey` type and its
 * route tests, and tsc on every `t()` in the app. Checking the lists here at run time put them into
 * every signed-in page (0.9 KB for errors, 1.3 KB for validation, caught by the download budgets).
 * Anything else (free text, another namespace's key) is not shown: the caller falls back to its
 * context's text.
 */
export const isMessageKey = (message: string | undefined): message is MessageKey => !!message && CATALOGUE_KEY.test(message);

/**
 * The server's message as a key to translate, or undefined when it is not one of the catalogues'.
 * The server answers keys of the errors and validation catalogues only (typed there, checked in its
 * tests), so the key is translated as it is.
 */
export function knownMessageKey(message: string | undefined): MessageKey | undefined {
  return isMessageKey(message) ? message : undefined;
}

/**
 * The text to show for a failed call. Order of precedence:
 * 1. no response at all (status 0) → 'errors:network';
 * 2. 403 outside the auth screens → 'errors:sessionExpired' (the app then ends the session);
 * 3. a 400 whose message is a validation key → that key (it names the field problem);
 * 4. the context's text for this status (SPEC §8, e.g. addAgent 401 → 'Incorrect password!'), except
 *    that in the integration context a key from the server comes first ('Invalid key' is a 401 too);
 * 5. the server's message when it is a translation key;
 * 6. the generic text for the status, else the context's fallback.
 */
export function messageKeyFor(context: ErrorContext, status: number, serverMessage?: string): MessageKey {
  if (status === 0) return 'errors:network';
  if (status === 403 && context !== 'auth') return 'errors:sessionExpired';
  const serverKey = knownMessageKey(serverMessage);
  if (status === 400 && serverKey?.startsWith('validation:')) return serverKey;
  const entry = errorCatalogue[context];
  if (entry.serverKeyFirst && serverKey) return serverKey;
  const byStatus = entry.status?.[status];
  if (byStatus) return byStatus;
  if (serverKey) return serverKey;
  if (context === 'general' && statusKeys[status]) return statusKeys[status];
  if (status >= 500 && context === 'general') return 'errors:status.500';
  return entry.other;
}

/** The add-agent dialog title: 'Error code {{status}}' (SPEC §8). */
export const errorDialogTitle = (status: number) => ({ key: 'errors:dialogTitle' as const, values: { status } });

/** Success texts of SPEC §8, by what happened. */
export const successKeys = {
  dataUpdated: 'errors:success.dataUpdated',
  quickMessageAdded: 'errors:success.quickMessageAdded',
  apiKeyCreated: 'errors:success.apiKeyCreated',
  orderCreated: 'errors:success.orderCreated',
  orderStatusUpdated: 'errors:success.orderStatusUpdated',
  agentInvited: 'errors:success.agentInvited',
  agentRemoved: 'errors:success.agentRemoved',
  orderStatusResent: 'errors:success.orderStatusResent',
  phoneEntered: 'errors:success.phoneEntered',
  onboardingRecorded: 'errors:success.onboardingRecorded',
  campaignSent: 'errors:success.campaignSent',
  audienceSelected: 'errors:success.audienceSelected',
  loggedOut: 'errors:success.loggedOut',
  passwordUpdated: 'errors:success.passwordUpdated',
  resetLinkSent: 'errors:success.resetLinkSent',
  contactRemoved: 'errors:success.contactRemoved',
  cartRecorded: 'errors:success.cartRecorded',
  apiKeyRevoked: 'errors:success.apiKeyRevoked',
  paymentSucceeded: 'errors:success.paymentSucceeded',
  storeConnected: 'errors:success.storeConnected',
} as const satisfies Record<string, ErrorKey>;
