/**
 * The live journey of issue 19 against the real `npm start`, as Meta would drive it: a customer's
 * message arrives as a signed webhook (WHATSAPP_APP_SECRET, scripts/e2e-global-setup.ts) addressed
 * to the phone id of demo@'s number from `GET /contacts` → the deployed bot's reply is stored and
 * sent → the customer taps the handover button → agent@wasl.dev, signed in at /auth with the inbox
 * open, sees the conversation arrive without a reload → replies → the reply shows its status and is
 * still there after a reload → a customer outside the 24-hour window can only be sent a template →
 * demo2@wasl.dev never sees demo@'s customer. Each test run uses customer numbers of its own.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { M, api, apiLogin, customerSays, field, freshAddress, newSession, password, sessionHeaders, t } from './harness';

const AGENT = 'agent@wasl.dev';
const AGENT_NAME = 'ريم العتيبي'; // seed/agentLogin.ts DEMO_AGENT

interface Entry {
  direction: 'in' | 'out';
  sender: string;
  kind: string;
  text: string;
  status: string | null;
  payload: { kind?: string; choices?: { id: string; title: string }[] };
}
interface ThreadData {
  customer: { profile_name: string } | null;
  entries: Entry[];
  conversation: { state: string; agent_name: string | null } | null;
}

/** Numbers no seed customer and no other e2e file uses (966 59…; inbox uses 5…, transfer 57…). */
let numbers = 0;
const freshPhone = () => `96659${String(Date.now()).slice(-6)}${(numbers += 1) % 10}`;

/** Polls the store's view of a thread until `probe` finds what it waits for (a state, not a sleep). */
async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function signInAt(page: Page, email: string) {
  await page.goto('/auth');
  await field(page.getByRole('main'), t('auth:fields.email')).fill(email);
  await field(page.getByRole('main'), t('auth:fields.password')).fill(password);
  await page.getByRole('button', { name: t('auth:login.submit') }).click();
  await page.waitForURL((url) => url.pathname === '/inspect', { waitUntil: 'commit' });
}

const navigations = (page: Page) => page.evaluate(() => performance.getEntriesByType('navigation').length);
const threadLog = (page: Page, name: string) => page.getByRole('list', { name: t('inbox:thread.label').replace('{{name}}', name) });
/** The status tick of a sent message, in words (one of inbox:tick.*). */
const delivered = new RegExp(`^(${['sent', 'delivered', 'seen'].map((k) => t(`inbox:tick.${k}`)).join('|')})$`);

