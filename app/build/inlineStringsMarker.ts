import type { Plugin } from 'vite';
import { baseNamespaces } from '../src/routing/namespaces';

/**
 * index.html names the shell's namespaces for the server, which inlines them in the visitor's language
 * in place of this comment (packages/server middleware/static.ts): the first load then fetches only
 * the route's own namespaces instead of eight more files after the entry. The dev server leaves it.
 */
export const inlineStringsMarker: Plugin = {
  name: 'wasl-inline-strings-marker',
  transformIndexHtml: (html) => html.replace('<!--wasl-strings-->', `<!--wasl-strings:${baseNamespaces.join(',')}-->`),
};
