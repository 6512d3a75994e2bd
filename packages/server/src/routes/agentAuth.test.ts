/**
 * Agents sign in (issue 19; README "Agents sign in", docs/adr/006-agent-sign-in-and-roles.md), on
 * the real seed: the seeded agent@wasl.dev signs in through the merchants' login; an invitation from
 * the outbox is accepted once (expired, used and weak-password attempts refused); removal and
 * service-off revoke sessions; every route of the table is walked with an agent's token; demo2's
 * agent never reaches demo's data.
 */
import { fillPath } from '@wasl/api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuthRateLimiter } from '../lib/rate-limit.ts';
import { createTestApp, openMigratedPglite, type TestApp } from '../../test/harness.ts';
import type { RegisteredRoute } from '../middleware/route.ts';
import { DEMO, DEMO2, DEMO_AGENT, SEED_PASSWORD, seed } from '../seed/index.ts';
import { handoverSectionName } from '../seed/chatbot.ts';
import { merchantSnapshot } from '../../test/snapshot.ts';

let t: TestApp;
let demoId: number;
let demo2Id: number;
let demoToken: string;
let demo2Token: string;

const login = (email: string, password = SEED_PASSWORD) => t.post<{ token: string }>('auth/login', { json: { email, password } });

beforeAll(async () => {
  const db = await openMigratedPglite();
  const seeded = await seed(db);
  t = await createTestApp({ db });
  demoId = seeded.merchants.find((m) => m.email === DEMO.email)!.id;
  demo2Id = seeded.merchants.find((m) => m.email === DEMO2.email)!.id;
  demoToken = (await login(DEMO.email)).body.data!.token;
  demo2Token = (await login(DEMO2.email)).body.data!.token;
  // Room for the many invitations below (the seeded plans allow 10 agents).
  await db.query('UPDATE subscriptions SET agents = 100 WHERE merchant_id = ANY($1::int[])', [[demoId, demo2Id]]);
}, 180_000);
afterAll(() => t.close());
// The seeded accounts sign in and confirm their password many times here: a fresh per-account budget per test.
beforeEach(() => {
  (t.deps as { authLimiter: AuthRateLimiter }).authLimiter = new AuthRateLimiter();
});