describe('the live journey: WhatsApp webhook → bot → handover → agent at /inspect', () => {
  it(
    'a signed inbound message gets the bot’s reply; the choice hands over; the agent sees it live, replies, and only a template goes outside the window',
    { timeout: 180_000 },
    async () => {
      const merchant = await apiLogin('demo@wasl.dev');
      // The merchant's number as Meta addresses it: the phone id of an approved number from GET /contacts.
      const contacts = await api<{ phone_id: string | null; status: string }[]>('/contacts', { token: merchant });
      const phoneId = contacts.find((c) => c.status === 'approved' && c.phone_id)?.phone_id;
      expect(phoneId, JSON.stringify(contacts)).toBeTruthy();
      const threadOf = (phone: string) => api<ThreadData>(`/section/conversations/${phone}`, { token: merchant });

      // The agent signs in with the /auth form and keeps the inbox open, live.
      const agent = await newSession();
      await signInAt(agent.page, AGENT);
      await agent.page.getByRole('heading', { level: 1, name: t('inbox:title') }).waitFor();
      await agent.page.getByText(t('inbox:live.connected')).waitFor({ timeout: 15_000 });
      const agentReloads = await navigations(agent.page);

      // 1. The customer writes; the deployed flow's start node answers (verbatim), with its buttons.
      const customer = { phone: freshPhone(), name: `Live Journey ${Date.now().toString(36)}` };
      await customerSays(phoneId!, customer, { type: 'text', text: { body: 'Hello' } });
      const greeting = await until('the bot’s reply', async () =>
        (await threadOf(customer.phone)).entries.find((e) => e.direction === 'out' && e.sender === 'bot' && e.payload.choices?.length),
      );
      expect(greeting.text).toMatch(/^Welcome to .+! How can we help you today\?$/);
      expect(greeting.status).not.toBe('failed');
      // With the bot, the conversation is not the agent's: their list does not show it.
      expect(await agent.page.getByRole('option').filter({ hasText: customer.name }).count()).toBe(0);

      // 2. The customer taps the handover choice (the section agent@ serves).
      const care = greeting.payload.choices!.find((c) => c.title === 'Customer care');
      expect(care, JSON.stringify(greeting.payload)).toBeDefined();
      const tap =
        greeting.payload.kind === 'list'
          ? { type: 'interactive', interactive: { type: 'list_reply', list_reply: care } }
          : { type: 'interactive', interactive: { type: 'button_reply', button_reply: care } };
      await customerSays(phoneId!, customer, tap);
      const handedOver = await until('the handover', async () => {
        const c = (await threadOf(customer.phone)).conversation;
        return c && (c.state === 'waiting' || c.state === 'assigned') ? c : undefined;
      });
      // Inside Customer care's hours it is assigned to agent@ (the one in service there), else it waits in its queue.
      if (handedOver.state === 'assigned') expect(handedOver.agent_name).toBe(AGENT_NAME);

      // 3. The agent's open inbox shows it without a reload, the handover in words.
      const row = agent.page.getByRole('option').filter({ hasText: customer.name });
      await row.waitFor({ timeout: 15_000 });
      const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await row
        .getByText(
          new RegExp(`${escape(t('inbox:state.waiting'))}|${escape(t('inbox:state.assignedTo').replace('{{agent}}', AGENT_NAME))}`),
        )
        .first()
        .waitFor();
      expect(await navigations(agent.page)).toBe(agentReloads);

      // 4. The agent opens it (the customer's words and the bot's, as sent) and replies.
      await row.click();
      const log = threadLog(agent.page, customer.name);
      await log.getByText('Hello', { exact: true }).waitFor({ timeout: 15_000 });
      await log.getByText(greeting.text, { exact: true }).waitFor();
      const reply = `Hi, this is Reem from customer care (${customer.phone.slice(-4)}).`;
      await agent.page.getByRole('textbox', { name: t('inbox:composer.label') }).fill(reply);
      await agent.page.getByRole('button', { name: t('inbox:composer.send'), exact: true }).click();
      const mine = log.getByRole('listitem').filter({ hasText: reply });
      await mine.waitFor();
      // Its status, in words, once the sandbox provider has sent it (a live status event).
      await mine.getByRole('img', { name: delivered }).waitFor({ timeout: 15_000 });
      expect(await navigations(agent.page)).toBe(agentReloads);
      // The store sees the agent's reply in the same thread, sent.
      const stored = (await threadOf(customer.phone)).entries.find((e) => e.direction === 'out' && e.text === reply);
      expect(stored).toMatchObject({ sender: 'agent' });
      expect(['sent', 'delivered', 'read']).toContain(stored!.status);

      // 5. Still there after a reload, with its status.
      await agent.page.reload();
      const reloaded = threadLog(agent.page, customer.name).getByRole('listitem').filter({ hasText: reply });
      await reloaded.getByRole('img', { name: delivered }).waitFor({ timeout: 15_000 });

      // 6. A customer whose only message was written 25 hours ago (Meta delivered it late): outside
      //    the 24-hour window the store's thread offers only an approved template, and the server
      //    refuses free text.
      const late = { phone: freshPhone(), name: `Late Customer ${Date.now().toString(36)}` };
      await customerSays(phoneId!, late, { type: 'text', text: { body: 'Is my order coming?' } }, Date.now() - 25 * 3_600_000);
      await until('the late message', async () => (await threadOf(late.phone)).entries.find((e) => e.direction === 'in'));
      const store = await newSession({ token: merchant });
      await store.page.goto(`/inspect/${late.phone}`);
      const lateLog = threadLog(store.page, late.name);
      await lateLog.getByText('Is my order coming?', { exact: true }).waitFor({ timeout: 15_000 });
      await store.page.getByText(t('inbox:thread.windowClosed')).waitFor();
      expect(await store.page.getByRole('textbox', { name: t('inbox:composer.label') }).count()).toBe(0);
      const sendTemplate = store.page.getByRole('button', { name: t('inbox:composer.sendTemplate'), exact: true });
      expect(await sendTemplate.isDisabled()).toBe(true);
      const refused = await fetch(`${M}/section/conversations/${late.phone}/messages`, {
        method: 'POST',
        headers: { ...sessionHeaders(merchant), 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
        body: JSON.stringify({ text: 'Free text outside the window' }),
      });
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { message: string }).message).toBe('errors:conversationWindowClosed');
      // The template: its category and coin cost are shown before sending.
      await store.page.getByRole('button', { name: new RegExp(escape(t('inbox:composer.template'))) }).click();
      await store.page
        .getByRole('listbox', { name: t('inbox:composer.template') })
        .getByRole('option')
        .first()
        .click();
      await store.page.getByText(/^Category: /).waitFor();
      await store.page.getByText(/^Costs (no coins|\d+ coins?)$/).waitFor();
      await sendTemplate.click();
      await lateLog.getByText(t('inbox:thread.sentAs.template')).first().waitFor({ timeout: 15_000 });
      const template = (await threadOf(late.phone)).entries.find((e) => e.direction === 'out' && e.sender === 'agent');
      expect(template, 'the template in the store’s thread').toBeDefined();
      expect(template!.status).not.toBe('failed');

      // 7. demo2@ never sees demo@'s customer: not in their list, not by number, not in their inbox.
      const other = await apiLogin('demo2@wasl.dev');
      for (const phone of [customer.phone, late.phone]) {
        const list = await api<{ conversations: { phone: string }[] }>(`/section/conversations?filter=all&search=${phone}`, {
          token: other,
        });
        expect(list.conversations).toEqual([]);
        const theirs = await api<ThreadData>(`/section/conversations/${phone}`, { token: other });
        expect(theirs.customer).toBeNull();
        expect(theirs.entries).toEqual([]);
      }
      const demo2 = await newSession({ token: other });
      await demo2.page.goto(`/inspect/${customer.phone}`);
      await demo2.page.getByText(t('inbox:thread.empty')).waitFor({ timeout: 15_000 });
      expect(await demo2.page.getByText(reply).count()).toBe(0);
      expect(await demo2.page.getByText(customer.name).count()).toBe(0);
    },
  );
});
