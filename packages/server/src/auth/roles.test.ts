/**
 * The role mechanism (route table `roles`, README "Agents sign in"): an agent's session reaches the
 * routes that list 'agent' with `actor` = the agent and `merchantId` = their merchant; on every other
 * session route it answers 404 `errors:notForAgents` with no `data` — never 403 — and stays valid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let merchant: { id: number; token: string };
let agentId: number;
let agentToken: string;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.merchant({ level: 2 });
  const { rows } = await t.db.query<{ id: number }>(
    "INSERT INTO agents (merchant_id, name, email, status) VALUES ($1, 'Sara', 'sara@roles.test', 'active') RETURNING id",
    [merchant.id],
  );
  agentId = rows[0]!.id;
  agentToken = (await t.deps.sessions.create(merchant.id, {}, t.db, agentId)).token;
}, 60_000);
afterAll(() => t.close());

describe('roles', () => {
  it("an agent's session knows the agent and their merchant", async () => {
    expect(await t.deps.sessions.lookup(agentToken, t.companionOf(agentToken))).toEqual({ merchantId: merchant.id, agentId });
    expect(await t.deps.sessions.lookup(merchant.token, t.companionOf(merchant.token))).toEqual({ merchantId: merchant.id, agentId: null });
  });

  it('a route listing agent answers the agent; a merchant-only route answers 404 notForAgents, no data, session kept', async () => {
    expect((await t.get('header', { token: agentToken })).status).toBe(200);
    const refused = await t.get('section/orders', { token: agentToken });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ success: false, message: 'errors:notForAgents' });
    const post = await t.post('section/agent/rename', { token: agentToken, json: { agent_id: agentId, name: 'Hacked' } });
    expect(post.status).toBe(404);
    expect(post.body.message).toBe('errors:notForAgents');
    expect((await t.get('header', { token: agentToken })).status).toBe(200);
    // The merchant is untouched by the mechanism.
    expect((await t.get('section/orders', { token: merchant.token })).status).toBe(200);
  });

  it("revoking the agent's sessions ends them at once (the cache too) and leaves the merchant's", async () => {
    const { token: other } = await t.deps.sessions.create(merchant.id, {}, t.db, agentId);
    expect((await t.get('header', { token: other })).status).toBe(200); // cached now
    await t.deps.sessions.revokeAgent(merchant.id, agentId);
    expect((await t.get('header', { token: other })).status).toBe(403);
    expect((await t.get('header', { token: agentToken })).status).toBe(403);
    expect((await t.get('header', { token: merchant.token })).status).toBe(200);
  });

  it("the merchant's password change keeps their agents' sessions", async () => {
    const { token: kept } = await t.deps.sessions.create(merchant.id, {}, t.db, agentId);
    await t.deps.sessions.revokeAll(merchant.id);
    expect((await t.get('header', { token: kept })).status).toBe(200);
  });
});
