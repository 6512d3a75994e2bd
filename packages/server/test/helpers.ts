/**
 * Test helpers shared by the route-module tests and the cross-cutting suites.
 * `appWith` builds the real app (createTestApp) and registers the given route modules when app.ts
 * does not list them yet, so a module can be tested before it is wired in.
 */
import { createRouter } from '../src/middleware/route.ts';
import { createTestApp, type TestApp } from '../src/middleware/testing.ts';
import type { RouteModule } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';

export interface Module {
  register: RouteModule;
}

/** A probe path per module, to tell whether app.ts already registers it. */
export async function appWith(modules: Record<string, Module>, options: { config?: Partial<Config>; db?: Db } = {}): Promise<TestApp> {
  const t = await createTestApp(options);
  const missing = Object.entries(modules).filter(([probe]) => !t.routes.some((r) => r.fullPath === probe));
  if (missing.length) {
    const router = createRouter(t.app, t.deps);
    for (const [, m] of missing) m.register(router, t.deps);
    t.routes.push(...router.routes);
  }
  return t;
}

/** The route modules owned by this folder's tests, keyed by one of their full paths. */
export async function ownModules(): Promise<Record<string, Module>> {
  const [agents, campaigns, chatbot, support] = await Promise.all([
    import('../src/routes/agents.ts'),
    import('../src/routes/campaigns.ts'),
    import('../src/routes/chatbot.ts'),
    import('../src/routes/support.ts'),
  ]);
  return {
    '/merchant/v1.0/section/agent': agents,
    '/merchant/v1.0/section/campaigns': campaigns,
    '/merchant/v1.0/section/chatbot': chatbot,
    '/merchant/v1.0/section/support/tickets': support,
  };
}
