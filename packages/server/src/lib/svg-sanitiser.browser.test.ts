// ADR 022: our SVG sanitiser (lib/uploads.ts) against a maintained one (DOMPurify 3, with its SVG
// profile), in a real browser, on attacks and on ordinary exported logos. Each SVG is opened as an
// SVG document of its own (a Blob URL in an iframe, where scripts and handlers do run: the worst
// way a stored logo could ever be shown; the dashboard only uses <img>, and /uploads answers with a
// sandboxing CSP). An attack "runs" when it calls the page back or asks for a URL of evil.invalid.
import DOMPurify from 'dompurify';
import { afterAll, describe, expect, it } from 'vitest';
import { sanitiseSvg } from './uploads.ts';

const SVG = 'http://www.w3.org/2000/svg';
const wrap = (inner: string, attrs = '') => `<svg xmlns="${SVG}" xmlns:xlink="http://www.w3.org/1999/xlink"${attrs}>${inner}</svg>`;
const call = (id: string) => `parent.__svgRan('${id}')`;
const evil = (id: string) => `https://${id}.evil.invalid/x`;

/** Attacks from the usual SVG XSS lists: script, handlers, animation of links, external loads, CSS. */
const attacks: [id: string, svg: (id: string) => string][] = [
  ['script', (id) => wrap(`<script>${call(id)}</script>`)],
  ['script-cdata', (id) => wrap(`<script><![CDATA[${call(id)}]]></script>`)],
  ['script-prefixed', (id) => wrap(`<svg:script xmlns:svg="${SVG}">${call(id)}</svg:script>`)],
  ['script-xhtml', (id) => wrap(`<h:script xmlns:h="http://www.w3.org/1999/xhtml">${call(id)}</h:script>`)],
  ['onload-root', (id) => `<svg xmlns="${SVG}" onload="${call(id)}"/>`],
  ['onload-nested', (id) => wrap(`<g><svg onload="${call(id)}"/></g>`)],
  ['onbegin-animate', (id) => wrap(`<animate attributeName="x" dur="1ms" onbegin="${call(id)}"/>`)],
  ['onerror-image', (id) => wrap(`<image href="#nope" onerror="${call(id)}"/>`)],
  [
    'set-href-javascript',
    (id) => wrap(`<a id="a"><set attributeName="href" to="javascript:${call(id)}"/><rect width="9" height="9"/></a>`),
  ],
  [
    'animate-values-javascript',
    (id) => wrap(`<a><animate attributeName="href" values="javascript:${call(id)}"/><rect width="9" height="9"/></a>`),
  ],
  [
    'foreignObject-img',
    (id) => wrap(`<foreignObject><img xmlns="http://www.w3.org/1999/xhtml" src="x" onerror="${call(id)}"/></foreignObject>`),
  ],
  ['foreignObject-iframe', (id) => wrap(`<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="${evil(id)}"/></foreignObject>`)],
  ['image-external', (id) => wrap(`<image href="${evil(id)}" width="9" height="9"/>`)],
  ['image-xlink-external', (id) => wrap(`<image xlink:href="${evil(id)}" width="9" height="9"/>`)],
  ['use-external', (id) => wrap(`<use href="${evil(id)}#x"/>`)],
  ['style-import', (id) => wrap(`<style>@import url(${evil(id)});</style>`)],
  ['style-background', (id) => wrap(`<style>rect { fill: url(${evil(id)}#p) }</style><rect width="9" height="9"/>`)],
  ['style-attribute-url', (id) => wrap(`<rect width="9" height="9" style="fill: url(${evil(id)}#p)"/>`)],
  ['filter-external', (id) => wrap(`<rect width="9" height="9" filter="url(${evil(id)}#f)"/>`)],
  ['feImage-external', (id) => wrap(`<filter id="f"><feImage href="${evil(id)}"/></filter><rect width="9" height="9" filter="url(#f)"/>`)],
  ['entity-expansion', (id) => `<!DOCTYPE svg [<!ENTITY x "<script>${call(id)}</script>">]><svg xmlns="${SVG}">&x;</svg>`],
  ['iframe', (id) => wrap(`<iframe src="${evil(id)}"/>`)],
  ['embed', (id) => wrap(`<embed src="${evil(id)}"/>`)],
];

