import type { WritableAtom } from 'jotai';
import type { Namespace } from '@wasl/i18n/typed';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { GuardedRoute } from './guard';
import type { Params } from './match';

/** What every screen receives from the router. */
export interface ScreenProps {
  route: AppRoute;
  params: Params;
}

/** A lazy screen; `preload()` starts fetching its chunk before React asks for it. */
export type Screen = LazyExoticComponent<ComponentType<ScreenProps>> & { preload: () => void };

/** `public`: navbar + footer; `dashboard`: sidebar + top bar; `focus`: top bar only (onboarding, store callbacks). */
export type LayoutKind = 'public' | 'dashboard' | 'focus';
/** The skeleton shown while the screen's chunk and strings load, shaped like the page. */
export type SkeletonKind = 'article' | 'form' | 'cards' | 'table';

export interface AppRoute extends GuardedRoute {
  /** Stable id: the key of its texts (`site:pages.<id>` for the public pages). */
  id: string;
  /** `:name` one segment, `:name+` one or more, trailing `/*` anything below (see routing/match.ts). */
  path: string;
  screen: Screen;
  layout: LayoutKind;
  /** Namespaces beyond the shell's, fetched before the screen renders. */
  ns: readonly Namespace[];
  skeleton: SkeletonKind;
  /** SPEC §2: marketing pages show the footer's extra element. */
  marketing?: boolean;
  /**
   * The atoms of the screen's first data, for a signed-in arrival on this route: main.tsx reads them
   * into the app's store as soon as the entry runs, so their calls travel beside the layout's and the
   * screen's chunks instead of after them (the screen then reads the same atoms: one call each).
   * Resources (state/resource.ts): writing one drops a failed answer. `search` is the URL's (a `?month=`).
   */
  prefetch?: (search: string) => Promise<readonly WritableAtom<Promise<unknown>, [], void>[]>;
}
