/**
 * The docs pages render without a browser (the pre-renderer's renderToString: no window, no
 * document, no fetch), in both languages, with code kept left to right in the Arabic page.
 */
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createI18n, I18nextProvider, type Locale } from '@wasl/i18n';
import { routeTable } from '../../routes';
import type { ScreenProps } from '../../routing/types';
import { DocsIndex } from './DocsIndex';
import { docsPaths, type DocsPageId } from './docsPages';
import { DocsEndpoint, DocsIntegrations, DocsWebhook, DocsWebhooks } from './DocsReference';
import data from './docs-data.json';

const screens: Record<DocsPageId, ComponentType<ScreenProps>> = {
  docs: DocsIndex,
  docsIntegrations: DocsIntegrations,
  docsCreateOrder: DocsEndpoint,
  docsUpdateOrder: DocsEndpoint,
  docsAbandonedCart: DocsEndpoint,
  docsWebhooks: DocsWebhooks,
  docsSalla: DocsWebhook,
  docsWooCommerce: DocsWebhook,
  docsShopify: DocsWebhook,
  docsWix: DocsWebhook,
};
const ids = Object.keys(docsPaths) as DocsPageId[];

function render(id: DocsPageId, locale: Locale) {
  const route = routeTable.find((r) => r.id === id)!;
  const i18n = createI18n(locale);
  const html = renderToString(createElement(I18nextProvider, { i18n }, createElement(screens[id], { route, params: {} })));
  return { html, t: i18n.getFixedT(null, 'docs') };
}

const decode = (html: string) =>
  html.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>');

describe('docs pages', () => {
  it('are the ten docs routes of the route table, each with its docs screen and the docs namespace', () => {
    for (const id of ids) {
      const route = routeTable.find((r) => r.id === id);
      expect(route?.path, id).toBe(docsPaths[id]);
      expect(route?.ns, id).toContain('docs');
    }
    expect(typeof window).toBe('undefined');
  });

  for (const locale of ['en', 'ar'] as const) {
    it(`render without a browser in ${locale}: heading, translated prose, no raw keys`, () => {
      for (const id of ids) {
        const { html, t } = render(id, locale);
        expect(html, id).toContain(`>${t(`pages.${id}.heading`)}</h1>`);
        // Message keys are shown on purpose inside <bdi>; a translated cell or sentence never is one.
        expect(html, id).not.toMatch(/<(td|p|li|h\d)[^>]*>(docs|errors|validation):[\w.]+</);
        expect(html, id).not.toMatch(/>(pages|endpoint|webhooks|table|code)\.[\w.]+</);
      }
    });
  }

  it('shows each endpoint with its method, path, API key header, samples and every error row', () => {
    const pages = { docsCreateOrder: 'createOrder', docsUpdateOrder: 'updateOrder', docsAbandonedCart: 'abandonedCart' } as const;
    for (const [page, id] of Object.entries(pages) as [DocsPageId, string][]) {
      const endpoint = data.endpoints.find((e) => e.id === id)!;
      const html = decode(render(page, 'ar').html);
      expect(html).toContain(endpoint.path);
      expect(html).toContain(endpoint.samples.curl);
      expect(html).toContain(endpoint.samples.javascript);
      expect(html).toContain('X-Api-Key');
      for (const row of endpoint.errors) expect(html, `${id} ${row.message}`).toContain(row.message);
      // Code blocks: left to right, isolated, never translated, in the Arabic page.
      const blocks = html.match(/<pre[^>]*>/g) ?? [];
      expect(blocks.length, id).toBe(4);
      for (const block of blocks) expect(block).toMatch(/dir="ltr"/);
      expect(html).toMatch(
        /<code class="[^"]+" dir="ltr" translate="no"><bdi>Contact|<code class="[^"]+" dir="ltr" translate="no"><bdi>status/,
      );
    }
  });

  it('shows each webhook with its address, signature header, events and set-up steps', () => {
    const pages = { docsSalla: 'salla', docsWooCommerce: 'woocommerce', docsShopify: 'shopify', docsWix: 'wix' } as const;
    for (const [page, id] of Object.entries(pages) as [DocsPageId, string][]) {
      const hook = data.webhooks.find((w) => w.id === id)!;
      const html = decode(render(page, 'en').html);
      expect(html).toContain(`$WASL_HOST/integration/webhooks/${id}/$WEBHOOK_KEY`);
      if (hook.signatureHeader) expect(html).toContain(hook.signatureHeader);
      for (const event of hook.events) expect(html).toContain(event);
      const steps = /<ol[^>]*>(.*?)<\/ol>/s.exec(html)?.[1] ?? '';
      expect(steps.match(/<li/g)?.length, id).toBe(5);
    }
  });

  it('keeps the generated data out of the /docs index, and zod and the generator out of every docs module', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const source = await readFile(new URL('./DocsIndex.tsx', import.meta.url), 'utf8');
    expect(source).not.toMatch(/docs-data|DocsReference/);
    const files = (await readdir(new URL('.', import.meta.url))).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const file of files) {
      const text = await readFile(new URL(`./${file}`, import.meta.url), 'utf8');
      expect(text, file).not.toMatch(/from '(zod|@wasl\/api[^']*|@wasl\/server[^']*)'|from '[^']*packages\/server/);
    }
  });
});
