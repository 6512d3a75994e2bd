/**
 * /dashboard and /health against `npm start` with the seeded demo merchant: the month changes
 * (a new GET /section/home for it), a CSV export is downloaded and parsed (BOM, header, one row per
 * record of that month), a plan without exports says so, and /health shows its data table.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { M, apiLogin, freshMerchant, newSession, sessionHeaders, t } from './harness';

const monthKey = (date: Date) => `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
const monthName = (date: Date) => new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(date);

describe('dashboard', () => {
  it('changes the month, then downloads that month’s conversations as CSV and parses it', async () => {
    const token = await apiLogin('demo@wasl.dev');
    const { page } = await newSession({ token });
    const now = new Date();
    const previous = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));

    const firstLoad = page.waitForResponse((r) => r.url().includes('/section/home?') && r.url().includes(`month=${monthKey(now)}`));
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: t('analytics:dashboard.title') }).waitFor();
    expect((await firstLoad).status()).toBe(200);
    // Charts rendered (daily marks), not skeletons.
    await page.locator('svg[data-marks]').first().waitFor();
    // The first load: the route's strings came inlined with the page (no locale file), and the entry's
    // prefetch and the screen shared one GET /header and one GET /section/home.
    expect(requests.filter((p) => p.startsWith('/locales/'))).toEqual([]);
    expect(requests.filter((p) => p.endsWith('/header'))).toHaveLength(1);
    expect(requests.filter((p) => p.endsWith('/section/home'))).toHaveLength(1);

    // The month picker: open it, go to the previous month (across the year when it is January).
    await page.getByRole('button', { name: new RegExp(t('analytics:dashboard.month')) }).click();
    if (previous.getUTCFullYear() !== now.getUTCFullYear())
      await page.getByRole('button', { name: t('pickers:month.previousYear') }).click();
    const changed = page.waitForResponse((r) => r.url().includes('/section/home?') && r.url().includes(`month=${monthKey(previous)}`));
    await page.getByRole('option', { name: new RegExp(`^${monthName(previous)}`) }).click();
    const home = (await (await changed).json()) as { data: { data_export: { allowed: boolean; conversations: number } } };
    expect(home.data.data_export.allowed).toBe(true);

    const name = t('analytics:exports.conversations');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('analytics:exports.downloadName').replace('{{name}}', name) }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`conversations-${monthKey(previous)}.csv`);
    // The browser runs over a connection: save a copy here rather than reading its own download path.
    const saved = path.join(mkdtempSync(path.join(tmpdir(), 'wasl-e2e-')), file.suggestedFilename());
    await file.saveAs(saved);
    const text = readFileSync(saved, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff); // the BOM Excel needs for Arabic
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Phone,Client,Agent,Initiated by,Status,Messages,Started,Ended');
    expect(lines.length - 1).toBe(home.data.data_export.conversations);
    expect(lines.length - 1).toBeGreaterThan(0);
    // Every row is from the chosen month.
    const started = lines.slice(1).map((line) => /,(\d{4}-\d{2})-\d{2}T/.exec(line)?.[1]);
    expect(new Set(started)).toEqual(new Set([monthKey(previous)]));
    await page.getByText(t('analytics:exports.done').replace('{{name}}', name)).waitFor();
  });

  it('a plan without data exports disables the downloads and says why; the server refuses too', async () => {
    const { token } = await freshMerchant();
    const home = (await (await fetch(`${M}/section/home`, { headers: sessionHeaders(token) })).json()) as {
      data: { data_export: { allowed: boolean } };
    };
    const { page, allowStatus } = await newSession({ token });
    allowStatus(402);
    await page.goto('/dashboard');
    const button = page.getByRole('button', {
      name: t('analytics:exports.downloadName').replace('{{name}}', t('analytics:exports.clients')),
    });
    await button.waitFor();
    // freshMerchant() takes the first plan (trial), which has no data exports (SPEC §6).
    expect(home.data.data_export.allowed).toBe(false);
    await page.getByText(t('analytics:exports.notAllowed')).waitFor();
    expect(await button.isDisabled()).toBe(true);
    // "Not in your plan" is 402 (ADR 008), never 403, which would sign the merchant out.
    const refused = await fetch(`${M}/section/home/csv/clients`, { headers: sessionHeaders(token) });
    expect(refused.status).toBe(402);
    expect(((await refused.json()) as { message: string }).message).toBe('errors:featureNotInPlan');
  });
});

describe('dashboard in Arabic on a phone', () => {
  it('renders right to left with its charts and nothing wider than the screen', async () => {
    const token = await apiLogin('demo@wasl.dev');
    const { page } = await newSession({ token, locale: 'ar', viewport: { width: 390, height: 844 } });
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: t('analytics:dashboard.title', 'ar') }).waitFor();
    await page.locator('svg[data-marks]').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

describe('health', () => {
  it('shows calls, success rate and status, and the calls chart as a table', async () => {
    const token = await apiLogin('demo@wasl.dev');
    const { page } = await newSession({ token });
    const loaded = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/v1.0/health'));
    await page.goto('/health');
    const health = (await (await loaded).json()) as {
      data: { api_calls: number; time_zone: string; series: { date: string }[] };
    };
    await page.getByRole('heading', { level: 1, name: t('analytics:health.title') }).waitFor();
    await page.getByText(t('analytics:health.successRate')).waitFor();
    expect(health.data.api_calls).toBeGreaterThan(0);
    await page
      .getByRole('button', { name: t('analytics:chart.viewTable') })
      .first()
      .click();
    const table = page.getByRole('grid', { name: t('analytics:health.chartTitle') });
    await table.waitFor();
    // A header row and one row per day of the month up to today. The chart stops at today on the
    // merchant's clock (the zone the API answers with, Asia/Kolkata by default: a day ahead of UTC
    // from 18:30 UTC), not the browser's; the API answers the whole month.
    const today = await page.evaluate(
      (timeZone) =>
        new Intl.DateTimeFormat('en-CA-u-ca-gregory-nu-latn', {
          timeZone,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
        }).format(new Date()),
      health.data.time_zone,
    );
    const shown = health.data.series.filter((day) => day.date <= today).length;
    expect(shown).toBeGreaterThan(0);
    expect(await table.getByRole('row').count()).toBe(shown + 1);
  });
});
