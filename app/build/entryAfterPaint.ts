import type { IndexHtmlTransformContext, Plugin } from 'vite';
// Relative: Vite loads its config's node_modules imports unbundled, and Node cannot run a .ts export.
import { DEFAULT_POLICY, ENTRY_SCRIPT_POLICY } from '../../packages/api/src/trustedTypes';

/**
 * The built pages (index.html, site.html) start their entry script after the first paint, from a
 * small inline loader, instead of a `<script type="module">` the browser may fetch and run before it
 * paints: a pre-rendered page is complete HTML without it, and the app's page first shows its boot
 * splash (the server fills it in, static.ts). The loader waits for the whole document (hydration needs
 * all of #root) and a painted frame, or loads at once in a hidden tab, which paints no frames. CSP
 * allows it by its hash like every inline script (server csp.ts). docs/performance.md, "After the
 * first paint". Under Trusted Types (the CSP requires them for scripts) a script's `src` takes a
 * TrustedScriptURL: the loader makes it with its policy, which accepts the entry's URL only. It also
 * creates the default policy first, so no later script can: an empty string as HTML (react-aria
 * clears its live regions with `innerHTML = ''`) and our own built scripts as script URLs (the CSV
 * audience's Worker, same origin under /assets/), nothing else. ADR 023.
 */
const loadAfterPaint = (src: string) =>
  `<script>(function(){var url='${src}';var tt=window.trustedTypes;if(tt&&tt.createPolicy){tt.createPolicy('${DEFAULT_POLICY}',{createHTML:function(h){return h===''?h:null},createScriptURL:function(u){var x=new URL(u,location.href);return x.origin===location.origin&&x.pathname.indexOf('/assets/')===0?u:null}});url=tt.createPolicy('${ENTRY_SCRIPT_POLICY}',{createScriptURL:function(u){if(u!=='${src}')throw new TypeError('not the entry script');return u}}).createScriptURL(url)}var load=function(){var s=document.createElement('script');s.type='module';s.src=url;document.head.appendChild(s)};var start=function(){if(document.hidden)load();else requestAnimationFrame(function(){setTimeout(load)})};if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',start);else start()})()</script>`;

export const entryAfterPaint: Plugin = {
  name: 'wasl-entry-after-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { filename, bundle }) {
      const entry = /<script type="module" crossorigin src="(\/assets\/[\w-]+\.js)"><\/script>/;
      const src = entry.exec(html)?.[1];
      if (!src) throw new Error('wasl-entry-after-paint: no <script type="module" src="/assets/….js"> in the built page');
      const page = html.replace(entry, loadAfterPaint(src));
      // The site's pages get their CSS inlined per page by scripts/prerender.mjs.
      return filename.endsWith('index.html') ? inlineEntryCss(page, bundle) : page;
    },
  },
};

/**
 * The app's page carries its entry's CSS in a <style> (≈ 5 KB gzip): the boot splash paints from the
 * HTML alone and the entry's download starts without waiting for a stylesheet (Lighthouse /dashboard
 * LCP −0.2 s). The `<link … disabled>` left in its place is never fetched; it is there for Vite's
 * preload helper, which skips a stylesheet already linked, so the lazy chunks that list the entry's
 * CSS as a dependency do not fetch it again. CSP allows the <style> by its hash (server csp.ts).
 */
function inlineEntryCss(html: string, bundle: IndexHtmlTransformContext['bundle']): string {
  const link = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w-]+\.css)">/;
  const file = link.exec(html)?.[1];
  const asset = file ? bundle?.[file] : undefined;
  if (!file || asset?.type !== 'asset') throw new Error('wasl-entry-after-paint: no entry stylesheet in the built index.html');
  const css = String(asset.source);
  if (/<\/style/i.test(css)) throw new Error(`${file} contains </style>: it cannot be inlined`);
  return html.replace(link, () => `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`);
}
