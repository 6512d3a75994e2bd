/**
 * The Hono application: dependencies, middleware, error mapping and the route modules.
 *
 * Route modules export `register(r, deps)`; `r.route({...}, handler)` declares one call with its
 * zod schemas (see src/middleware/route.ts and README "Writing a route module").
 */
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { Logger } from './config.ts';
import type { AppEnv } from './context.ts';
import type { Deps } from './deps.ts';
import { fail, HttpError, isMessageKey } from './middleware/http.ts';
import { createRouter, type RegisteredRoute, type RouteModule } from './middleware/route.ts';
import { serveFrontend } from './middleware/static.ts';
import * as agentAuth from './routes/agentAuth.ts';
import * as agents from './routes/agents/index.ts';
import * as auth from './routes/auth.ts';
import * as campaigns from './routes/campaigns/index.ts';
import * as chatbot from './routes/chatbot.ts';
import * as contacts from './routes/contacts.ts';
import * as conversations from './conversations/routes.ts';
import * as customers from './customers/routes.ts';
import * as header from './routes/header.ts';
import * as health from './routes/health.ts';
import * as audit from './audit/routes.ts';
import * as home from './routes/home/index.ts';
import * as insights from './routes/insights.ts';
import * as integration from './routes/integration.ts';
import * as onboarding from './routes/onboarding.ts';
import * as orders from './routes/orders/index.ts';
import * as profile from './routes/profile.ts';
import * as publicRoutes from './routes/public.ts';
import * as subscription from './routes/subscription/index.ts';
import * as support from './routes/support.ts';
import * as survey from './routes/survey.ts';
import * as uploads from './routes/uploads.ts';
import * as widget from './routes/widget/index.ts';
import * as openapi from './openapi.ts';
import * as storeConnect from './webhooks/connect.ts';
import * as storeWebhooks from './webhooks/stores.ts';
import * as whatsappWebhooks from './webhooks/whatsapp.ts';

/** Every route module (the router mounts static paths before parameterised ones). */
const modules: { register: RouteModule }[] = [
  auth,
  onboarding,
  header,
  profile,
  home,
  audit,
  insights,
  orders,
  agents,
  agentAuth,
  campaigns,
  chatbot,
  conversations,
  customers,
  support,
  integration,
  subscription,
  contacts,
  survey,
  health,
  publicRoutes,
  uploads,
  widget,
  storeConnect,
  storeWebhooks,
  whatsappWebhooks,
  openapi,
];

export interface App {
  app: Hono<AppEnv>;
  routes: RegisteredRoute[];
  deps: Deps;
}

export function createApp(deps: Deps): App {
  const app = new Hono<AppEnv>();

  // Before the secure headers, so it writes after them: the website widget's public answers are cross-origin.
  app.use('/public/*', widget.widgetCrossOrigin);
  app.use(
    '*',
    secureHeaders({
      crossOriginResourcePolicy: 'same-origin',
      crossOriginOpenerPolicy: 'same-origin',
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
    }),
  );
  app.use('*', deps.requestLog.middleware());
  // API answers are per user: never cached by shared caches.
  app.use('/merchant/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
  });

  const router = createRouter(app, deps);
  for (const module of modules) module.register(router, deps);
  router.mount();

  if (deps.config.staticDir || deps.config.localesDir) serveFrontend(app, deps.config, deps.sessions);

  app.notFound((c) => fail(c, 404, 'errors:notFound'));
  app.onError((error, c) => errorAnswer(error, c, deps.log));
  return { app, routes: router.routes, deps };
}

/** Maps every error to a JSON answer; only a real bug gives 500 (and is logged). */
function errorAnswer(error: unknown, c: Context, log: Logger): Response {
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return fail(c, error.status, error.message, error.data);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    if (status === 413) {
      c.header('Connection', 'close'); // the unread rest of the body must not be parsed as a request
      return fail(c, 413, 'errors:payloadTooLarge');
    }
    if (status >= 400 && status < 500) return fail(c, status, isMessageKey(error.message) ? error.message : 'errors:badRequest');
  }
  if (error instanceof SyntaxError || error instanceof URIError) return fail(c, 400, 'errors:badRequest');
  // PostgreSQL data errors caused by input (class 22: invalid text, numeric out of range, bad UTF-8).
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('22')) return fail(c, 400, 'errors:badRequest');
  log.error('unhandled error', c.req.method, c.req.path, error);
  return fail(c, 500, 'errors:server');
}
