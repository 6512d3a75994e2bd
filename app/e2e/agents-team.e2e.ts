/**
 * /agents against `npm start` (issue 21, the review's gaps): a new store on the trial plan (2 agent
 * places) fills its places — "At a glance" counts the whole team from the server (Agent_Counts) and
 * Add agent opens the one upgrade dialog (SPEC §6) instead of the form — then removes an agent
 * behind the password ('Agent removed'), which frees a place: the form opens again. And the agent
 * profile in Arabic (the page's <h1>, the figures, a chart's table).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, apiLogin, field, freshMerchant, newSession, password, t } from './harness';

interface AgentList {
  Agent_Data: { result: { id: number; name: string; email: string; status: string }[] };
  Agent_Counts: { total: number; active: number; on_duty: number; invited: number };
  Allowed: number;
  Add_Agent: boolean;
}

/** The "At a glance" figure labelled `label`, as shown. */
const glance = (page: Page, label: string) =>
  page
    .getByTestId('agents-glance')
    .getByText(label, { exact: true })
    .locator('xpath=..')
    .textContent()
    .then((text) => (text ?? '').replace(label, '').trim());

describe.each(['en', 'ar'] as const)('agents: plan limit and removal (%s)', (lng) => {
  it('fills the plan, gets the upgrade dialog, removes an agent behind the password and may add again', { timeout: 120_000 }, async () => {
    const tr = (key: string) => t(key, lng);
    const { token } = await freshMerchant();
    const before = await api<AgentList>('/section/agent', { token });
    expect(before.Allowed).toBe(2); // the trial plan
    for (const [i, name] of ['Sara Al-Harbi', 'فهد العتيبي'].entries())
      await api('/section/agent/add', {
        token,
        headers: { password },
        json: { Agent_Name: name, Agent_Email: `team${i}-${lng}@store.sa` },
      });
    const full = await api<AgentList>('/section/agent', { token });
    expect(full.Add_Agent).toBe(false);
    expect(full.Agent_Counts).toEqual({ total: 2, active: 0, on_duty: 0, invited: 2 });

    const session = await newSession({ token, locale: lng });
    const { page } = session;
    await page.goto('/agents', { waitUntil: 'domcontentloaded', timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: tr('agents:screen.title') }).waitFor({ timeout: 20_000 });
    const grid = page.getByRole('grid', { name: tr('agents:screen.tableLabel') });
    await grid.getByRole('rowheader').first().waitFor();
    const digits = (n: number) => new Intl.NumberFormat(lng === 'ar' ? 'ar-SA-u-nu-arab' : 'en-US').format(n);
    const count = async (label: string) => (await glance(page, tr(label))).replace(/[^\d٠-٩]/g, '');
    await expect.poll(() => count('agents:screen.invited')).toMatch(new RegExp(`^(${digits(2)}|2)$`));

    // The plan's places are taken: Add agent opens the upgrade dialog, not the form.
    await page.getByRole('button', { name: tr('agents:addAgent.open') }).click();
    const upgrade = page.getByRole('dialog', { name: tr('subscription:upgrade.limitTitle') });
    await upgrade.waitFor();
    expect(await page.getByRole('dialog', { name: tr('agents:addAgent.title') }).count()).toBe(0);
    await upgrade.getByRole('button', { name: tr('subscription:upgrade.close') }).click();
    await upgrade.waitFor({ state: 'detached' });

    // Remove one from its row's menu, behind the password: a wrong one keeps the dialog open.
    session.allowStatus(401);
    const name = 'فهد العتيبي';
    const row = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await row.getByRole('button', { name: tr('agents:table.actionsOf').replace('{{name}}', name) }).click();
    await page.getByRole('menuitem', { name: tr('agents:table.remove') }).click();
    const confirm = page.getByRole('alertdialog', { name: tr('agents:remove.title') });
    await confirm.waitFor();
    await confirm.getByLabel(tr('overlays:alert.passwordLabel')).fill('Wrong@2026');
    await confirm.getByRole('button', { name: tr('agents:remove.confirm') }).click();
    await expect
      .poll(() => confirm.getByLabel(tr('overlays:alert.passwordLabel')).getAttribute('aria-invalid'), { timeout: 15_000 })
      .toBe('true');
    expect((await api<AgentList>('/section/agent', { token })).Agent_Counts.total).toBe(2);
    await confirm.getByLabel(tr('overlays:alert.passwordLabel')).fill(password);
    await confirm.getByRole('button', { name: tr('agents:remove.confirm') }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText(tr('errors:success.agentRemoved')).first().waitFor();
    await row.waitFor({ state: 'detached' });
    const after = await api<AgentList>('/section/agent', { token });
    expect(after.Agent_Data.result.map((a) => a.name)).toEqual(['Sara Al-Harbi']);
    expect(after).toMatchObject({ Add_Agent: true, Agent_Counts: { total: 1, invited: 1 } });
    await expect.poll(() => count('agents:screen.invited')).toMatch(new RegExp(`^(${digits(1)}|1)$`));

    // A place is free again: the form opens.
    await page.getByRole('button', { name: tr('agents:addAgent.open') }).click();
    const form = page.getByRole('dialog', { name: tr('agents:addAgent.title') });
    await form.waitFor();
    await field(form, tr('agents:addAgent.name')).waitFor();
    await form.getByRole('button', { name: tr('agents:cancel') }).click();
    await form.waitFor({ state: 'detached' });
  });
});

describe('agent profile (ar)', () => {
  it('opens agent@wasl.dev in Arabic: one <h1>, the e-mail isolated, the figures and a chart as a table', { timeout: 90_000 }, async () => {
    const token = await apiLogin('demo@wasl.dev');
    const profile = await api<{ agent: { name: string }; handled: number; feedback: number; time_zone: string; weeks: { week: string }[] }>(
      '/section/agent/profile/agent%40wasl.dev',
      { token },
    );
    expect(profile.weeks).toHaveLength(13);
    const { page } = await newSession({ token, locale: 'ar' });
    await page.goto('/agents?search=agent%40wasl.dev', { waitUntil: 'domcontentloaded', timeout: 30_000 });
    await page.getByRole('link', { name: profile.agent.name }).click();
    await page.waitForURL(/\/agents\/agent(%40|@)wasl\.dev$/);
    await page.getByRole('heading', { level: 1, name: profile.agent.name }).waitFor({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    await expect(page.getByTestId('agent-email').textContent()).resolves.toBe('agent@wasl.dev');
    await page.getByRole('heading', { name: t('agentSettings:profile.details', 'ar') }).waitFor();
    if (profile.handled > 0 || profile.feedback > 0) {
      const figures = page.getByTestId('agent-figures');
      await figures.waitFor();
      expect(await figures.textContent()).toContain(t('agentSettings:profile.handled', 'ar'));
      await page
        .getByRole('button', { name: t('analytics:chart.viewTable', 'ar') })
        .first()
        .click();
      const table = page.getByRole('grid', { name: t('agentSettings:profile.chartConversations', 'ar') });
      await table.waitFor();
      // One row per week (13), plus the header.
      expect(await table.getByRole('row').count()).toBeGreaterThanOrEqual(13);
    } else {
      await page.getByRole('heading', { name: t('agentSettings:profile.emptyTitle', 'ar') }).waitFor();
    }
  });
});
