/**
 * Agents sign in (issue 19, README "Agents sign in"): an invitation from the outbox is accepted on
 * /invitation and the agent signs in at /auth; the seeded agent@wasl.dev sees only the agent's
 * sidebar; an agent's token on a merchant-only call answers 404 notForAgents — not 403 — and the
 * agent stays signed in.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { M, api, apiLogin, field, freshMerchant, newSession, password, sessionHeaders, sessionOf, t } from './harness';

const AGENT = 'agent@wasl.dev';
const sidebarOf = (page: Page) => page.getByRole('navigation', { name: t('navigation:sidebar.label') });

/** The agent's sidebar: the inbox, their profile, the quick messages — and none of the merchant's items. */
async function expectAgentSidebar(page: Page) {
  const sidebar = sidebarOf(page);
  await sidebar.waitFor();
  for (const item of ['inbox', 'agentProfile', 'quickMessages'])
    await sidebar.getByRole('link', { name: t(`navigation:sidebar.items.${item}`) }).waitFor();
  for (const item of ['dashboard', 'contacts', 'subscription', 'integration', 'agents', 'campaign', 'health', 'orders', 'chatbot'])
    expect(await sidebar.getByText(t(`navigation:sidebar.items.${item}`), { exact: true }).count(), item).toBe(0);
}

async function signInAt(page: Page, email: string, pass: string) {
  await page.goto('/auth');
  await field(page.getByRole('main'), t('auth:fields.email')).fill(email);
  await field(page.getByRole('main'), t('auth:fields.password')).fill(pass);
  await page.getByRole('button', { name: t('auth:login.submit') }).click();
}

describe('agents sign in', () => {
  it('an invitation from the outbox is accepted on /invitation (live checklist), then the agent signs in at /auth', async () => {
    const merchant = await freshMerchant();
    const email = `agent-${Date.now().toString(36)}@e2e.wasl.dev`;
    await api('/section/agent/add', {
      token: merchant.token,
      headers: { password },
      json: { Agent_Name: 'Hala Invited', Agent_Email: email },
    });
    const { emails } = await api<{ emails: { to: string; body: string }[] }>('/sandbox/emails', { token: merchant.token });
    const mail = emails.find((e) => e.to === email);
    const link = /https?:\/\/\S+(\/invitation\?token=\S+)/.exec(mail?.body ?? '');
    expect(link, mail?.body).not.toBeNull();

    const { page, context, allowStatus } = await newSession();
    allowStatus(400);
    await page.goto(link![1]!, { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: t('agentAccess:invitation.title') }).waitFor();
    await page.getByText(merchant.name, { exact: true }).waitFor();
    await page.getByText(email, { exact: true }).waitFor();
    const main = page.getByRole('main');
    await field(main, t('auth:fields.newPassword')).fill('Agent#2026');
    await field(main, t('auth:fields.confirmPassword')).fill('Agent#2026');
    await page.getByRole('button', { name: t('agentAccess:invitation.submit') }).click();
    await page.waitForURL((url) => url.pathname === '/inspect', { waitUntil: 'commit' });
    await expectAgentSidebar(page);
    const token = await sessionOf(context);
    const header = await api<{ Role: string; Email: string }>('/header', { token });
    expect(header).toMatchObject({ Role: 'agent', Email: email });

    // The link is single-use: opened again, the page says so.
    const again = await newSession();
    again.allowStatus(403);
    await again.page.goto(link![1]!);
    await again.page.getByText(t('agentAccess:invitation.expired')).waitFor();

    // Signs in at /auth with the same form as merchants, and lands in the inbox.
    const fresh = await newSession();
    await signInAt(fresh.page, email, 'Agent#2026');
    await fresh.page.waitForURL((url) => url.pathname === '/inspect', { waitUntil: 'commit' });
    await expectAgentSidebar(fresh.page);
  });

  it('agent@wasl.dev signs in at /auth, sees the agent sidebar, their profile and the quick messages; merchant pages send them to the inbox', async () => {
    const { page } = await newSession();
    await signInAt(page, AGENT, password);
    await page.waitForURL((url) => url.pathname === '/inspect', { waitUntil: 'commit' });
    await expectAgentSidebar(page);
    await sidebarOf(page)
      .getByRole('link', { name: t('navigation:sidebar.items.agentProfile') })
      .click();
    await page.getByRole('heading', { level: 1, name: t('agentAccess:profile.title') }).waitFor();
    await page.getByText(AGENT, { exact: true }).waitFor();
    await sidebarOf(page)
      .getByRole('link', { name: t('navigation:sidebar.items.quickMessages') })
      .click();
    await page.getByRole('heading', { level: 1, name: t('agentAccess:quick.title') }).waitFor();
    await page.getByText('/greeting', { exact: true }).waitFor();
    // A merchant page (and onboarding) is not theirs: to the inbox, still signed in.
    await page.goto('/orders');
    await page.waitForURL((url) => url.pathname === '/inspect', { waitUntil: 'commit' });
    await page.goto('/complete-profile');
    await page.waitForURL((url) => url.pathname === '/inspect', { waitUntil: 'commit' });
    // The landing page sends a signed-in agent to the inbox (the server's redirect), not the dashboard.
    const landing = await page.goto('/');
    expect(new URL(landing!.url()).pathname).toBe('/inspect');
    await expectAgentSidebar(page);
  });

  it("an agent's token on a merchant-only call answers 404 notForAgents without data (not 403), and stays signed in", async () => {
    const token = await apiLogin(AGENT);
    for (const path of ['/section/orders', '/section/agent', '/subscription', '/section/home']) {
      const res = await fetch(`${M}${path}`, { headers: sessionHeaders(token) });
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toEqual({ success: false, message: 'errors:notForAgents' });
    }
    const post = await fetch(`${M}/section/agent/rename`, {
      method: 'POST',
      headers: { ...sessionHeaders(token), 'content-type': 'application/json' },
      body: JSON.stringify({ agent_id: 1, name: 'Not allowed' }),
    });
    expect(post.status).toBe(404);
    expect((await fetch(`${M}/header`, { headers: sessionHeaders(token) })).status).toBe(200);
  });
});