/** What exporters write: both must keep these drawable (a refused logo is a merchant's problem). */
const logos: [id: string, svg: string][] = [
  [
    'inkscape',
    `<?xml version="1.0" encoding="UTF-8"?>
<!-- Created with Inkscape -->
<svg xmlns="${SVG}" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" width="40" height="40" viewBox="0 0 40 40" inkscape:version="1.3"><sodipodi:namedview id="base"/><g inkscape:label="Layer 1"><circle cx="20" cy="20" r="18" fill="#128c7e"/></g></svg>`,
  ],
  [
    'gradient-and-classes',
    `<svg xmlns="${SVG}" viewBox="0 0 40 40" width="40" height="40"><defs><linearGradient id="g"><stop offset="0" stop-color="#25d366"/><stop offset="1" stop-color="#128c7e"/></linearGradient><style>.a{fill:url(#g)}</style></defs><rect class="a" width="40" height="40" rx="8"/></svg>`,
  ],
  [
    'text-and-use',
    `<svg xmlns="${SVG}" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 80 40" width="80" height="40"><title>وصل</title><defs><path id="p" d="M0 0h10v10z"/></defs><use xlink:href="#p" fill="#000"/><text x="20" y="30" font-size="20">وصل</text></svg>`,
  ],
];

declare global {
  interface Window {
    __svgRan?: (id: string) => void;
  }
}

const ran = new Set<string>();
window.__svgRan = (id) => ran.add(id);
const frames: HTMLIFrameElement[] = [];
afterAll(() => {
  for (const frame of frames) frame.remove();
});

/** Opens the SVG as a document and reports whether it called back or asked for an evil.invalid URL. */
async function open(id: string, svg: string): Promise<{ ran: boolean; fetched: boolean; drawn: boolean }> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  const frame = document.createElement('iframe');
  frames.push(frame);
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = url;
  document.body.append(frame);
  await loaded;
  // Animations begin and handlers fire within a few frames of the load.
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  // A link attack runs on a click (the way a user would follow it).
  const doc = frame.contentDocument;
  for (const link of doc?.querySelectorAll('a') ?? []) link.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  const fetched = [frame.contentWindow?.performance, performance].some((perf) =>
    perf?.getEntriesByType('resource').some((entry) => entry.name.includes(`${id}.evil.invalid`)),
  );
  const root = doc?.documentElement;
  const drawn = root?.namespaceURI === SVG && (root as unknown as SVGGraphicsElement).getBBox().width > 0;
  return { ran: ran.has(id), fetched, drawn };
}

type Sanitiser = (svg: string) => string | null;
const ours: Sanitiser = (svg) => {
  const result = sanitiseSvg(svg);
  return result.ok ? result.svg : null;
};
const dompurify: Sanitiser = (svg) => DOMPurify.sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true } });

describe('the harness sees an attack run', () => {
  it.each([
    ['raw-script', attacks[0]![1]],
    ['raw-onload', attacks[4]![1]],
    ['raw-image', attacks[12]![1]],
  ])('%s, unsanitised, runs or loads', async (id, svg) => {
    const outcome = await open(id, svg(id));
    expect(outcome.ran || outcome.fetched, `${id} should run unsanitised`).toBe(true);
  });
});

/** Attacks whose cleaned output still points at evil.invalid, per sanitiser. */
const externalAfterCleaning = new Map<string, string[]>();

describe.each([
  ['ours (lib/uploads.ts)', ours],
  ['DOMPurify 3 (SVG profile)', dompurify],
] as const)('%s', (name, sanitise) => {
  it.each(attacks)('%s: no script runs once cleaned', async (attack, svg) => {
    const id = `${name.startsWith('ours') ? 'o' : 'd'}-${attack}`;
    const clean = sanitise(svg(id));
    if (clean === null) return;
    // What is kept is read from the output, not from requests seen in time on a busy machine.
    if (clean.includes('.evil.invalid')) externalAfterCleaning.set(name, [...(externalAfterCleaning.get(name) ?? []), attack]);
    const outcome = await open(id, clean);
    expect(outcome.ran).toBe(false);
  });

  it.each(logos)('%s logo: kept and drawn', async (logo, svg) => {
    const clean = sanitise(svg);
    expect(clean, `${name} refused the ${logo} logo`).not.toBeNull();
    const outcome = await open(`${name}-${logo}`, clean!);
    expect(outcome.drawn).toBe(true);
  });
});

// The difference the ADR rests on: DOMPurify stops scripts, not requests. A logo that loads a URL
// when shown tells a third party who opened an invoice or an e-mail, and when.
describe('external references after cleaning', () => {
  it('none from ours; DOMPurify keeps external images, CSS url() and filter references', () => {
    expect(externalAfterCleaning.get('ours (lib/uploads.ts)') ?? []).toEqual([]);
    expect(externalAfterCleaning.get('DOMPurify 3 (SVG profile)')).toEqual([
      'image-external',
      'image-xlink-external',
      'style-import',
      'style-background',
      'style-attribute-url',
      'filter-external',
      'feImage-external',
    ]);
  });

  it('ours refuses every attack outright: nothing of one is stored, even made harmless', () => {
    expect(attacks.filter(([id, svg]) => ours(svg(id)) !== null).map(([id]) => id)).toEqual([]);
  });
});
