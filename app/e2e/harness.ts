/**
 * What every e2e test uses: a context per test on the one shared browser, a page that records
 * CSP violations, console errors and uncaught exceptions (any one fails the test), sign-in helpers
 * and fresh accounts made through the API.
 */
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

export const baseURL = inject('baseURL');
export const password = 'Demo@2026';
export const M = `${baseURL}/merchant/v1.0`;

const localesDir = path.resolve(import.meta.dirname, '../../packages/i18n/locales');
/** A 16×16 PNG: a real file for the logo uploads. */
export const logoFixture = path.join(import.meta.dirname, 'fixtures/logo.png');
/** A string of packages/i18n/locales/{lng}/{ns}.json ("ns:a.b"), to find elements by their real label. */
export function t(key: string, lng: 'en' | 'ar' = 'en'): string {
  const [ns, rest] = key.includes(':') ? (key.split(':') as [string, string]) : ['common', key];
  let value: unknown = JSON.parse(readFileSync(path.join(localesDir, lng, `${ns}.json`), 'utf8'));
  for (const part of rest.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`no string ${lng}/${key}`);
  return value;
}

let addressCounter = 0;
/** A client address of its own (the server trusts X-Forwarded-For in e2e): see scripts/e2e-global-setup.ts. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${process.pid % 250}.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

let inboundCounter = 0;
/**
 * One customer message as Meta posts it to the merchant's number (`phoneNumberId`), signed with the
 * app secret `npm start` was given; `at` is the message's own timestamp (a late delivery is older).
 */
export async function customerSays(
  phoneNumberId: string,
  customer: { phone: string; name: string },
  message: Record<string, unknown>,
  at = Date.now(),
): Promise<void> {
  inboundCounter += 1;
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'e2e-waba',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '966500000000', phone_number_id: phoneNumberId },
              contacts: [{ profile: { name: customer.name }, wa_id: customer.phone }],
              messages: [
                {
                  from: customer.phone,
                  id: `wamid.e2e-${process.pid}-${Date.now()}-${inboundCounter}`,
                  timestamp: String(Math.floor(at / 1000)),
                  ...message,
                },
              ],
            },
          },
        ],
      },
    ],
  });
  const signature = `sha256=${createHmac('sha256', inject('whatsappAppSecret')).update(body).digest('hex')}`;
  const res = await fetch(`${baseURL}/integration/webhooks/whatsapp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature, 'x-forwarded-for': freshAddress() },
    body,
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** The HttpOnly companion of the session cookie (ADR 014), set by the server with every new session. */
export const COMPANION_COOKIE = '__Host-wasl-session';
/** The cookie jar of the test's own API calls: token → the companion its answer set. */
const companions = new Map<string, string>();

/** Keeps the companion cookie an answer set for the token in its body (as a browser would). */
function keepCompanion(res: Response, data: unknown): void {
  const token = (data as { token?: unknown } | undefined)?.token;
  const set = res.headers.getSetCookie().find((c) => c.startsWith(`${COMPANION_COOKIE}=`));
  if (typeof token === 'string' && set) companions.set(token, set.slice(COMPANION_COOKIE.length + 1).split(';')[0]!);
}

/** What a browser sends on a private call with this token: Authorization and the companion cookie. */
export function sessionHeaders(token: string): Record<string, string> {
  const companion = companions.get(token);
  return { authorization: token, ...(companion ? { cookie: `${COMPANION_COOKIE}=${companion}` } : {}) };
}

/** The session a browser context holds (its access-token and companion cookies): the token, its companion kept for `api`. */
export async function sessionOf(context: BrowserContext): Promise<string> {
  const cookies = await context.cookies(baseURL);
  const token = cookies.find((c) => c.name === 'access-token')?.value;
  const companion = cookies.find((c) => c.name === COMPANION_COOKIE)?.value;
  if (!token) throw new Error('the context holds no access-token cookie');
  if (companion) companions.set(token, companion);
  return token;
}

async function api<T>(pathname: string, init: { token?: string; json?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
  const res = await fetch(`${M}${pathname}`, {
    method: init.json === undefined ? 'GET' : 'POST',
    headers: {
      'x-forwarded-for': freshAddress(),
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? sessionHeaders(init.token) : {}),
      ...init.headers,
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const body = (await res.json()) as { success: boolean; data?: T; message?: string };
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${body.message ?? ''}`);
  keepCompanion(res, body.data);
  return body.data as T;
}

