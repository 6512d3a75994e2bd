/**
 * Page views for a tag manager (Google Tag Manager, `VITE_GTM_ID`) and a social-ads pixel (Meta,
 * `VITE_META_PIXEL_ID`), both read at build time (SPEC §2, §7). With neither configured nothing is
 * loaded and no third-party request is made.
 */
type Queue = unknown[] & { push: (...items: unknown[]) => number };
interface AnalyticsWindow {
  dataLayer?: Queue;
  fbq?: ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean; version?: string };
}

const env = import.meta.env as Record<string, string | undefined>;
export const analyticsIds = { gtm: env.VITE_GTM_ID?.trim() || undefined, pixel: env.VITE_META_PIXEL_ID?.trim() || undefined };

let started = false;

function addScript(src: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

function start(target: AnalyticsWindow) {
  started = true;
  if (analyticsIds.gtm) {
    target.dataLayer ??= [] as unknown as Queue;
    target.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(analyticsIds.gtm)}`);
  }
  if (analyticsIds.pixel) {
    const queue: unknown[][] = [];
    const fbq = Object.assign((...args: unknown[]) => void queue.push(args), { queue, loaded: true, version: '2.0' });
    target.fbq ??= fbq;
    target.fbq('init', analyticsIds.pixel);
    addScript('https://connect.facebook.net/en_US/fbevents.js');
  }
}

/** Reports one page view to every configured service; a no-op when none is configured. */
export function reportPageView(path: string, title: string, target: AnalyticsWindow = window as AnalyticsWindow) {
  if (!analyticsIds.gtm && !analyticsIds.pixel) return;
  if (!started) start(target);
  target.dataLayer?.push({ event: 'page_view', page_path: path, page_title: title });
  target.fbq?.('track', 'PageView');
}
