import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { ExternalMark, linkLook } from './external';
import type { LinkProps } from './Link';

export { linkVariants, type LinkProps, type LinkVariant } from './Link';

/** What a native anchor takes as it is; react-aria's other props (press events, router options) have no use on the site. */
const anchorProps = new Set(['href', 'hrefLang', 'target', 'rel', 'download', 'ping', 'referrerPolicy', 'id', 'slot']);
const anchorAttributes = (props: object) =>
  Object.fromEntries(
    Object.entries(props).filter(([name]) => anchorProps.has(name) || name.startsWith('aria-') || name.startsWith('data-')),
  ) as AnchorHTMLAttributes<HTMLAnchorElement>;

/**
 * The pre-rendered site's builds put this module in the place of Link.tsx (app/build/nativeLinks.ts): its
 * pages are separate documents without a `RouterProvider`, where react-aria's Link is a native
 * navigation too, and react-aria's press code would be the largest part of a page's first load. Same
 * markup and classes (the styles cover both kinds: ui/styles/states.ts); NativeLink.test.tsx compares
 * them. Press events are not supported here: a link on those pages navigates.
 */
export function Link({ children, variant, isExternal, className, ...props }: LinkProps) {
  const { external, attributes } = linkLook({ variant, isExternal, className, href: props.href, target: props.target, rel: props.rel });
  return (
    <a {...anchorAttributes(props)} {...attributes}>
      {children}
      {external ? <ExternalMark /> : null}
    </a>
  );
}

/** PlainLink on a native anchor (see Link above). */
export function PlainLink({
  className,
  children,
  ...props
}: Omit<LinkProps, 'className' | 'variant' | 'isExternal'> & { className?: string }) {
  return (
    <a {...anchorAttributes(props)} className={className}>
      {children as ReactNode}
    </a>
  );
}
