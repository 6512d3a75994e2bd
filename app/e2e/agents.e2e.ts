/**
 * /agents against `npm start` (issue 21), as demo@wasl.dev in English and in Arabic: SPEC §5's
 * add-agent checks on submit; SPEC §8's result dialog ('Error code 401' / 'Incorrect password!',
 * 'Success!', then 'Error code 409' / 'E-mail already exists' for the same e-mail again); the invited agent listed; a section
 * created and the agent assigned to it; a quick message added ('Quick message added').
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, apiLogin, field, newSession, password, t } from './harness';

interface AgentList {
  Section_Data: { id: number; name: string }[];
  Agent_Data: { result: { id: number; name: string; email: string; status: string; section: number[] }[] };
  Quick: { key: string; content: string }[];
}

const listed = (token: string, search = '') =>
  api<AgentList>(`/section/agent${search ? `?search=${encodeURIComponent(search)}` : ''}`, { token });

/** Waits for a toast with this text, then dismisses every toast so the next one checked is new. */
async function toastShown(page: Page, text: string, lng: 'en' | 'ar') {
  const region = page.getByRole('region', { name: t('overlays:toast.regionLabel', lng) });
  await region.getByText(text).first().waitFor();
  const dismiss = region.getByRole('button', { name: t('overlays:toast.dismiss', lng) });
  while ((await dismiss.count()) > 0) await dismiss.first().click();
}

