/**
 * The build-time renderer of the pre-rendered pages (built with `vite build --ssr`, run by
 * scripts/prerender.mjs): each page of `prerenderedRoutes` to HTML in one language, with the strings
 * its first paint used (to inline them) and its title and description.
 */
import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { resources, type Locale } from '@wasl/i18n';
import { namespacesFor, notFoundRoute, routeTable } from '../routes';
import { findRoute } from '../routing/match';
import { createSiteI18n } from './i18n';
import { pageDescription, pageTitle, prerenderedRoutes } from './pages';
import { SiteApp } from './SiteApp';

export { pageDataId } from './pages';

/**
 * Every pre-rendered page, in route-table order, with what the server does on arrival: `logout` pages
 * (SPEC §2: /privacy, /sandbox) end the visitor's session; `signedInTo` sends a signed-in visitor on.
 */
export const pages = prerenderedRoutes(routeTable).map(({ id, path, guard, signedInTo }) => ({
  id,
  path,
  logout: guard === 'logout',
  ...(signedInTo ? { signedInTo } : {}),
}));

/**
 * What robots.txt disallows: the merchant area (private and onboarding routes), each path up to its
 * first parameter; a path already covered by a shorter one is left out.
 */
export const privatePaths = [
  ...new Set(
    routeTable.filter((route) => route.guard === 'private' || route.guard === 'onboarding').map((route) => route.path.split('/:')[0]!),
  ),
]
  .sort()
  .filter((prefix, index, all) => !all.slice(0, index).some((shorter) => prefix.startsWith(`${shorter}/`)));

/**
 * Each route's pattern and the namespaces its first render needs, in table order (the first match
 * wins; the not-found route last). The server inlines a route's strings into the app's page from this
 * list (prerendered/routes.json), so a first load fetches no strings before it paints.
 */
export const appRoutes = [...routeTable, notFoundRoute].map((route) => ({ path: route.path, ns: namespacesFor(route) }));

export interface RenderedPage {
  html: string;
  /** The product's name in the page's language (og:site_name). */
  siteName: string;
  title: string;
  description: string;
  /** The namespaces the page rendered with: inlined, so hydration needs no fetch. */
  resources: Record<string, Record<string, unknown>>;
}

export async function renderPage(path: string, locale: Locale): Promise<RenderedPage> {
  const match = findRoute(routeTable, path);
  if (!match) throw new Error(`${path} is not in the route table`);
  const all = resources[locale] as Record<string, Record<string, unknown>>;
  const i18n = createSiteI18n(locale, all);
  // Every namespace a string was read from (t('errors:…') included), to inline exactly those.
  const read = new Set<string>(match.route.ns);
  // i18next's store has getResource(lng, ns, key, options) at runtime; its type leaves it out.
  const store = i18n.services.resourceStore as unknown as { getResource: (lng: string, ns: string, ...rest: unknown[]) => unknown };
  const getResource = store.getResource.bind(store);
  store.getResource = (lng, ns, ...rest) => {
    read.add(ns);
    return getResource(lng, ns, ...rest);
  };
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <SiteApp route={match.route} params={match.params} path={path} i18n={i18n} locale={locale} theme="light" />,
    {
      onError: (error) => void errors.push(error),
      // React outlines a finished Suspense boundary bigger than this (default 12,800 bytes) as its
      // fallback plus a hidden copy swapped in by an inline script: a long page (the landing, the
      // pricing) then showed skeletons without JavaScript and put style attributes that the CSP
      // refuses into the HTML. Pre-rendered pages are complete documents: never outline.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  if (errors.length) throw new Error(`${path} (${locale}): ${errors.map(String).join('; ')}`);
  return {
    html: Buffer.concat(chunks).toString('utf8'),
    siteName: i18n.t('common:product.name'),
    title: pageTitle(path, (key) => i18n.t(key), i18n),
    description: pageDescription(match.route, (key) => i18n.t(key), i18n),
    resources: Object.fromEntries([...read].filter((ns) => ns in all).map((ns) => [ns, all[ns]!])),
  };
}
