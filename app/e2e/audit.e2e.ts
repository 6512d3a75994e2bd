/**
 * /audit against `npm start` (issue 23, ADR 011), as the demo merchant: an audited action (Show
 * number on /agents/settings, saved as `settings.saved`) from this browser's own address, the
 * account menu to /audit, the action filter (in the URL, kept by a reload), the row with its e-mail,
 * role and address, the CSV of the same filter; and the seeded agent cannot open the page (sent to
 * the inbox, the API answers 404).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AuditList } from '@wasl/api';
import { M, api, apiLogin, freshAddress, newSession, sessionHeaders, t } from './harness';

const MERCHANT = 'demo@wasl.dev';
const AGENT = 'agent@wasl.dev';

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 50; i += 1) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('audit log', () => {
  it('shows an action the merchant just did, filters by it (kept in the URL), and downloads it as CSV', { timeout: 120_000 }, async () => {
    const token = await apiLogin(MERCHANT);
    const { page, context } = await newSession({ token });
    // This browser's own address (the server trusts X-Forwarded-For in e2e): its rows are the ones with it.
    const address = freshAddress();
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': address });
    const settings = () => api<{ Show_Number: boolean }>('/section/agent/settings', { token });
    const before = (await settings()).Show_Number;

    // The audited action: Show number flipped and flipped back (two `settings.saved`, the setting as it was).
    await page.goto('/agents/settings', { waitUntil: 'domcontentloaded', timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: t('agentSettings:settings.title') }).waitFor({ timeout: 20_000 });
    const showNumber = page.getByRole('switch', { name: t('agentSettings:settings.showNumber') });
    await page.waitForFunction(() => !document.querySelector('input[role="switch"][readonly]'));
    for (const expected of [!before, before]) {
      await showNumber.focus();
      await page.keyboard.press('Space');
      await until(settings, (s) => s.Show_Number === expected, `Show_Number ${expected}`);
    }

    // The account menu leads to the audit log.
    await page.getByRole('button', { name: new RegExp(`^${t('layout:profile.menu')}`) }).click();
    await page.getByRole('menuitem', { name: t('layout:profile.audit') }).click();
    await page.waitForURL((url) => url.pathname === '/audit', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: t('audit:title') }).waitFor();
    await expect.poll(() => page.title()).toBe(t('shell:titles.segments.audit'));

    // Filter by the action: into the URL, the rows of this browser show it.
    const filters = page.getByRole('group', { name: t('audit:filters.label') });
    await filters.getByRole('button', { name: new RegExp(t('audit:filters.action')) }).click();
    await page.getByRole('option', { name: t('audit:actions.settings.saved') }).click();
    await page.waitForURL((url) => url.searchParams.get('action') === 'settings.saved', { waitUntil: 'commit' });
    const table = page.getByRole('grid', { name: t('audit:table.label') });
    const mine = table.getByRole('row').filter({ hasText: address });
    const expectMyRows = async () => {
      await expect.poll(() => mine.count(), { timeout: 10_000 }).toBe(2);
      for (const row of await mine.all()) {
        await expect(row.textContent()).resolves.toContain(t('audit:actions.settings.saved'));
        await expect(row.textContent()).resolves.toContain(MERCHANT);
        await expect(row.textContent()).resolves.toContain(t('audit:roles.merchant'));
      }
      // Only the filtered action is listed.
      const rows = await table.getByRole('row').all();
      for (const row of rows.slice(1)) await expect(row.textContent()).resolves.toContain(t('audit:actions.settings.saved'));
    };
    await expectMyRows();

    // A reload keeps the filter: it is in the URL.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: t('audit:title') }).waitFor();
    expect(new URL(page.url()).searchParams.get('action')).toBe('settings.saved');
    await expect(filters.getByRole('button', { name: new RegExp(t('audit:filters.action')) }).textContent()).resolves.toContain(
      t('audit:actions.settings.saved'),
    );
    await expectMyRows();

    // The e-mail filter joins it (Enter sends it).
    await filters.getByRole('searchbox', { name: t('audit:filters.actor') }).fill('demo@');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('actor') === 'demo@' && url.searchParams.get('action') === 'settings.saved', {
      waitUntil: 'commit',
    });
    await expectMyRows();

    // Download CSV: the same filter, this browser's two rows in it.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t('audit:export') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const saved = path.join(mkdtempSync(path.join(tmpdir(), 'wasl-e2e-')), download.suggestedFilename());
    await download.saveAs(saved);
    const lines = readFileSync(saved, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('at,action,actor_kind,actor_id,actor_email,target,ip,user_agent');
    const data = lines.slice(1);
    expect(data.length).toBeGreaterThanOrEqual(2);
    for (const line of data) expect(line).toContain(',settings.saved,merchant,');
    expect(data.filter((line) => line.includes(`,${address},`))).toHaveLength(2);
    // The download is itself recorded (`audit.exported`), from this browser.
    const exported = await until(
      () => api<AuditList>('/section/audit?action=audit.exported', { token }),
      (list) => list.entries.some((entry) => entry.ip === address),
      'the export recorded',
    );
    expect(exported.entries.find((entry) => entry.ip === address)?.actor_email).toBe(MERCHANT);
  });

  it('is not for agents: /audit sends the agent to the inbox, the account menu has no entry, the API answers 404', async () => {
    const token = await apiLogin(AGENT);
    const { page } = await newSession({ token });
    await page.goto('/audit');
    await page.waitForURL((url) => url.pathname === '/inspect', { waitUntil: 'commit' });
    await page.getByRole('button', { name: new RegExp(`^${t('layout:profile.menu')}`) }).click();
    await page.getByRole('menuitem', { name: t('layout:profile.account') }).waitFor();
    expect(await page.getByRole('menuitem', { name: t('layout:profile.audit') }).count()).toBe(0);
    await page.keyboard.press('Escape');
    for (const call of ['/section/audit', '/section/audit/csv']) {
      const res = await fetch(`${M}${call}`, { headers: { ...sessionHeaders(token), 'x-forwarded-for': freshAddress() } });
      expect(res.status, call).toBe(404);
      expect(await res.json(), call).toEqual({ success: false, message: 'errors:notForAgents' });
    }
  });
});
