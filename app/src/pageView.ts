import type { AnalyticsIds } from './analytics';

const env = import.meta.env as Record<string, string | undefined>;
/** The tag manager's and pixel's ids, read at build time (see analytics.ts). */
export const configuredIds: AnalyticsIds = {
  gtm: env.VITE_GTM_ID?.trim() || undefined,
  pixel: env.VITE_META_PIXEL_ID?.trim() || undefined,
};

let reporter: Promise<(path: string, title: string) => void> | undefined;

/**
 * One page view per route change. The reporter (analytics.ts) is a lazy chunk fetched only when an
 * id is configured: with none, the first load carries none of it and nothing is requested.
 */
export function reportPageView(path: string, title: string): void {
  if (!configuredIds.gtm && !configuredIds.pixel) return;
  reporter ??= import('./analytics').then((module) => module.reportPageView);
  void reporter.then((report) => report(path, title));
}
