/**
 * The FlowCanvas benchmark page, built by Vite and driven by scripts/bench-flow.mjs in headless
 * Chromium: the canvas with a generated flow (`?nodes=500&edges=600&fit=1&locale=en`), in the app's
 * fonts. It records the time from the start of the first React render (once the fonts are loaded)
 * to the first painted frame with every node in view measured (`window.__bench`), then to the first
 * frame with the panels' lists complete (the outline's row per node and the problem list, which
 * render just after the canvas: `window.__lists`), and counts renders per node (`window.__renders`).
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from 'react-aria-components';
import { applyLocale, createI18n, I18nextProvider, intlLocale, type Locale } from '@wasl/i18n';
import '@wasl/tokens/fonts';
import '@wasl/tokens';
import type { Flow } from '@wasl/api/models';
import { FlowCanvas } from '../../packages/widgets/src/chatbot/FlowCanvas';
import { bigFlow } from '../../stories/support/flows';

declare global {
  interface Window {
    __bench?: { firstRender: number; nodes: number; edges: number; rendered: number };
    __lists?: number;
    __renders: Map<string, number>;
    __changes: number;
  }
}

const params = new URLSearchParams(location.search);
const locale: Locale = params.get('locale') === 'ar' ? 'ar' : 'en';
applyLocale(locale);
const nodeCount = Number(params.get('nodes') ?? 500);
const edgeCount = Number(params.get('edges') ?? 600);
const fit = params.get('fit') !== '0';
const initial = bigFlow(nodeCount, edgeCount);
window.__renders = new Map();
window.__changes = 0;
const onNodeRender = (id: string) => window.__renders.set(id, (window.__renders.get(id) ?? 0) + 1);

function Page() {
  const [flow, setFlow] = useState<Flow>(initial);
  return (
    <FlowCanvas
      flow={flow}
      onChange={(next) => {
        window.__changes += 1;
        setFlow(next);
      }}
      height={700}
      fitView={fit}
      onNodeRender={onNodeRender}
    />
  );
}

const i18n = createI18n(locale);
let start = 0;

// Done when React Flow has measured every node it rendered (they turn visible) and a frame painted.
function waitForNodes() {
  const nodes = document.querySelectorAll<HTMLElement>('.react-flow__node');
  const ready = nodes.length > 0 && [...nodes].every((n) => n.style.visibility !== 'hidden');
  if (!ready) return requestAnimationFrame(waitForNodes);
  requestAnimationFrame(() =>
    setTimeout(() => {
      window.__bench = { firstRender: performance.now() - start, nodes: nodeCount, edges: edgeCount, rendered: nodes.length };
    }, 0),
  );
}

// Done when no panel is busy and the outline holds a row per node, and a frame painted.
function waitForLists() {
  const rows = document.querySelectorAll('section ol > li').length;
  if (document.querySelector('section[aria-busy]') || rows < nodeCount) return requestAnimationFrame(waitForLists);
  requestAnimationFrame(() => setTimeout(() => (window.__lists = performance.now() - start), 0));
}

// The app's fonts (IBM Plex Sans and IBM Plex Sans Arabic, as in the app, the stories and the
// component tests), loaded before the clock starts: the app shell has them by the time the /chatbot
// route renders. Without them Chromium shapes and rasterises the Arabic text in a system fallback font.
const weights = ['400', '500', '600'];
const families = locale === 'ar' ? ['"IBM Plex Sans"', '"IBM Plex Sans Arabic"'] : ['"IBM Plex Sans"'];
void Promise.all(weights.flatMap((weight) => families.map((family) => document.fonts.load(`${weight} 16px ${family}`, 'aع')))).then(() => {
  start = performance.now();
  requestAnimationFrame(waitForNodes);
  requestAnimationFrame(waitForLists);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <I18nProvider locale={intlLocale(locale)}>
          <Page />
        </I18nProvider>
      </I18nextProvider>
    </StrictMode>,
  );
});