/** Invites an agent as the merchant and answers the raw token from the invitation e-mail in the outbox. */
async function invite(merchantToken: string, name: string, email: string): Promise<string> {
  const res = await t.post('section/agent/add', {
    token: merchantToken,
    headers: { password: SEED_PASSWORD },
    json: { Agent_Name: name, Agent_Email: email },
  });
  expect(res.status, res.text).toBe(200);
  const outbox = await t.get<{ emails: { to: string; body: string }[] }>('sandbox/emails', { token: merchantToken });
  expect(outbox.status).toBe(200);
  const mail = outbox.body.data!.emails.find((e) => e.to === email);
  expect(mail, 'the invitation e-mail').toBeDefined();
  const link = /https?:\/\/\S+\/invitation\?token=(\S+)/.exec(mail!.body);
  expect(link, mail!.body).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

const agentIdByEmail = async (email: string) =>
  (await t.db.query<{ id: number }>('SELECT id FROM agents WHERE lower(email) = lower($1)', [email])).rows[0]!.id;

describe('the seeded agent@wasl.dev', () => {
  it('signs in through POST /auth/login with Demo@2026; the header says agent, with their e-mail and the store', async () => {
    const res = await login(DEMO_AGENT.email);
    expect(res.status, res.text).toBe(200);
    expect(Object.keys(res.body.data!)).toEqual(['token']); // the merchants' answer shape
    const token = res.body.data!.token;
    const header = await t.get<{ Role: string; Email: string; Business_Name: string; Level: number }>('header', { token });
    expect(header.status).toBe(200);
    expect(header.body.data).toMatchObject({ Role: 'agent', Email: DEMO_AGENT.email, Business_Name: DEMO.businessName, Level: 2 });
    // The merchant's header is unchanged (no Role: SPEC §3's four fields).
    expect((await t.get<Record<string, unknown>>('header', { token: demoToken })).body.data!.Role).toBeUndefined();
  });

  it("is active, in service, in the section the demo flow's $AGENT node hands over to", async () => {
    const token = (await login(DEMO_AGENT.email)).body.data!.token;
    const me = await t.get<{ Agent_Email: string; Service: boolean; Sections: { name: string }[] }>('agent/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ Agent_Email: DEMO_AGENT.email, Service: true });
    expect(me.body.data!.Sections.map((s) => s.name)).toEqual([handoverSectionName(DEMO)]);
    const { rows } = await t.db.query<{ status: string; merchant_id: number }>('SELECT status, merchant_id FROM agents WHERE email = $1', [
      DEMO_AGENT.email,
    ]);
    expect(rows).toEqual([{ status: 'active', merchant_id: demoId }]);
    // The handover node's title is that section (the flow engine routes by it).
    const flow = await t.get<{ bot: { nodes: { type: string; data: { enTitle: string } }[] } }>('section/chatbot', { token: demoToken });
    expect(flow.body.data!.bot.nodes.find((n) => n.type === 'agent')?.data.enTitle).toBe(handoverSectionName(DEMO));
  });

  it('a wrong password is 401 invalid credentials, as for a merchant', async () => {
    const res = await login(DEMO_AGENT.email, 'Wrong#2026x');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('errors:invalidCredentials');
  });

  it('reads the quick messages; changes their own name and password (the old one stops working, other sessions end)', async () => {
    const token = (await login(DEMO_AGENT.email)).body.data!.token;
    const other = (await login(DEMO_AGENT.email)).body.data!.token;
    const quick = await t.get<{ Quick: { key: string }[] }>('agent/quick-messages', { token });
    expect(quick.body.data!.Quick.map((q) => q.key)).toEqual(DEMO.quick.map((q) => q.key));
    const renamed = await t.post<{ Agent_Name: string }>('agent/me/rename', { token, json: { name: '  Reem  ' } });
    expect(renamed.body.data!.Agent_Name).toBe('Reem');
    expect((await t.post('agent/me/rename', { token, json: { name: 'R' } })).status).toBe(400);
    const changed = await t.post<{ token: string }>('auth/change-password', {
      token,
      json: { current_password: SEED_PASSWORD, password: 'Agent#2027' },
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await t.get('header', { token: other })).status).toBe(403);
    expect((await t.get('header', { token: changed.body.data!.token })).status).toBe(200);
    expect((await login(DEMO_AGENT.email)).status).toBe(401);
    // The merchant's password did not change, and the merchant stays signed in.
    expect((await login(DEMO.email)).status).toBe(200);
    expect((await t.get('header', { token: demoToken })).status).toBe(200);
    // Back to the seed's password for the other tests.
    const back = await t.post('auth/change-password', {
      token: changed.body.data!.token,
      json: { current_password: 'Agent#2027', password: SEED_PASSWORD },
    });
    expect(back.status).toBe(200);
  });
});

describe('accepting an invitation', () => {
  it('the e-mail links to /invitation; the page can show who invited whom; accepting sets the password, activates, signs in', async () => {
    const email = 'Hala.Invited@nakhla.sa';
    const token = await invite(demoToken, 'هالة الزهراني', email);
    const shown = await t.post('auth/invitation', { json: { token } });
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual({ Business_Name: DEMO.businessName, Agent_Name: 'هالة الزهراني', Email: email });
    // Before accepting, the agent cannot sign in: no such account yet.
    expect((await login(email, 'Joined#2026')).status).toBe(404);
    const accepted = await t.post<{ token: string }>('auth/accept-invitation', { json: { token, password: 'Joined#2026' } });
    expect(accepted.status, accepted.text).toBe(201);
    const header = await t.get<{ Role: string; Email: string }>('header', { token: accepted.body.data!.token });
    expect(header.body.data).toMatchObject({ Role: 'agent', Email: email });
    const { rows } = await t.db.query<{ status: string; password_hash: string }>(
      'SELECT status, password_hash FROM agents WHERE email = $1',
      [email],
    );
    expect(rows[0]!.status).toBe('active');
    expect(rows[0]!.password_hash).not.toContain('Joined#2026');
    // The token is stored hashed only.
    const stored = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM agent_invitations');
    expect(stored.rows.map((r) => r.token_hash)).not.toContain(token);
    // Signs in with the new password, e-mail in any case.
    expect((await login(email.toUpperCase(), 'Joined#2026')).status).toBe(200);
    // The merchant's agent list shows them active.
    const list = await t.get<{ Agent_Data: { result: { email: string; status: string }[] } }>('section/agent', { token: demoToken });
    expect(list.body.data!.Agent_Data.result.find((a) => a.email === email)?.status).toBe('active');
  });

  it('a used link is 403 linkExpired (single use), on the page and on accept', async () => {
    const token = await invite(demoToken, 'Used Link', 'used.link@nakhla.sa');
    expect((await t.post('auth/accept-invitation', { json: { token, password: 'Joined#2026' } })).status).toBe(201);
    const again = await t.post('auth/accept-invitation', { json: { token, password: 'Other#2026' } });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe('errors:linkExpired');
    expect((await t.post('auth/invitation', { json: { token } })).status).toBe(403);
    expect((await login('used.link@nakhla.sa', 'Other#2026')).status).toBe(401);
  });

  it('an expired link (after 7 days) is 403; an unknown token is 403', async () => {
    const token = await invite(demoToken, 'Late Joiner', 'late.joiner@nakhla.sa');
    t.clock.advance(7 * 24 * 3600 * 1000 + 60_000);
    try {
      const late = await t.post('auth/accept-invitation', { json: { token, password: 'Joined#2026' } });
      expect(late.status).toBe(403);
      expect(late.body.message).toBe('errors:linkExpired');
    } finally {
      t.clock.advance(-(7 * 24 * 3600 * 1000 + 60_000));
    }
    expect((await t.post('auth/accept-invitation', { json: { token: 'x'.repeat(43), password: 'Joined#2026' } })).status).toBe(403);
  });

  it('a password off the SPEC §5 rule (8–16, upper, lower, digit, symbol) is 400 validation:*, and leaves the link usable', async () => {
    const token = await invite(demoToken, 'Weak Password', 'weak.password@nakhla.sa');
    for (const password of ['Ab1#', 'alllowercase#2026', 'ALLUPPER#2026', 'NoSymbol2026', 'NoDigits#Here', 'Way#TooLong#Password2026']) {
      const res = await t.post('auth/accept-invitation', { json: { token, password } });
      expect(res.status, password).toBe(400);
      expect(res.body.message, password).toMatch(/^validation:/);
    }
    expect((await t.post('auth/invitation', { json: { token } })).status).toBe(200);
    expect((await t.post('auth/accept-invitation', { json: { token, password: 'Strong#2026' } })).status).toBe(201);
  });

  it("an e-mail that already signs in (a store owner's) is 409 accountExists, and the link stays unspent", async () => {
    const token = await invite(demoToken, 'Store Owner', DEMO2.email);
    const res = await t.post('auth/accept-invitation', { json: { token, password: 'Joined#2026' } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('errors:accountExists');
    expect((await t.post('auth/invitation', { json: { token } })).status).toBe(200);
    // The store owner still signs in as the merchant.
    const owner = await login(DEMO2.email);
    expect((await t.get<{ Role?: string }>('header', { token: owner.body.data!.token })).body.data!.Role).toBeUndefined();
  });

  it('a second invitation of the same agent retires the first link', async () => {
    const first = await invite(demo2Token, 'Twice Invited', 'twice@baytaloud.sa');
    const agentId = await agentIdByEmail('twice@baytaloud.sa');
    // Removing and inviting again issues a new link; the removed agent's link died with them.
    const removed = await t.post('section/agent/delete', {
      token: demo2Token,
      headers: { password: SEED_PASSWORD },
      json: { agent_id: agentId },
    });
    expect(removed.status, removed.text).toBe(200);
    expect((await t.post('auth/invitation', { json: { token: first } })).status).toBe(403);
    const second = await invite(demo2Token, 'Twice Invited', 'twice@baytaloud.sa');
    expect((await t.post('auth/accept-invitation', { json: { token: second, password: 'Joined#2026' } })).status).toBe(201);
  });
});

describe('revocation', () => {
  it('removing an agent ends their sessions at once (a cached session too) and they cannot sign in', async () => {
    const email = 'to.remove@nakhla.sa';
    const token = await invite(demoToken, 'To Remove', email);
    const session = (await t.post<{ token: string }>('auth/accept-invitation', { json: { token, password: 'Joined#2026' } })).body.data!
      .token;
    expect((await t.get('header', { token: session })).status).toBe(200); // cached now
    const id = await agentIdByEmail(email);
    const res = await t.post('section/agent/delete', { token: demoToken, headers: { password: SEED_PASSWORD }, json: { agent_id: id } });
    expect(res.status).toBe(200);
    expect((await t.get('header', { token: session })).status).toBe(403);
    expect((await login(email, 'Joined#2026')).status).toBe(404);
  });

  it('taking an agent out of service ends their sessions; signing in answers 423 agentOutOfService until back in service', async () => {
    const email = 'service.off@nakhla.sa';
    const token = await invite(demoToken, 'Service Off', email);
    const session = (await t.post<{ token: string }>('auth/accept-invitation', { json: { token, password: 'Joined#2026' } })).body.data!
      .token;
    expect((await t.get('agent/me', { token: session })).status).toBe(200);
    const id = await agentIdByEmail(email);
    const off = await t.post('section/agent/service/update', { token: demoToken, json: { Agents: [{ agent_id: id, service: false }] } });
    expect(off.status, off.text).toBe(200);
    expect((await t.get('agent/me', { token: session })).status).toBe(403);
    // The right password, out of service: told so (not "invalid credentials"), not signed in.
    const refused = await login(email, 'Joined#2026');
    expect(refused.status).toBe(423);
    expect(refused.body.message).toBe('errors:agentOutOfService');
    expect(refused.body.data).toBeUndefined();
    expect((await login(email, 'Wrong#2026x')).status).toBe(401);
    // Other agents' sessions are untouched.
    const seeded = (await login(DEMO_AGENT.email)).body.data!.token;
    const on = await t.post('section/agent/service/update', { token: demoToken, json: { Agents: [{ agent_id: id, service: true }] } });
    expect(on.status).toBe(200);
    expect((await t.get('header', { token: seeded })).status).toBe(200);
    expect((await login(email, 'Joined#2026')).status).toBe(200);
  });

  it("the merchant's logout and password change leave the agents signed in", async () => {
    const agent = (await login(DEMO_AGENT.email)).body.data!.token;
    const merchant = (await login(DEMO2.email)).body.data!.token;
    const demo2Agent = await invite(merchant, 'Stays In', 'stays.in@baytaloud.sa');
    const agent2 = (await t.post<{ token: string }>('auth/accept-invitation', { json: { token: demo2Agent, password: 'Joined#2026' } }))
      .body.data!.token;
    const changed = await t.post<{ token: string }>('auth/change-password', {
      token: merchant,
      json: { current_password: SEED_PASSWORD, password: 'Owner#2027' },
    });
    expect(changed.status).toBe(200);
    expect((await t.get('header', { token: agent2 })).status).toBe(200);
    expect((await t.get('header', { token: agent })).status).toBe(200);
    await t.post('auth/change-password', {
      token: changed.body.data!.token,
      json: { current_password: 'Owner#2027', password: SEED_PASSWORD },
    });
    demo2Token = (await login(DEMO2.email)).body.data!.token;
  });
});

/** Calls a route with placeholder path parameters and no body (the Level sweep's approach). */
function call(route: RegisteredRoute, token: string) {
  const path = fillPath(route.fullPath.replace(/:([A-Za-z_]+)/g, '{$1}'), new Proxy({}, { get: () => '1' }) as Record<string, string>);
  return t.call(route.method === 'get' ? 'GET' : 'POST', path, { token });
}

describe('every route of the table with an agent token', () => {
  it("routes that list 'agent' reach their handler; every other answers 404 notForAgents without data; nothing changes; the agent stays signed in", async () => {
    const token = (await login(DEMO_AGENT.email)).body.data!.token;
    // Sessions, the request log and the live stream's tickets (an agent may open the inbox's stream)
    // are the caller's own traces; everything else must stay as it was.
    const unchanged = ['request_log', 'sessions', 'event_tickets'];
    const before = await merchantSnapshot(t.db, demoId, unchanged);
    const session = t.routes.filter((r) => r.auth === 'session' && !r.fullPath.endsWith('/auth/logout'));
    expect(session.length).toBeGreaterThan(70);
    const allowed: string[] = [];
    for (const route of session) {
      const name = `${route.method.toUpperCase()} ${route.fullPath}`;
      const res = await call(route, token);
      expect(res.status, name).toBeLessThan(500);
      expect(res.status, name).not.toBe(403);
      if (route.roles.includes('agent')) {
        allowed.push(name);
        expect(res.body?.message ?? '', name).not.toBe('errors:notForAgents');
      } else {
        expect(res.status, name).toBe(404);
        expect(res.body, name).toEqual({ success: false, message: 'errors:notForAgents' });
      }
    }
    // What agents may use (ADR 006), the inbox's routes included.
    expect(allowed).toEqual(
      expect.arrayContaining([
        'GET /merchant/v1.0/header',
        'POST /merchant/v1.0/auth/change-password',
        'GET /merchant/v1.0/agent/me',
        'POST /merchant/v1.0/agent/me/rename',
        'GET /merchant/v1.0/agent/quick-messages',
        'GET /merchant/v1.0/section/conversations/:phone',
        'GET /merchant/v1.0/section/conversations',
        'POST /merchant/v1.0/section/conversations/:phone/messages',
        'POST /merchant/v1.0/section/conversations/:phone/claim',
      ]),
    );
    // An order by id is the merchant's: an agent reads orders only through a conversation they may act on.
    expect(allowed).not.toContain('GET /merchant/v1.0/section/orders/:id');
    expect(await merchantSnapshot(t.db, demoId, unchanged)).toEqual(before);
    expect((await t.get('header', { token })).status).toBe(200);
    // Logout is the agent's too.
    expect(t.routes.find((r) => r.fullPath.endsWith('/auth/logout'))!.roles).toContain('agent');
    expect((await t.post('auth/logout', { token })).status).toBe(200);
    expect((await t.get('header', { token })).status).toBe(403);
  }, 120_000);

  it('the merchant still reaches every merchant route (a merchant never gets notForAgents)', async () => {
    for (const route of t.routes.filter(
      (r) => r.auth === 'session' && !r.fullPath.endsWith('/auth/logout') && !r.fullPath.includes('/agent/me'),
    )) {
      const res = await call(route, demoToken);
      expect(res.body?.message ?? '', route.fullPath).not.toBe('errors:notForAgents');
    }
    // An agent-only route is simply not there for the merchant.
    expect((await t.get('agent/me', { token: demoToken })).status).toBe(404);
  }, 120_000);
});

describe('tenant isolation: an agent sees only their own store', () => {
  it("demo2's agent never reaches demo's customers, orders, quick messages or agents", async () => {
    const invitation = await invite(demo2Token, 'Demo2 Agent', 'isolated@baytaloud.sa');
    const token = (await t.post<{ token: string }>('auth/accept-invitation', { json: { token: invitation, password: 'Joined#2026' } })).body
      .data!.token;
    const me = await t.get<{ Business_Name: string }>('agent/me', { token });
    expect(me.body.data!.Business_Name).toBe(DEMO2.businessName);
    // Quick messages: demo2's only.
    const quick = await t.get<{ Quick: { key: string; content: string }[] }>('agent/quick-messages', { token });
    expect(quick.body.data!.Quick).toEqual(DEMO2.quick.map(({ key, content }) => ({ key, content })));
    // A demo order id answers like an unknown one.
    const demoOrder = (await t.db.query<{ id: number }>('SELECT id FROM orders WHERE merchant_id = $1 LIMIT 1', [demoId])).rows[0]!.id;
    expect((await t.get(`section/orders/${demoOrder}`, { token: demoToken })).status).toBe(200);
    const foreign = await t.get(`section/orders/${demoOrder}`, { token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.data).toBeUndefined();
    // A demo customer's thread: nothing of demo's shows (an agent reads only conversations they may act on: 404).
    const phone = (await t.db.query<{ phone: string }>('SELECT phone FROM clients WHERE merchant_id = $1 LIMIT 1', [demoId])).rows[0]!
      .phone;
    const thread = await t.get(`section/conversations/${phone.replace(/\D/g, '')}`, { token });
    expect(thread.status).toBe(404);
    expect(thread.body.data).toBeUndefined();
    // The header is demo2's store.
    const header = await t.get<{ Business_Name: string }>('header', { token });
    expect(header.body.data!.Business_Name).toBe(DEMO2.businessName);
    expect(demo2Id).not.toBe(demoId);
  });
});
