/**
 * /inspect (issue 19): a merchant writes as a customer from the sandbox panel, sees the bot's reply
 * arrive without a reload, hands over by typing the agent button's title, sees the handover in words,
 * replies, and finds the reply after a reload; hostile customer text renders as text.
 */
import { describe, expect, it } from 'vitest';
import { api, apiLogin, field, newSession, t } from './harness';

/** A test customer of its own per run (the demo merchant keeps its conversations between runs). */
const testNumber = () => `5${String(Date.now()).slice(-8)}`;

describe('inbox', () => {
  it('simulates a customer, shows the bot reply and the handover live, replies and keeps the reply after a reload', async () => {
    const token = await apiLogin('demo@wasl.dev');
    const { page } = await newSession({ token });
    await page.goto('/inspect');
    await page.getByRole('heading', { level: 1, name: t('inbox:title') }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    // The list shows each conversation's profile name or number, the state in words.

    // Message as a customer (the sandbox panel): the thread opens, the bot answers without a reload.
    const number = testNumber();
    const phone = `966${number}`;
    await page.getByText(t('inbox:sandbox.badge')).waitFor();
    const panel = page.getByRole('region', { name: t('inbox:sandbox.title') });
    await field(panel, t('inbox:sandbox.from')).fill(number);
    await field(panel, t('inbox:sandbox.name')).fill('E2E Customer');
    await field(panel, t('inbox:sandbox.text')).fill('Hello');
    await panel.getByRole('button', { name: t('inbox:sandbox.send') }).click();
    await page.waitForURL(`**/inspect/${phone}`);
    const log = page.getByRole('list', { name: t('inbox:thread.label').replace('{{name}}', 'E2E Customer') });
    await log.getByText('Hello', { exact: true }).waitFor({ timeout: 15_000 });
    await log.getByText(/Welcome to Nakhla Dates & Coffee! How can we help you today\?|أهلًا بك في/).waitFor({ timeout: 15_000 });
    const reloads = await page.evaluate(() => performance.getEntriesByType('navigation').length);

    // The customer types the agent button's title: the handover shows in words. It reaches the demo
    // agent agent@wasl.dev (the one agent in service in Customer care): assigned to them inside
    // support hours, waiting in their section's queue outside (the clock is the machine's).
    await field(panel, t('inbox:sandbox.text')).fill('Customer care');
    await panel.getByRole('button', { name: t('inbox:sandbox.send') }).click();
    const demoAgent = (await api<{ agent: { name: string } }>('/section/agent/profile/agent%40wasl.dev', { token })).agent.name;
    const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const handover = new RegExp(`${t('inbox:state.waiting')}|${escape(t('inbox:state.assignedTo').replace('{{agent}}', demoAgent))}`);
    await page.getByRole('region', { name: 'E2E Customer' }).getByText(handover).first().waitFor({ timeout: 15_000 });
    // Still the same document: no reload happened.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(reloads);

    // The merchant replies inside the window; the reply is there after a reload.
    const reply = `We are on it ${number}`;
    await page.getByRole('textbox', { name: t('inbox:composer.label') }).fill(reply);
    await page.getByRole('button', { name: t('inbox:composer.send'), exact: true }).click();
    await log.getByText(reply).waitFor();
    await page.reload();
    await page
      .getByRole('list', { name: t('inbox:thread.label').replace('{{name}}', 'E2E Customer') })
      .getByText(reply)
      .waitFor();

    // /inspect/+{phone} opens the same thread; the list names the customer.
    await page.goto(`/inspect/+${phone}`);
    await page
      .getByRole('list', { name: t('inbox:thread.label').replace('{{name}}', 'E2E Customer') })
      .getByText(reply)
      .waitFor();
    await page.getByRole('option').filter({ hasText: 'E2E Customer' }).first().waitFor();
  });

  it('renders hostile customer text as text', async () => {
    const token = await apiLogin('demo@wasl.dev');
    const number = testNumber();
    const phone = `966${number}`;
    const markup = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const bidi = '\u202egnp.exe\u202c invoice';
    const arabic = 'عبدالرحمن بن عبدالعزيز '.repeat(20).trim();
    for (const text of [markup, bidi, arabic]) {
      await api('/section/conversations/simulate', { token, json: { from: phone, text, profile_name: markup } });
    }
    const { page } = await newSession({ token });
    await page.goto(`/inspect/${phone}`);
    const log = page.getByRole('list', { name: t('inbox:thread.label').replace('{{name}}', markup) });
    await log.getByText(markup, { exact: true }).waitFor({ timeout: 15_000 });
    await log.getByText(arabic, { exact: true }).waitFor({ timeout: 15_000 });
    await log.getByText(bidi, { exact: true }).waitFor({ timeout: 15_000 });
    expect(await page.locator('main img[src="x"], main script').count()).toBe(0);
    // The thread's heading and the contact panel's name the customer by the markup, as text.
    expect(await page.getByRole('heading', { level: 2, name: markup }).count()).toBe(2);
  });
});
