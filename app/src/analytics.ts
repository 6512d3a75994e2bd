/**
 * Page views for a tag manager (Google Tag Manager, `VITE_GTM_ID`) and a social-ads pixel (Meta,
 * `VITE_META_PIXEL_ID`), both read at build time (SPEC §2, §7). With neither configured nothing is
 * loaded and no third-party request is made.
 */
type Queue = unknown[];
export interface AnalyticsTarget {
  dataLayer?: Queue;
  fbq?: (...args: unknown[]) => void;
}
export interface AnalyticsIds {
  gtm?: string;
  pixel?: string;
}

/** A reporter for the given ids; `addScript` loads a third-party script (only called when an id is set). */
export function createAnalytics(ids: AnalyticsIds, target: AnalyticsTarget, addScript: (src: string) => void) {
  let started = false;
  const start = () => {
    started = true;
    if (ids.gtm) {
      target.dataLayer ??= [];
      target.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(ids.gtm)}`);
    }
    if (ids.pixel) {
      // The pixel's own stub: calls queue until fbevents.js replaces it.
      const queue: unknown[][] = [];
      target.fbq ??= Object.assign((...args: unknown[]) => void queue.push(args), { queue, loaded: true, version: '2.0' });
      target.fbq('init', ids.pixel);
      addScript('https://connect.facebook.net/en_US/fbevents.js');
    }
  };
  /** One page view to every configured service; a no-op when none is configured. */
  return (path: string, title: string) => {
    if (!ids.gtm && !ids.pixel) return;
    if (!started) start();
    target.dataLayer?.push({ event: 'page_view', page_path: path, page_title: title });
    target.fbq?.('track', 'PageView');
  };
}

/** The browser's reporter for `ids` (pageView.ts loads this module only when an id is configured). */
export const browserReporter = (ids: AnalyticsIds) =>
  createAnalytics(ids, window as AnalyticsTarget, (src) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    document.head.append(script);
  });