export async function apiLogin(email: string, pass = password): Promise<string> {
  return (await api<{ token: string }>('/auth/login', { json: { email, password: pass } })).token;
}

let accountCounter = 0;
/** A new merchant through the real sign-up call; `level` 2 also completes onboarding through the API. */
export async function freshMerchant(level: 0 | 1 | 2 = 2): Promise<{ email: string; token: string; name: string }> {
  accountCounter += 1;
  const email = `e2e-${Date.now().toString(36)}-${accountCounter}@wasl.dev`;
  const name = `E2E Store ${accountCounter}`;
  const { token } = await api<{ token: string }>('/auth/signup', { json: { email, password, Business_Name: name } });
  if (level >= 1) {
    const form = new FormData();
    form.append('Image', new Blob([readFileSync(logoFixture)], { type: 'image/png' }), 'logo.png');
    const upload = await fetch(`${M}/section/profile/logo`, { method: 'POST', headers: sessionHeaders(token), body: form });
    if (!upload.ok) throw new Error(`logo upload: ${upload.status}`);
    const { url } = ((await upload.json()) as { data: { url: string } }).data;
    await api('/onboarding/complete-profile', { token, json: { language: 'en', Business_Name: name, Logo_Link: url } });
  }
  if (level >= 2) {
    const packages = await api<{ plans: { id: string }[] }>('/packages', { token });
    await api('/onboarding/select-package', { token, json: { package_id: packages.plans[0]!.id } });
  }
  return { email, token, name };
}

export { api };

/**
 * A day (`yyyy-mm-dd`, today plus `offsetDays`) on the merchant's clock. The server dates records,
 * days and months in the merchant's zone (SPEC §9: Asia/Kolkata by default; the seeded demo merchant
 * is in Asia/Riyadh), which is already tomorrow late in the UTC day, so a test's "today" or "this
 * month" comes from here, never from `toISOString()`. The zone is the one the API answers with.
 */
