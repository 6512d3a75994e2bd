/**
 * Hostile text through every form that stores merchant text (issue 23, "Hostile text through every
 * widget"): values of the shared corpus (stories/support/fixtures/hostile-strings.json) — markup,
 * `javascript:`/`data:` links, SVG, bidi overrides, very long Arabic and unbroken strings — typed
 * into the real forms, saved, then read back on every screen that shows them: the exact text,
 * nothing executed (no element made from the value, no dialog), no horizontal overflow at 1280 and
 * 390 px. Each value is the longest the field's validator accepts; a value one character over is
 * refused with the translated error and nothing typed is lost. The harness fails any test on a CSP
 * violation, a console error or an uncaught exception.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { AGENT_NAME_MAX, PROFILE_TEXT_MAX, TICKET_DESCRIPTION_MAX, TICKET_TOPIC_MAX } from '@wasl/api';
import { CAMPAIGN_LIMITS, QUICK_MESSAGE_LIMITS } from '@wasl/api/models';
import { DEFAULT_POLICY, ENTRY_SCRIPT_POLICY } from '@wasl/api/trustedTypes';
import { api, attestConsent, field, freshMerchant, newSession, password, t } from './harness';

type Lng = 'en' | 'ar';
type Corpus = Record<'markup' | 'urls' | 'bidi' | 'long' | 'numbers' | 'unicode' | 'csv_formulas' | 'empty_like', string[]>;
const corpus = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../stories/support/fixtures/hostile-strings.json'), 'utf8'),
) as Corpus;
const { markup, urls, bidi, long, unicode, csv_formulas: formulas, numbers } = corpus;
const [longArabic, longEnglish, longUrl, longDigits] = long as [string, string, string, string];

/**
 * The parts joined by `separator`, cut to at most `max` characters — whole code points, and no more
 * than `max` UTF-16 units either, so the value is at the limit whichever way a field counts — and
 * trimmed, as every form stores its text.
 */
function fit(parts: readonly string[], max: number, separator = ' '): string {
  let out = '';
  for (const ch of parts.join(separator)) {
    if (out.length + ch.length > max) break;
    out += ch;
  }
  return out.trim();
}

/** `max + 1` characters of an unbroken string: one over the limit whatever the trimming. */
const overBy1 = (max: number) =>
  Array.from(longDigits.repeat(Math.ceil((max + 1) / 100)))
    .slice(0, max + 1)
    .join('');

const dialogs: string[] = [];
afterEach(() => {
  expect(dialogs.splice(0), 'dialogs opened by hostile text').toEqual([]);
});

/** A session whose pages record any alert/confirm/prompt (and dismiss it, so the page goes on). */
async function open(options: { token: string; locale: Lng; viewport?: { width: number; height: number } }) {
  const session = await newSession(options);
  session.page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()} "${dialog.message()}" on ${session.page.url()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  return session;
}

/** Nothing from the values became an element or a link, and no dialog opened. */
async function nothingRan(page: Page) {
  const made = await page
    .locator(
      [
        'img[src="x"]',
        'svg[onload]',
        '[onerror]',
        '[onload]',
        'a[href^="javascript:" i]',
        'a[href^="data:" i]',
        'iframe',
        'object',
        'embed',
        'main script',
        'b:text-is("bold")',
        'i:text-is("italic")',
      ].join(', '),
    )
    .count();
  expect(made, `elements made from hostile text on ${page.url()}`).toBe(0);
  expect(dialogs, 'dialogs opened by hostile text').toEqual([]);
}

/** The page does not scroll sideways (a failure names the innermost elements past the edge). */
async function fitsWidth(page: Page) {
  const { scroll, client, past } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = [...document.body.querySelectorAll('*')].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && (box.right > width + 1 || box.left < -1);
    });
    const innermost = outside.filter((el) => !outside.some((other) => other !== el && el.contains(other)));
    return {
      scroll: document.documentElement.scrollWidth,
      client: width,
      past: innermost.slice(0, 5).map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">`),
    };
  });
  expect(scroll, `scrollWidth ${scroll} over clientWidth ${client} on ${page.url()}: ${past.join(' ')}`).toBeLessThanOrEqual(client + 1);
}

