/**
 * The website widget's script (GET /public/v1.0/widget.js), as text. It runs on the merchant's store,
 * a page we do not control, so it is written for that page:
 *
 * - one request, to our own origin (the `src` it was loaded from): the public config by the snippet's
 *   `data-wasl-widget` id. No fonts, images or third-party hosts; the icon is an inline SVG built
 *   with createElementNS.
 * - merchant text is hostile: the label goes in with `textContent`, the link is used only when it
 *   starts with https://wa.me/ (the server builds it), colours only when they are `#rrggbb`. No
 *   innerHTML, no eval.
 * - a strict CSP on the host page (`style-src 'self'`, no 'unsafe-inline'): the styles live in a
 *   Shadow DOM and arrive as a constructed stylesheet (`adoptedStyleSheets`), which CSP does not
 *   govern, and no element gets a style attribute. Browsers without constructed stylesheets (Safari
 *   before 16.4) get a `<style>` carrying the script tag's `nonce`; under a strict CSP without one,
 *   the button there shows unstyled (still a working link) — README "Website widget".
 * - the page's own CSS cannot reach into the shadow root, and ours cannot leak out.
 * - the language: `data-lang` on the script tag, else the page's `<html lang>` (ar… → Arabic); the
 *   host gets `dir`, so the logical `inset-inline-*` properties mirror the corner in Arabic.
 *
 * The constants come from @wasl/api (models/websiteWidget.ts, the route table), so the script and the
 * contract cannot drift; script.browser.test.ts runs it in Chromium, widget.test.ts measures its gzip size.
 */
import { fillPath, routes } from '@wasl/api';
import { WA_ME, WIDGET_COLOUR, WIDGET_PUBLIC_ID, widgetPositions } from '@wasl/api/models';

/** The script's budget on the wire (issue 22: ≤ 5 KB gzip). */
export const WIDGET_SCRIPT_GZIP_BUDGET = 5 * 1024;

/** The config path with the id left to append (`/public/v1.0/widget/`). */
const configPath = fillPath(routes.getPublicWidget.path, { id: '' });

/** A chat bubble (lucide "message-circle", ISC licence), drawn with the label's colour. */
const ICON = 'M7.9 20A9 9 0 1 0 4 16.1L2 22Z';

const CSS = [
  // `all: initial` keeps the page's inherited styles (font, line height, colour) out; it leaves `direction` alone.
  ':host{all:initial;position:fixed;z-index:2147483000;inset-block-end:20px;inset-inline-end:20px;inset-inline-start:auto}',
  ':host([data-position=start]){inset-inline-start:20px;inset-inline-end:auto}',
  'a{display:inline-flex;align-items:center;gap:8px;box-sizing:border-box;max-inline-size:calc(100vw - 40px);min-block-size:48px;padding:12px 18px;border-radius:999px;',
  'font:600 15px/1.3 system-ui,-apple-system,"Segoe UI",Tahoma,"Noto Sans Arabic",sans-serif;text-decoration:none;cursor:pointer;box-shadow:0 4px 14px rgba(0,0,0,.25)}',
  'a:hover{text-decoration:underline}',
  // Two rings, white then near-black, so focus shows on any page and on any button colour.
  'a:focus-visible{outline:3px solid #111;outline-offset:2px;box-shadow:0 0 0 2px #fff}',
  'svg{inline-size:22px;block-size:22px;flex:none;fill:none;stroke:currentColor;stroke-width:2;stroke-linejoin:round;stroke-linecap:round}',
  ':host([dir=rtl]) svg{transform:scaleX(-1)}',
  'span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap;unicode-bidi:isolate}',
].join('');

export const WIDGET_SCRIPT = `/*! Wasl website widget. One request to its own origin; merchant text is set as text. */
(function () {
  'use strict';
  var script = document.currentScript;
  if (!script || !script.src || !window.fetch || !document.documentElement.attachShadow) return;
  var id = script.getAttribute('data-wasl-widget') || '';
  if (!${WIDGET_PUBLIC_ID}.test(id)) return;
  var COLOUR = ${WIDGET_COLOUR};
  var nonce = script.nonce || '';
  var chosen = script.getAttribute('data-lang');
  fetch(new URL(script.src).origin + ${JSON.stringify(configPath)} + id, { credentials: 'omit' })
    .then(function (res) { return res.ok ? res.json() : null; })
    .then(function (answer) {
      if (!answer || !answer.data) return;
      if (document.body) mount(answer.data);
      else document.addEventListener('DOMContentLoaded', function () { mount(answer.data); });
    })
    .catch(function () {});

  function mount(c) {
    var lang = (chosen || document.documentElement.lang || '').trim().toLowerCase().slice(0, 2) === 'ar' ? 'ar' : 'en';
    var href = c.link && c.link[lang];
    var label = c.label && c.label[lang];
    if (typeof href !== 'string' || href.indexOf(${JSON.stringify(WA_ME)}) !== 0 || typeof label !== 'string') return;
    if (!COLOUR.test(c.color) || !COLOUR.test(c.ink) || ${JSON.stringify(widgetPositions)}.indexOf(c.position) < 0) return;
    var host = document.createElement('div');
    host.setAttribute('data-wasl-widget', '');
    host.setAttribute('data-position', c.position);
    host.dir = lang === 'ar' ? 'rtl' : 'ltr';
    host.lang = lang;
    var root = host.attachShadow({ mode: 'open' });
    var css = ${JSON.stringify(CSS)} + 'a{background:' + c.color + ';color:' + c.ink + '}';
    if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
      var sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      root.adoptedStyleSheets = [sheet];
    } else {
      var style = document.createElement('style');
      if (nonce) style.nonce = nonce;
      style.textContent = css;
      root.appendChild(style);
    }
    var link = document.createElement('a');
    link.href = href;
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    var NS = 'http://www.w3.org/2000/svg';
    var svg = document.createElementNS(NS, 'svg');
    svg.setAttribute('viewBox', '0 0 24 24');
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('focusable', 'false');
    var path = document.createElementNS(NS, 'path');
    path.setAttribute('d', ${JSON.stringify(ICON)});
    svg.appendChild(path);
    var text = document.createElement('span');
    text.dir = 'auto';
    text.textContent = label;
    link.appendChild(svg);
    link.appendChild(text);
    root.appendChild(link);
    document.body.appendChild(host);
  }
})();
`;