/** The add-agent result dialog: its exact title and body, then OK. */
async function resultIs(page: Page, title: string, body: string, lng: 'en' | 'ar') {
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  await expect(dialog.getByRole('heading').textContent()).resolves.toBe(title);
  await expect(page.getByRole('alertdialog', { name: title }).count()).resolves.toBe(1);
  await expect(dialog.getByTestId('add-agent-result').textContent()).resolves.toBe(body);
  await dialog.getByRole('button', { name: t('agents:ok', lng) }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe.each(['en', 'ar'] as const)('agents (%s)', (lng) => {
  it(
    'invites an agent (401, 409, success), creates a section, assigns the agent and adds a quick message',
    { timeout: 120_000 },
    async () => {
      const token = await apiLogin('demo@wasl.dev');
      const session = await newSession({ token, locale: lng });
      const { page } = session;
      // The wrong password and the taken e-mail are answered 401 and 409 on purpose.
      session.allowStatus(401, 409);
      const tag = `${lng}${Date.now().toString(36)}`;
      const tr = (key: string) => t(key, lng);

      await page.goto('/agents', { waitUntil: 'domcontentloaded', timeout: 30_000 });
      await page.getByRole('heading', { level: 1, name: tr('agents:screen.title') }).waitFor({ timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
      await page
        .getByRole('grid', { name: tr('agents:screen.tableLabel') })
        .getByRole('rowheader')
        .first()
        .waitFor();

      // SPEC §5 on submit: the product's own texts under the fields.
      await page.getByRole('button', { name: tr('agents:addAgent.open') }).click();
      const form = page.getByRole('dialog', { name: tr('agents:addAgent.title') });
      await form.getByRole('button', { name: tr('agents:addAgent.submit') }).click();
      await form.getByText(tr('validation:agentNameRequired')).waitFor();
      await form.getByText(tr('validation:emailRequired')).waitFor();
      await form.getByText(tr('validation:enterPassword')).waitFor();
      await field(form, tr('agents:addAgent.name')).fill(' Al ');
      await field(form, tr('agents:addAgent.email')).fill('not-an-email');
      await form.getByRole('button', { name: tr('agents:addAgent.submit') }).click();
      await form.getByText(tr('validation:agentNameShort')).waitFor();
      await form.getByText(tr('validation:emailInvalid')).waitFor();

      // A wrong password: the result dialog 'Error code 401' / 'Incorrect password!'.
      const name = `Agent ${tag}`;
      const email = `agent-${tag}@store.sa`;
      await field(form, tr('agents:addAgent.name')).fill(name);
      await field(form, tr('agents:addAgent.email')).fill(email);
      await field(form, tr('agents:addAgent.password')).fill('Wrong#2026');
      await form.getByRole('button', { name: tr('agents:addAgent.submit') }).click();
      await resultIs(page, tr('agents:addAgent.errorTitle').replace('{{status}}', '401'), tr('errors:addAgent.401'), lng);
      if (lng === 'en') {
        // SPEC §8's texts, as written.
        expect(tr('errors:addAgent.401')).toBe('Incorrect password!');
        expect(tr('agents:addAgent.errorTitle').replace('{{status}}', '409')).toBe('Error code 409');
        expect(tr('errors:addAgent.409')).toBe('E-mail already exists');
      }

      // The invitation: 'Success!', the agent listed as invited.
      await field(form, tr('agents:addAgent.password')).fill(password);
      await form.getByRole('button', { name: tr('agents:addAgent.submit') }).click();
      await resultIs(page, tr('errors:addAgent.successTitle'), tr('errors:addAgent.successText'), lng);
      await form.waitFor({ state: 'detached' });
      const grid = page.getByRole('grid', { name: tr('agents:screen.tableLabel') });
      const row = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: name, exact: true }) });
      await row.getByText(tr('data:status.agent.invited')).waitFor();

      // The same e-mail again (any case): 'Error code 409' / 'E-mail already exists'.
      await page.getByRole('button', { name: tr('agents:addAgent.open') }).click();
      await field(form, tr('agents:addAgent.name')).fill(`${name} again`);
      await field(form, tr('agents:addAgent.email')).fill(email.toUpperCase());
      await field(form, tr('agents:addAgent.password')).fill(password);
      await form.getByRole('button', { name: tr('agents:addAgent.submit') }).click();
      await resultIs(page, tr('agents:addAgent.errorTitle').replace('{{status}}', '409'), tr('errors:addAgent.409'), lng);
      await form.getByRole('button', { name: tr('agents:cancel') }).click();
      await form.waitFor({ state: 'detached' });
      const invited = (await listed(token, email)).Agent_Data.result;
      expect(invited.map((a) => [a.email, a.status])).toEqual([[email, 'invited']]);

      // A section, created with the palette's first free colour and 09:00–17:00 left at its default.
      const sectionName = `Returns ${tag}`;
      await page.getByRole('button', { name: tr('agents:section.open') }).click();
      const editor = page.getByRole('dialog', { name: tr('agents:section.createTitle') });
      await field(editor, tr('agents:section.name')).fill(sectionName);
      await editor.getByRole('button', { name: tr('agents:section.create') }).click();
      await editor.waitFor({ state: 'detached' });
      await page
        .getByRole('list', { name: tr('agents:section.listLabel') })
        .getByText(sectionName)
        .waitFor();
      const section = (await listed(token)).Section_Data.find((s) => s.name === sectionName);
      expect(section, 'the section on the server').toBeDefined();

      // The agent assigned to it from the row's menu.
      await row.getByRole('button', { name: tr('agents:table.actionsOf').replace('{{name}}', name) }).click();
      await page.getByRole('menuitem', { name: tr('agents:table.editSections') }).click();
      const sections = page.getByRole('dialog', { name: tr('agents:assign.title').replace('{{name}}', name) });
      // Keyboard: the box's styled square covers the native input.
      await sections.getByRole('checkbox', { name: sectionName }).focus();
      await page.keyboard.press('Space');
      await expect.poll(async () => (await listed(token, email)).Agent_Data.result[0]?.section).toContain(section!.id);
      await sections.getByRole('button', { name: tr('agents:done') }).click();
      await row.getByText(sectionName).waitFor();

      // A quick message: 'Quick message added'.
      const key = `hours-${tag}`;
      await page.getByRole('button', { name: tr('agents:quick.add') }).click();
      const quick = page.getByRole('dialog', { name: tr('agents:quick.addTitle') });
      await field(quick, tr('agents:quick.key')).fill(key);
      await field(quick, tr('agents:quick.content')).fill(lng === 'ar' ? 'نعمل من ٩ صباحًا إلى ٥ مساءً.' : 'We are open 9 to 5.');
      await quick.getByRole('button', { name: tr('agents:quick.addSubmit') }).click();
      await toastShown(page, tr('errors:success.quickMessageAdded'), lng);
      await page
        .getByRole('list', { name: tr('agents:quick.listLabel') })
        .getByText(key)
        .waitFor();
      expect((await listed(token)).Quick.map((q) => q.key)).toContain(key);
    },
  );
});