/** Each screen at 390 px (a phone) in a session of its own: the value shown, no overflow, nothing ran. */
async function onPhone(token: string, lng: Lng, screens: [url: string, shown: (page: Page) => Promise<void>][]) {
  const { page } = await open({ token, locale: lng, viewport: { width: 390, height: 844 } });
  for (const [url, shown] of screens) {
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 30_000 });
    await shown(page);
    await fitsWidth(page);
    await nothingRan(page);
  }
}

/** Checked at 1280 px on the page as it is. */
async function onDesktop(page: Page) {
  await fitsWidth(page);
  await nothingRan(page);
}

describe('hostile text through the forms', () => {
  it.each(['en', 'ar'] as const)(
    'profile business names (%s): kept as typed after a reload, named by the top bar menu',
    { timeout: 60_000 },
    async (lng) => {
      const tr = (key: string) => t(key, lng);
      const { token } = await freshMerchant();
      // The English name carries the markup and an override; the Arabic one the long Arabic. In
      // Arabic the other way round, so the top bar names the store by the long text.
      const markupName = fit([...markup, bidi[0]!], PROFILE_TEXT_MAX);
      const arabicName = fit([longArabic, markup[2]!, bidi[1]!], PROFILE_TEXT_MAX);
      const values: Record<string, string> = {
        Business_Name: lng === 'en' ? markupName : arabicName,
        Business_Name_ar: lng === 'en' ? arabicName : markupName,
        Business_Contact: '+966 55 123 4567',
        Business_Email: 'hello@qahwa.sa',
        VAT: '300012345600003',
        'Business_Address.Address_line1': fit([urls[2]!, longUrl], PROFILE_TEXT_MAX),
        'Business_Address_ar.Address_line1': fit([longArabic], PROFILE_TEXT_MAX),
      };
      const { page } = await open({ token, locale: lng });
      await page.goto('/profile?tab=info');
      const input = (name: string) => field(page, tr(`account:profile.fields.${name}`));
      await input('Business_Name').waitFor();

      // One character over the limit: the translated error, the text stays in the field, nothing saved.
      const tooLong = overBy1(PROFILE_TEXT_MAX);
      await input('Business_Name').fill(tooLong);
      await page.getByRole('button', { name: tr('account:profile.save') }).click();
      await page.getByText(tr('validation:tooLong')).first().waitFor();
      expect(await input('Business_Name').inputValue()).toBe(tooLong);
      expect((await api<{ Business_Name: string }>('/section/profile', { token })).Business_Name).not.toBe(tooLong);

      for (const [name, value] of Object.entries(values)) await input(name).fill(value);
      await page.getByRole('button', { name: tr('account:profile.save') }).click();
      await page.getByText(tr('errors:success.dataUpdated')).first().waitFor();

      await page.reload();
      await input('Business_Name').waitFor();
      for (const [name, value] of Object.entries(values)) expect(await input(name).inputValue(), name).toBe(value);
      const menu = (name: string) => tr('layout:profile.menuFor').replace('{{name}}', name);
      await page.getByRole('button', { name: menu(values.Business_Name!), exact: true }).waitFor();
      await onDesktop(page);

      await onPhone(token, lng, [
        [
          '/profile?tab=info',
          async (phone) => {
            await phone.getByRole('button', { name: menu(values.Business_Name!), exact: true }).waitFor();
            expect(await field(phone, tr('account:profile.fields.Business_Name')).inputValue()).toBe(values.Business_Name);
            expect(await field(phone, tr('account:profile.fields.Business_Name_ar')).inputValue()).toBe(values.Business_Name_ar);
          },
        ],
      ]);
    },
  );

  it('agent names: in the agents table and on the agent profile', { timeout: 60_000 }, async () => {
    const { token } = await freshMerchant(); // the trial plan: 2 agent places
    const stamp = Date.now().toString(36);
    const agents = [
      { name: fit([markup[1]!, bidi[0]!, markup[3]!], AGENT_NAME_MAX), email: `hostile-a-${stamp}@store.sa` },
      // The longest name accepted, without a break opportunity.
      { name: fit([longDigits], AGENT_NAME_MAX), email: `hostile-b-${stamp}@store.sa` },
    ];
    expect(Array.from(agents[1]!.name)).toHaveLength(AGENT_NAME_MAX);
    const { page } = await open({ token, locale: 'en' });
    await page.goto('/agents', { waitUntil: 'domcontentloaded', timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: t('agents:screen.title') }).waitFor({ timeout: 20_000 });
    const form = page.getByRole('dialog', { name: t('agents:addAgent.title') });

    for (const [i, agent] of agents.entries()) {
      await page.getByRole('button', { name: t('agents:addAgent.open') }).click();
      await field(form, t('agents:addAgent.email')).fill(agent.email);
      await field(form, t('agents:addAgent.password')).fill(password);
      if (i === 0) {
        // One over AGENT_NAME_MAX: the translated error, and what was typed is all still there.
        const tooLong = overBy1(AGENT_NAME_MAX);
        await field(form, t('agents:addAgent.name')).fill(tooLong);
        await form.getByRole('button', { name: t('agents:addAgent.submit') }).click();
        await form.getByText(t('validation:agentNameLong')).waitFor();
        expect(await field(form, t('agents:addAgent.name')).inputValue()).toBe(tooLong);
        expect(await field(form, t('agents:addAgent.email')).inputValue()).toBe(agent.email);
        expect(await field(form, t('agents:addAgent.password')).inputValue()).toBe(password);
      }
      await field(form, t('agents:addAgent.name')).fill(agent.name);
      await form.getByRole('button', { name: t('agents:addAgent.submit') }).click();
      const result = page.getByRole('alertdialog', { name: t('errors:addAgent.successTitle') });
      await result.waitFor();
      await result.getByRole('button', { name: t('agents:ok') }).click();
      await form.waitFor({ state: 'detached' });
    }
    const stored = await api<{ Agent_Data: { result: { name: string }[] } }>('/section/agent', { token });
    expect(stored.Agent_Data.result.map((a) => a.name).sort()).toEqual(agents.map((a) => a.name).sort());

    const grid = page.getByRole('grid', { name: t('agents:screen.tableLabel') });
    for (const agent of agents) {
      await grid.getByRole('rowheader', { name: agent.name, exact: true }).waitFor();
      await grid.getByText(agent.name, { exact: true }).waitFor();
    }
    await onDesktop(page);
    for (const agent of agents) {
      await page.goto(`/agents/${encodeURIComponent(agent.email)}`);
      await page.getByRole('heading', { level: 1, name: agent.name, exact: true }).waitFor({ timeout: 20_000 });
      await onDesktop(page);
    }

    await onPhone(token, 'en', [
      ['/agents', (phone) => phone.getByText(agents[0]!.name, { exact: true }).first().waitFor()],
      ...agents.map(
        (agent) =>
          [
            `/agents/${encodeURIComponent(agent.email)}`,
            (phone: Page) => phone.getByRole('heading', { level: 1, name: agent.name, exact: true }).waitFor({ timeout: 20_000 }),
          ] as [string, (page: Page) => Promise<void>],
      ),
    ]);
  });

  it('a support ticket: topic and description in the ticket list and on the ticket page', { timeout: 60_000 }, async () => {
    const { token } = await freshMerchant(2);
    const topic = fit([markup[3]!, urls[2]!, longUrl], TICKET_TOPIC_MAX);
    // Everything but the CRLF sample (a textarea gives its line breaks back as LF).
    const description = fit(
      [...markup, ...urls, ...bidi, ...unicode.filter((s) => !s.includes('\r')), ...formulas, ...numbers, longArabic, longEnglish, longUrl],
      TICKET_DESCRIPTION_MAX,
      '\n',
    );
    const { page } = await open({ token, locale: 'en' });
    await page.goto('/support');
    await page.getByRole('heading', { level: 1, name: t('support:list.title') }).waitFor();
    await page
      .getByRole('button', { name: t('support:raise.action') })
      .first()
      .click();
    const dialog = page.getByRole('dialog');

    // One over TICKET_TOPIC_MAX: the translated error, both fields keep their text.
    const tooLong = overBy1(TICKET_TOPIC_MAX);
    await field(dialog, t('support:raise.topic')).fill(tooLong);
    await field(dialog, t('support:raise.description')).fill(description);
    await dialog.getByRole('button', { name: t('support:raise.submit') }).click();
    await dialog.getByText(t('validation:tooLong')).first().waitFor();
    expect(await field(dialog, t('support:raise.topic')).inputValue()).toBe(tooLong);
    expect(await field(dialog, t('support:raise.description')).inputValue()).toBe(description);

    await field(dialog, t('support:raise.topic')).fill(topic);
    await dialog.getByRole('button', { name: t('support:raise.submit') }).click();
    await dialog.waitFor({ state: 'detached' });
    const list = page.getByRole('list', { name: t('support:list.label') });
    await list.getByRole('link', { name: topic, exact: true }).waitFor();
    await list.getByText(description, { exact: true }).waitFor();
    await onDesktop(page);

    await list.getByRole('link', { name: topic, exact: true }).click();
    await page.waitForURL(/\/support\/\d+$/);
    const ticketPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: topic, exact: true }).waitFor();
    const thread = page.getByRole('list', { name: t('support:thread.messages') });
    await thread.getByText(description, { exact: true }).waitFor();
    await onDesktop(page);

    await onPhone(token, 'en', [
      [
        '/support',
        async (phone) => {
          await phone.getByRole('link', { name: topic, exact: true }).waitFor();
          await phone.getByText(description, { exact: true }).waitFor();
        },
      ],
      [
        ticketPath,
        async (phone) => {
          await phone.getByRole('heading', { level: 1, name: topic, exact: true }).waitFor();
          await phone.getByText(description, { exact: true }).waitFor();
        },
      ],
    ]);
  });

  it('a campaign: name and content in the campaign list and on the campaign page', { timeout: 60_000 }, async () => {
    const { token } = await freshMerchant();
    // The trial has no campaigns: the Pro plan has (sandbox payments).
    await api('/subscription/purchase', { token, json: { item: 'plan', id: 'pro' } });
    const name = fit([markup[2]!, bidi[3]!, longDigits], CAMPAIGN_LIMITS.name);
    const content = fit([...markup, ...urls, bidi[0]!, bidi[1]!, longArabic, longUrl], CAMPAIGN_LIMITS.content, '\n');
    const { page } = await open({ token, locale: 'en' });
    await page.goto('/campaign');
    await page.getByRole('heading', { name: t('campaigns:list.title') }).waitFor();
    await page.getByRole('button', { name: t('campaigns:list.new') }).click();
    await page.waitForURL((url) => url.pathname === '/campaign/new', { waitUntil: 'commit' });

    await field(page, t('campaigns:content.name')).fill(name);
    await field(page, t('campaigns:content.content')).fill(content);
    // The preview bubble shows the text as typed.
    await page.getByTestId('campaign-preview').getByText(content, { exact: true }).waitFor();
    for (const step of ['2', '3']) {
      if (step === '3') await attestConsent(page);
      await page.getByRole('button', { name: t('campaigns:wizard.next'), exact: true }).click();
      await page.waitForURL((url) => url.search === `?step=${step}`, { waitUntil: 'commit' });
    }
    // Saved as a draft (the audience is the store's customers, the schedule its defaults).
    await page.getByRole('button', { name: t('campaigns:wizard.saveDraft') }).click();
    await page.waitForURL((url) => /^\/campaign\/\d+$/.test(url.pathname), { waitUntil: 'commit' });
    const campaignPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
    const id = Number(campaignPath.split('/').pop());
    const saved = await api<{ name: string; content: string }>(`/section/campaigns/view/${id}`, { token });
    expect(saved).toMatchObject({ name, content });

    await page.goto('/campaign');
    await page.getByRole('link', { name, exact: true }).waitFor();
    await onDesktop(page);
    await page.goto(`${campaignPath}?step=1`);
    await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
    await page.getByTestId('campaign-preview').getByText(content, { exact: true }).waitFor();
    expect(await field(page, t('campaigns:content.name')).inputValue()).toBe(name);
    expect(await field(page, t('campaigns:content.content')).inputValue()).toBe(content);
    await onDesktop(page);

    await onPhone(token, 'en', [
      ['/campaign', (phone) => phone.getByRole('link', { name, exact: true }).waitFor()],
      [
        `${campaignPath}?step=1`,
        async (phone) => {
          await phone.getByRole('heading', { level: 1, name, exact: true }).waitFor();
          await phone.getByTestId('campaign-preview').getByText(content, { exact: true }).waitFor();
        },
      ],
    ]);
  });

  it("a quick message: in the merchant's list and on the agent's quick messages page", { timeout: 60_000 }, async () => {
    // A store of its own and its own agent (the seeded agent's store is shared with other tests),
    // invited and accepted through the API; agent-signin.e2e.ts walks the same path in the browser.
    const merchant = await freshMerchant();
    const email = `hostile-agent-${Date.now().toString(36)}@e2e.wasl.dev`;
    await api('/section/agent/add', {
      token: merchant.token,
      headers: { password },
      json: { Agent_Name: fit([markup[0]!], AGENT_NAME_MAX), Agent_Email: email },
    });
    const { emails } = await api<{ emails: { to: string; body: string }[] }>('/sandbox/emails', { token: merchant.token });
    const invitation = /\/invitation\?token=([^\s&]+)/.exec(emails.find((e) => e.to === email)?.body ?? '')?.[1];
    expect(invitation, 'the invitation link').toBeDefined();
    const agent = await api<{ token: string }>('/auth/accept-invitation', {
      json: { token: decodeURIComponent(invitation!), password: 'Agent#2026' },
    });

    const key = fit([markup[1]!, bidi[0]!], QUICK_MESSAGE_LIMITS.key);
    const content = fit([longArabic, ...markup, ...urls, bidi[1]!, longUrl], QUICK_MESSAGE_LIMITS.content, '\n');
    const { page } = await open({ token: merchant.token, locale: 'en' });
    await page.goto('/agents', { waitUntil: 'domcontentloaded', timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: t('agents:screen.title') }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: t('agents:quick.add') }).click();
    const dialog = page.getByRole('dialog', { name: t('agents:quick.addTitle') });
    await field(dialog, t('agents:quick.key')).fill(key);
    await field(dialog, t('agents:quick.content')).fill(content);
    await dialog.getByRole('button', { name: t('agents:quick.addSubmit') }).click();
    await page.getByText(t('errors:success.quickMessageAdded')).first().waitFor();
    const list = page.getByRole('list', { name: t('agents:quick.listLabel') });
    await list.getByText(key, { exact: true }).waitFor();
    await list.getByText(content, { exact: true }).waitFor();
    await onDesktop(page);

    const self = await open({ token: agent.token, locale: 'en' });
    await self.page.goto('/agent/quick-messages');
    await self.page.getByRole('heading', { level: 1, name: t('agentAccess:quick.title') }).waitFor();
    await self.page.getByText(`/${key}`, { exact: true }).waitFor();
    await self.page.getByText(content, { exact: true }).waitFor();
    await onDesktop(self.page);

    await onPhone(merchant.token, 'en', [['/agents', (phone) => phone.getByText(content, { exact: true }).waitFor()]]);
    await onPhone(agent.token, 'en', [
      [
        '/agent/quick-messages',
        async (phone) => {
          await phone.getByText(`/${key}`, { exact: true }).waitFor();
          await phone.getByText(content, { exact: true }).waitFor();
        },
      ],
    ]);
  });

  it('Trusted Types: a DOM XSS sink throws on the signed-in app and on a pre-rendered page', async () => {
    const { token } = await freshMerchant();
    for (const [url, signedIn] of [
      ['/dashboard', true],
      ['/pricing', false],
    ] as const) {
      const session = await newSession(signedIn ? { token, locale: 'en' } : { locale: 'en' });
      await session.page.goto(url);
      await session.page.getByRole('heading', { level: 1 }).first().waitFor();
      const sinks = await session.page.evaluate(
        (names) => {
          const createPolicy = (name: string) =>
            (window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } }).trustedTypes.createPolicy(
              name,
              {
                createHTML: (html: string) => html,
                createScriptURL: (url: string) => url,
              },
            );
          const tried = (write: () => void) => {
            try {
              write();
              return 'written';
            } catch (error) {
              return (error as Error).name;
            }
          };
          return {
            // The default policy lets an empty string through (react-aria clears its live regions so).
            clear: tried(() => {
              document.createElement('div').innerHTML = '';
            }),
            innerHTML: tried(() => {
              document.createElement('div').innerHTML = '<img src=x onerror=alert(1)>';
            }),
            scriptSrc: tried(() => {
              document.createElement('script').src = 'data:text/javascript,alert(1)';
            }),
            // Our own built scripts pass as script URLs (the CSV parser's Worker); nothing else does.
            ownScript: tried(() => {
              document.createElement('script').src = '/assets/own.js';
            }),
            // Another policy, or one of the loader's names again (it made those first).
            policy: tried(() => createPolicy('escape')),
            entryPolicy: tried(() => createPolicy(names.entry)),
            defaultPolicy: tried(() => createPolicy(names.fallback)),
          };
        },
        { entry: ENTRY_SCRIPT_POLICY, fallback: DEFAULT_POLICY },
      );
      expect(sinks, url).toEqual({
        clear: 'written',
        innerHTML: 'TypeError',
        scriptSrc: 'TypeError',
        ownScript: 'written',
        policy: 'TypeError',
        entryPolicy: 'TypeError',
        defaultPolicy: 'TypeError',
      });
      // Each refusal is reported as a CSP violation (the harness fails any other test on one) and
      // echoed on the console by Chromium; nothing else went wrong.
      const seen: string[] = [];
      const violations = () => seen.filter((problem) => problem.startsWith('CSP violation'));
      await expect.poll(() => seen.push(...session.takeProblems()) && violations().length, { timeout: 5_000 }).toBe(5);
      const [innerHtml, scriptSrc, policy, entryPolicy, defaultPolicy] = violations();
      expect(innerHtml, url).toMatch(/require-trusted-types-for blocked trusted-types-sink .* Element innerHTML/);
      expect(scriptSrc, url).toMatch(/require-trusted-types-for blocked trusted-types-sink .* HTMLScriptElement src/);
      expect(policy, url).toMatch(/trusted-types blocked trusted-types-policy .* escape$/);
      expect(entryPolicy, url).toMatch(new RegExp(`trusted-types blocked trusted-types-policy .* ${ENTRY_SCRIPT_POLICY}$`));
      expect(defaultPolicy, url).toMatch(new RegExp(`trusted-types blocked trusted-types-policy .* ${DEFAULT_POLICY}$`));
      expect(
        seen.filter((problem) => !problem.startsWith('CSP violation') && !/Trusted(HTML|ScriptURL|TypePolicy)/.test(problem)),
        url,
      ).toEqual([]);
    }
  });
});
