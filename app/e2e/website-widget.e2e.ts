/**
 * The website widget against `npm start` (issue 22), in English and in Arabic: configured on
 * /api_integration (a suggested colour, the start corner, the message), then the snippet pasted into
 * a store page served by this test from another origin (its own port) under a strict CSP — the button
 * appears in the page's language with the merchant's number and the pre-filled text in its wa.me
 * link, in the chosen colour and corner (mirrored in Arabic), with no CSP violation (the harness
 * fails on any). Outside the plan, saving opens the upgrade dialog and the merchant stays signed in.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin, baseURL, freshMerchant, newSession, t } from './harness';

let store: Server;
let storeOrigin = '';
/** The store page's body per path, set by each test. */
const pages = new Map<string, string>();

beforeAll(async () => {
  store = createServer((req, res) => {
    // No favicon: an empty answer, so the browser logs no failed load.
    if (req.url === '/favicon.ico') return void res.writeHead(204).end();
    const html = pages.get(req.url ?? '');
    if (!html) return void res.writeHead(404).end();
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      // Strict: scripts and fetches only from the widget's origin, no inline script or style at all.
      'content-security-policy': `default-src 'none'; script-src ${baseURL}; connect-src ${baseURL}; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'`,
    });
    res.end(html);
  });
  await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
  storeOrigin = `http://127.0.0.1:${(store.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => store.close(() => resolve())));

interface WidgetState {
  settings: { color: string; position: string; label: { en: string; ar: string }; message: { en: string; ar: string } } | null;
  number: { phone: string } | null;
}

const hexToRgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

describe.each([
  ['en', 'demo@wasl.dev'],
  ['ar', 'demo2@wasl.dev'],
] as const)('website widget (%s)', (lng, email) => {
  it('is configured on /api_integration and shows on a store page under a strict CSP', { timeout: 90_000 }, async () => {
    const token = await apiLogin(email);
    const { page } = await newSession({ token, locale: lng });
    await page.goto('/api_integration', { timeout: 30_000 });
    await page.getByRole('heading', { level: 2, name: t('websiteWidget:card.title', lng) }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);

    const message = lng === 'ar' ? `مرحبًا من الاختبار ${Date.now()} & <b>` : `Hello from the e2e test ${Date.now()} & <b>`;
    const label = lng === 'ar' ? 'كلّمنا على واتساب' : 'Talk to us on WhatsApp';
    await page
      .getByRole('listbox', { name: t('pickers:color.suggested', lng) })
      .getByRole('option')
      .nth(2)
      .click();
    // The radio's input is visually hidden under its drawn circle: choose it by its label, as a user does.
    await page.getByText(t('websiteWidget:fields.positionStart', lng), { exact: true }).click();
    const labelField = page.getByRole('textbox', {
      name: t(lng === 'ar' ? 'websiteWidget:fields.labelAr' : 'websiteWidget:fields.labelEn', lng),
    });
    await labelField.fill(label);
    const messageField = page.getByRole('textbox', {
      name: t(lng === 'ar' ? 'websiteWidget:fields.messageAr' : 'websiteWidget:fields.messageEn', lng),
    });
    await messageField.fill(message);
    await page.getByRole('button', { name: t('websiteWidget:save', lng) }).click();
    await page.getByText(t('websiteWidget:saved', lng)).first().waitFor();
    const snippet = (await page.getByTestId('widget-snippet').textContent())!;
    expect(snippet).toMatch(
      new RegExp(`^<script src="${baseURL}/public/v1.0/widget.js" data-wasl-widget="[A-Za-z0-9_-]{22}" async></script>$`),
    );

    const saved = await api<WidgetState>('/section/widget', { token });
    expect(saved.settings).toMatchObject({ position: 'start', message: { [lng]: message.trim() }, label: { [lng]: label } });
    expect(saved.settings!.color).not.toBe('#1e7f5c');
    const digits = saved.number!.phone.replace(/\D/g, '');

    // The store: another origin, a strict CSP, the snippet pasted before </body>.
    const path = `/store-${lng}.html`;
    pages.set(
      path,
      `<!doctype html><html lang="${lng}" dir="${lng === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><title>Store</title></head><body><h1>Store</h1>${snippet}</body></html>`,
    );
    const seen: string[] = [];
    page.on('console', (m) => seen.push(`${m.type()}: ${m.text()}`));
    page.on('requestfailed', (r) => seen.push(`failed: ${r.url()} ${r.failure()?.errorText}`));
    await page.goto(`${storeOrigin}${path}`);
    const button = page.locator('[data-wasl-widget] a');
    await button.waitFor().catch((error: unknown) => {
      throw new Error(`no widget button: ${seen.join(' | ')}`, { cause: error });
    });
    expect(await button.getAttribute('href')).toBe(`https://wa.me/${digits}?text=${encodeURIComponent(message.trim())}`);
    expect(await button.textContent()).toBe(label);
    expect(await button.getAttribute('target')).toBe('_blank');
    expect(await button.evaluate((a) => getComputedStyle(a).backgroundColor)).toBe(hexToRgb(saved.settings!.color));
    // The start corner: left on an English page, right on an Arabic one.
    const box = (await button.boundingBox())!;
    const width = page.viewportSize()!.width;
    if (lng === 'ar') expect(box.x + box.width).toBeGreaterThan(width - 40);
    else expect(box.x).toBeLessThan(40);
    // Keyboard: the button takes focus with a visible ring.
    await page.keyboard.press('Tab');
    expect(await button.evaluate((a) => (a.getRootNode() as ShadowRoot).activeElement === a)).toBe(true);
    expect(await button.evaluate((a) => getComputedStyle(a).outlineStyle)).toBe('solid');
  });
});

describe('website widget outside the plan', () => {
  it('opens the upgrade dialog on save and keeps the merchant signed in', { timeout: 60_000 }, async () => {
    const { token } = await freshMerchant();
    const { page, allowStatus } = await newSession({ token, locale: 'en' });
    allowStatus(402);
    await page.goto('/api_integration', { timeout: 30_000 });
    await page.getByTestId('widget-plan-notice').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: t('websiteWidget:save') }).click();
    await page.getByRole('dialog').waitFor();
    expect(page.url()).toBe(`${baseURL}/api_integration`);
  });
});
