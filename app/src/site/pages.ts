import { translateData, type CatalogueKey } from '@wasl/i18n/typed';
import type { AppRoute } from '../routing/types';
import { titleRule, translateTitle } from '../routing/title';

/**
 * The pages pre-rendered at build time and served as HTML before JavaScript: the public site and the
 * docs, read from the route table so a page that lands there is pre-rendered without a second list.
 * A route qualifies when it is made by `site(…)` in routes.tsx (it says whether it is a marketing
 * page), renders in the public layout, is open to visitors (public, or log-out-on-arrival like
 * /privacy) and has no parameters. The sign-in screens (/auth…) are public too but are forms of the
 * merchant app (session state, API client): they stay client-rendered.
 */
export function isPrerendered(route: AppRoute): boolean {
  return (
    route.marketing !== undefined &&
    route.layout === 'public' &&
    (route.guard === 'public' || route.guard === 'logout') &&
    !/[:*]/.test(route.path)
  );
}

export const prerenderedRoutes = (table: readonly AppRoute[]): AppRoute[] => table.filter(isPrerendered);

/** What the pre-rendered HTML hands to the site entry: the language and the strings of the first paint. */
export interface PageData {
  lang: 'en' | 'ar';
  path: string;
  resources: Record<string, Record<string, unknown>>;
}

/** The element id of the page data (a JSON script, which CSP does not execute). */
export const pageDataId = 'wasl-page';

/** `t` for the page's fixed keys, checked against the catalogue (ADR 015). */
type Translate = (key: CatalogueKey<'shell' | 'common' | 'site'>) => string;

/** The page's title, by the app's rule (App.tsx sets the same one after client navigation). */
export const pageTitle = (path: string, t: Translate, i18n: object): string => translateTitle(titleRule(path), t, i18n);

/** The meta description: the page's lead line (a key built from the route's id: data), else the landing page's. */
export const pageDescription = (route: AppRoute, t: Translate, i18n: object): string =>
  translateData(i18n, `site:pages.${route.id}.lead`) ?? t('site:pages.home.lead');
