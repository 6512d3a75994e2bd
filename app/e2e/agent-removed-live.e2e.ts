/**
 * An agent removed (or taken out of service) while their inbox is open (issue 19, ADR 020) against
 * the real `npm start`: a fresh store's agent accepts their invitation and keeps /inspect open, live;
 * the merchant removes them behind the password (English) or takes them out of service (Arabic)
 * through the API; the open page — never reloaded — is signed out: the event stream closes with the
 * session, EventSource reconnects (401), the new ticket request answers 403, one 'Session Expired'
 * toast and /auth. The agent's old token answers 403 on a direct call.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { M, api, cookie, freshAddress, freshMerchant, newSession, password, sessionHeaders, t } from './harness';

interface AgentList {
  Agent_Data: { result: { id: number; email: string; status: string }[] };
}

type Outbox = { emails: { to: string; body: string }[] };

const navigations = (page: Page) => page.evaluate(() => performance.getEntriesByType('navigation').length);
const headerStatus = async (token: string) => (await fetch(`${M}/header`, { headers: sessionHeaders(token) })).status;

/** A fresh store's agent who has accepted the invitation (through the API): signed in, with their token. */
async function joinedAgent() {
  const merchant = await freshMerchant();
  const email = `live-agent-${Date.now().toString(36)}@e2e.wasl.dev`;
  await api('/section/agent/add', {
    token: merchant.token,
    headers: { password },
    json: { Agent_Name: 'Hala Removed', Agent_Email: email },
  });
  const { emails } = await api<Outbox>('/sandbox/emails', { token: merchant.token });
  const link = /\/invitation\?token=(\S+)/.exec(emails.find((e) => e.to === email)?.body ?? '');
  expect(link, JSON.stringify(emails)).not.toBeNull();
  const { token } = await api<{ token: string }>('/auth/accept-invitation', {
    json: { token: decodeURIComponent(link![1]!), password: 'Agent#Live2026' },
  });
  const { Agent_Data } = await api<AgentList>('/section/agent', { token: merchant.token });
  const agent = Agent_Data.result.find((a) => a.email === email);
  expect(agent?.status).toBe('active');
  return { merchant, token, id: agent!.id };
}

describe.each([
  ['en', 'removed'],
  ['ar', 'out of service'],
] as const)('an agent with the inbox open (%s), %s', (lng, how) => {
  it('is signed out on the open page without a reload, and the old token answers 403', { timeout: 90_000 }, async () => {
    const { merchant, token, id } = await joinedAgent();
    expect(await headerStatus(token)).toBe(200);

    const { page, context, allowStatus } = await newSession({ token, locale: lng });
    allowStatus(401, 403);
    const landing = await page.goto('/', { timeout: 30_000 });
    // The landing page sends a signed-in agent to the inbox, /inspect.
    expect(new URL(landing!.url()).pathname).toBe('/inspect');
    await page.getByRole('heading', { level: 1, name: t('inbox:title', lng) }).waitFor({ timeout: 20_000 });
    await page.getByText(t('inbox:live.connected', lng), { exact: true }).waitFor({ timeout: 15_000 });
    const loads = await navigations(page);

    if (how === 'removed') {
      const res = await fetch(`${M}/section/agent/delete`, {
        method: 'POST',
        headers: {
          ...sessionHeaders(merchant.token),
          'x-forwarded-for': freshAddress(),
          password,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ agent_id: String(id) }).toString(),
      });
      expect(res.status, await res.text()).toBe(200);
      expect((await api<AgentList>('/section/agent', { token: merchant.token })).Agent_Data.result.map((a) => a.id)).not.toContain(id);
    } else {
      await api('/section/agent/service/update', { token: merchant.token, json: { Agents: [{ agent_id: id, service: false }] } });
    }

    // The open page, untouched: signed out by the stream's end, not by a reload or a click.
    await page.waitForURL((url) => url.pathname === '/auth', { waitUntil: 'commit', timeout: 30_000 });
    expect(await navigations(page)).toBe(loads);
    const toast = page.getByText(t('errors:sessionExpired', lng), { exact: true });
    await toast.first().waitFor();
    await page.waitForTimeout(500);
    expect(await toast.count()).toBe(1);
    expect(await cookie(context, 'access-token')).toBeUndefined();
    // The sign-in form, in the page's language.
    await page.getByRole('button', { name: t('auth:login.submit', lng) }).waitFor();

    // The old token, with its companion, is refused on a direct call.
    expect(await headerStatus(token)).toBe(403);
    const ticket = await fetch(`${M}/section/conversations/events/ticket`, { method: 'POST', headers: sessionHeaders(token) });
    expect(ticket.status).toBe(403);
  });
});
