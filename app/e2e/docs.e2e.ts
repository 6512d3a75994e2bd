/** The developer docs (issue 10): every docs route, code kept left to right in Arabic, copy to the clipboard. */
import { describe, expect, it } from 'vitest';
import { docsPaths, integrationPages, webhookPages } from '../src/screens/docs/docsPages';
import { baseURL, newSession, t } from './harness';

describe('developer docs', () => {
  it('every docs route renders its heading; the reference pages their code samples', async () => {
    const { page } = await newSession();
    for (const [id, path] of Object.entries(docsPaths)) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: t(`docs:pages.${id}.heading`), exact: true }).waitFor();
      const code = await page.locator('pre').allInnerTexts();
      if ((integrationPages as readonly string[]).includes(id)) {
        expect(
          code.some((text) => text.startsWith('curl -X POST "$WASL_HOST/integration/v1.0/')),
          id,
        ).toBe(true);
        expect(
          code.some((text) => text.includes('await fetch(') && text.includes("'X-Api-Key': process.env.WASL_API_KEY")),
          id,
        ).toBe(true);
      }
      if ((webhookPages as readonly string[]).includes(id)) {
        expect(
          code.some((text) => text.includes('$WASL_HOST/integration/webhooks/')),
          id,
        ).toBe(true);
      }
    }
  });

  it('the Arabic page keeps code, field names and headers left to right', async () => {
    const { page } = await newSession({ locale: 'ar' });
    await page.goto(docsPaths.docsCreateOrder);
    await page.getByRole('heading', { level: 1, name: t('docs:pages.docsCreateOrder.heading', 'ar') }).waitFor();
    const layout = await page.evaluate(() => ({
      page: document.documentElement.dir,
      blocks: [...document.querySelectorAll('pre')].map((pre) => ({
        dir: pre.dir,
        direction: getComputedStyle(pre).direction,
        bidi: getComputedStyle(pre).unicodeBidi,
      })),
      names: [...document.querySelectorAll('table code')].map((code) => getComputedStyle(code).direction),
      sample: document.querySelector('pre')?.textContent ?? '',
    }));
    expect(layout.page).toBe('rtl');
    expect(layout.blocks.length).toBe(4);
    for (const block of layout.blocks) expect(block).toEqual({ dir: 'ltr', direction: 'ltr', bidi: 'isolate' });
    expect(layout.names.length).toBeGreaterThan(20);
    expect(new Set(layout.names)).toEqual(new Set(['ltr']));
    expect(layout.sample).toContain('"Payment_Method": "Prepaid"');
  });

  it('copy puts the exact sample on the clipboard and says so, from the keyboard too', async () => {
    const { page, context } = await newSession({ locale: 'ar' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto(docsPaths.docsSalla);
    await page.getByRole('heading', { level: 1, name: t('docs:pages.docsSalla.heading', 'ar') }).waitFor();
    const button = page.getByRole('button', { name: t('docs:code.copyLabel', 'ar').replace('{{label}}', 'curl') });
    await button.focus();
    await page.keyboard.press('Enter');
    const figure = page.locator('figure', { has: button });
    await figure.getByRole('status').getByText(t('docs:code.copied', 'ar')).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await figure.locator('pre').textContent());
    expect(copied).toMatch(/^BODY='\{"event":"order\.created"/);
  });
});