export async function merchantDay(token: string, offsetDays = 0): Promise<string> {
  const { time_zone } = await api<{ time_zone: string }>('/health', { token });
  return new Intl.DateTimeFormat('en-CA-u-ca-gregory-nu-latn', {
    timeZone: time_zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(Date.now() + offsetDays * 86_400_000);
}

/**
 * The merchant's store calling the integration API with a fresh key (regenerated behind the
 * password): `post('/orders', json)`, `post('/orders/{id}/status', {status})`, and the sample
 * order body SPEC §3 describes, one item, in SAR, Prepaid.
 */
export async function storeOf(token: string) {
  const { key } = await api<{ key: string }>('/section/integration-api/key/regenerate', { token, json: {}, headers: { password } });
  const post = (pathname: string, json: unknown) =>
    fetch(`${baseURL}/integration/v1.0${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key, 'x-forwarded-for': freshAddress() },
      body: JSON.stringify(json),
    });
  return { post };
}

const storeAddress = { Address_line1: 'King Fahd Road 1', Address_line2: 'Al Olaya', Address_line3: 'Riyadh 12214' };
export function storeOrder(o: { orderId: string; number: string; item: string; total: number; lang: 'en' | 'ar'; date?: Date }) {
  return {
    Contact: { Country_Code: '966', Number: o.number },
    Billing_Address: storeAddress,
    Shipping_Address: storeAddress,
    Currency: 'SAR',
    Items: [{ Description: o.item, Unit_Price: o.total, Quantity: 1, Discount: 0, Tax: 0, Total: o.total }],
    Order_ID: o.orderId,
    Order_Date: (o.date ?? new Date()).toISOString(),
    Total: o.total,
    Subtotal: o.total,
    Shipping: 0,
    Discount: 0,
    Tax: 0,
    lang: o.lang,
    Payment_Method: 'Prepaid',
  };
}

let browser: Browser;
const open: { context: BrowserContext; problems: string[]; allowed: Set<number> }[] = [];

beforeAll(async () => {
  browser = await chromium.connect(inject('wsEndpoint'));
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async (context) => {
  const pages = open.splice(0);
  for (const entry of pages) await entry.context.close().catch(() => undefined);
  // Report only when the test itself passed: its own failure says more.
  if (context.task.result?.state !== 'fail') {
    expect(
      pages.flatMap((entry) => entry.problems),
      'CSP violations, console errors, page errors',
    ).toEqual([]);
  }
});

export interface Session {
  page: Page;
  context: BrowserContext;
  /** Let these HTTP statuses pass the console check (Chromium logs a failed fetch as a console error). */
  allowStatus(...statuses: number[]): void;
  /** The problems recorded so far, cleared: for a test that provokes a violation on purpose. */
  takeProblems(): string[];
}

/**
 * A new context (own cookies and storage, own client address) with one page, optionally signed in
 * by cookie and with a language cookie. Problems found on any of its pages fail the test.
 */
export async function newSession(
  options: { token?: string; locale?: 'en' | 'ar'; viewport?: { width: number; height: number }; theme?: 'light' | 'dark' } = {},
): Promise<Session> {
  const context = await browser.newContext({
    baseURL,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    extraHTTPHeaders: { 'x-forwarded-for': freshAddress() },
    reducedMotion: 'reduce',
  });
  const entry = { context, problems: [] as string[], allowed: new Set<number>() };
  open.push(entry);
  const cookies = [];
  if (options.token) {
    cookies.push({ name: 'access-token', value: options.token, url: baseURL });
    // The companion as the server set it: HttpOnly, Secure (Chromium keeps Secure cookies on
    // http://localhost), SameSite=Strict, host-only with Path=/ (the `__Host-` prefix).
    const companion = companions.get(options.token);
    if (companion)
      cookies.push({
        name: COMPANION_COOKIE,
        value: companion,
        // Host-only (a domain without a leading dot): `url` with Secure on http is refused by the protocol.
        domain: new URL(baseURL).hostname,
        path: '/',
        httpOnly: true,
        secure: true,
        sameSite: 'Strict' as const,
      });
  }
  if (options.locale) cookies.push({ name: 'i18next', value: options.locale, url: baseURL });
  if (cookies.length) await context.addCookies(cookies);
  if (options.theme) await context.addInitScript(`localStorage.setItem('theme', ${JSON.stringify(options.theme)})`);
  await context.exposeBinding('__waslCspViolation', ({ page }, text: string) => {
    entry.problems.push(`CSP violation on ${page.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __waslCspViolation(text: string): void }).__waslCspViolation;
      void report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const status = /status of (\d{3})/.exec(message.text())?.[1];
    if (status && entry.allowed.has(Number(status))) return;
    entry.problems.push(`console error on ${message.page()?.url()}: ${message.text()} ${message.location().url}`);
  });
  context.on('weberror', (error) => entry.problems.push(`uncaught on ${error.page()?.url()}: ${error.error().message}`));
  // Fail fast: a missing element should not wait out Playwright's default 30 s.
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  // A pre-rendered page (the site's HTML with its page data) is usable once hydrated: before that a
  // press or an Enter is the browser's own. Every navigation by goto waits for it.
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await page.waitForFunction(
      () => !document.getElementById('wasl-page') || document.documentElement.hasAttribute('data-hydrated'),
      undefined,
      { timeout: 20_000 },
    );
    return response;
  };
  return {
    page,
    context,
    allowStatus: (...statuses) => statuses.forEach((status) => entry.allowed.add(status)),
    takeProblems: () => entry.problems.splice(0),
  };
}

/** Cookie attributes as the browser stored them. */
export async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies(baseURL)).find((c) => c.name === name);
}

/** The campaign wizard's audience step: tick the attestation of consent (PDPL), by keyboard. */
export async function attestConsent(page: Page): Promise<void> {
  const consent = page.getByRole('checkbox', { name: t('campaigns:audience.consent') });
  await consent.focus();
  await page.keyboard.press('Space');
  await page.waitForFunction((box) => (box as HTMLInputElement).checked, await consent.elementHandle());
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A form field by its visible label (a required field's label ends with an aria-hidden "*"). */
export function field(scope: Pick<Page, 'getByLabel'>, label: string) {
  return scope.getByLabel(new RegExp(`^${escape(label)}\\s*\\*?$`));
}
