/**
 * Named-agent transfer (issue 19, README "Inbox"): the merchant transfers an open conversation to
 * agent@wasl.dev from the thread's Transfer dialog, by keyboard; the agent, signed in elsewhere in
 * Arabic, sees it arrive in "Mine" without a reload, reads "transferred to X by the store", and
 * transfers it on to another agent, which the merchant's thread then says — "by <the agent>".
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { api, apiLogin, newSession, t } from './harness';

const AGENT_NAME = 'ريم العتيبي'; // seed/agentLogin.ts DEMO_AGENT
const OTHER_AGENT = 'Fahad Al-Otaibi'; // seed/data.ts, an active agent of demo@
const testNumber = () => `57${String(Date.now()).slice(-7)}`;

describe('inbox transfer', () => {
  it('transfers to a named agent, who sees it live and can transfer it on', async () => {
    const merchantToken = await apiLogin('demo@wasl.dev');
    const agentToken = await apiLogin('agent@wasl.dev');
    // Show_Number off for this test (the seed has it on for demo@), and back as it was after, so the
    // e2e files that follow see the seed's store.
    const shownBefore = (await api<{ Show_Number: boolean }>('/section/agent/settings', { token: merchantToken })).Show_Number;
    await api('/section/agent/settings', { token: merchantToken, json: { Show_Number: false } });
    onTestFinished(async () => {
      await api('/section/agent/settings', { token: merchantToken, json: { Show_Number: shownBefore } });
    });
    const number = testNumber();
    const phone = `966${number}`;
    const customer = `Transfer E2E ${number}`;
    await api('/section/conversations/simulate', { token: merchantToken, json: { from: phone, text: 'Hello', profile_name: customer } });

    // The agent watches their own conversations, in Arabic.
    const agent = await newSession({ token: agentToken, locale: 'ar' });
    await agent.page.goto('/inspect?filter=mine', { timeout: 30_000 });
    await agent.page.getByRole('heading', { level: 1, name: t('inbox:title', 'ar') }).waitFor();
    await agent.page.getByText(t('inbox:live.connected', 'ar')).waitFor({ timeout: 15_000 });
    expect(await agent.page.getByRole('option').filter({ hasText: customer }).count()).toBe(0);
    const agentReloads = await agent.page.evaluate(() => performance.getEntriesByType('navigation').length);

    // The merchant opens the thread and transfers by keyboard: search, ↓, Enter, Tab to Transfer.
    const merchant = await newSession({ token: merchantToken });
    await merchant.page.goto(`/inspect/${phone}`);
    const log = merchant.page.getByRole('list', { name: t('inbox:thread.label').replace('{{name}}', customer) });
    await log.getByText('Hello', { exact: true }).waitFor({ timeout: 15_000 });
    await merchant.page.getByRole('button', { name: t('inbox:transfer.open') }).click();
    const dialog = merchant.page.getByRole('dialog');
    await dialog.waitFor();
    const submit = dialog.getByRole('button', { name: t('inbox:transfer.submit'), exact: true });
    expect(await submit.isDisabled()).toBe(true);
    const search = dialog.getByRole('combobox', { name: t('inbox:transfer.agent') });
    await search.focus();
    await merchant.page.keyboard.type('ريم');
    await merchant.page
      .getByRole('listbox', { name: t('inbox:transfer.agent') })
      .getByRole('option', { name: new RegExp(AGENT_NAME) })
      .waitFor();
    await merchant.page.keyboard.press('ArrowDown');
    await merchant.page.keyboard.press('Enter');
    expect(await search.inputValue()).toBe(AGENT_NAME);
    for (let i = 0; i < 6 && !(await submit.evaluate((el) => el === document.activeElement)); i += 1)
      await merchant.page.keyboard.press('Tab');
    await merchant.page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const line = (name: string, by: string | null, lng: 'en' | 'ar' = 'en') =>
      by === null
        ? t('inbox:transfer.lineAgentByStore', lng).replace('{{agent}}', `\u2068${name}\u2069`)
        : t('inbox:transfer.lineAgentByAgent', lng).replace('{{agent}}', `\u2068${name}\u2069`).replace('{{by}}', `\u2068${by}\u2069`);
    await log.getByText(line(AGENT_NAME, null)).waitFor();
    await merchant.page
      .getByRole('region', { name: customer })
      .getByText(t('inbox:state.assignedTo').replace('{{agent}}', AGENT_NAME))
      .first()
      .waitFor();

    // The agent's list shows it without a reload; the thread says who transferred it, in Arabic.
    const row = agent.page.getByRole('option').filter({ hasText: customer });
    await row.waitFor({ timeout: 15_000 });
    expect(await agent.page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(agentReloads);
    // Show_Number off: the agent's calls name the customer by an opaque key.
    const agentOrders = agent.page.waitForResponse((r) => /\/section\/conversations\/h[\w-]+\/orders$/.test(new URL(r.url()).pathname));
    await row.click();
    const agentLog = agent.page.getByRole('list', { name: t('inbox:thread.label', 'ar').replace('{{name}}', customer) });
    await agentLog.getByText(line(AGENT_NAME, null, 'ar')).waitFor();
    // …and the agent sees only the mask where the number was (thread header, contact panel), and no number in the address.
    await agent.page.getByTestId('customer-number-masked').first().waitFor();
    const masks = await agent.page.getByTestId('customer-number-masked').allTextContents();
    expect(masks.filter((shown) => shown.includes(`•••• ${phone.slice(-4)}`)).length).toBeGreaterThanOrEqual(2); // header and panel
    for (const shown of masks) expect(shown).not.toContain(number);
    expect(agent.page.url()).not.toContain(number);

    // The contact panel's orders are the agent's to read (GET …/conversations/{phone}/orders), with no 404 so far.
    expect((await agentOrders).status()).toBe(200);

    // The agent transfers it on to a colleague (the list of agents is theirs to read too). From
    // then on the thread (and its orders) is no longer theirs: refetched, they answer 404.
    agent.allowStatus(404);
    await agent.page.getByRole('button', { name: t('inbox:transfer.open', 'ar') }).click();
    const agentDialog = agent.page.getByRole('dialog');
    await agentDialog.getByRole('combobox', { name: t('inbox:transfer.agent', 'ar') }).fill('Fahad');
    await agent.page
      .getByRole('listbox', { name: t('inbox:transfer.agent', 'ar') })
      .getByRole('option', { name: new RegExp(OTHER_AGENT) })
      .click();
    await agentDialog.getByRole('button', { name: t('inbox:transfer.submit', 'ar'), exact: true }).click();
    await agentDialog.waitFor({ state: 'detached' });
    // Gone from the agent's "Mine"; the merchant's open thread says who did it, live.
    await row.waitFor({ state: 'detached', timeout: 15_000 });
    await log.getByText(line(OTHER_AGENT, AGENT_NAME)).waitFor({ timeout: 15_000 });
  });
});
