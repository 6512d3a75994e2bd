import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { ExternalMark, linkLook } from './external';

export const linkVariants = ['inline', 'standalone'] as const;
export type LinkVariant = (typeof linkVariants)[number];

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  /** `inline` inside running text (always underlined), `standalone` on its own. @default 'inline' */
  variant?: LinkVariant;
  /**
   * Opens in a new tab with `rel="noopener noreferrer"`, shows an external-link icon and tells screen
   * readers so. @default true for `http(s)://` links to another origin, else false
   */
  isExternal?: boolean;
  className?: string;
}

/**
 * react-aria's Link without Link's look, for a component that styles its own (a card's stretched
 * title link); a native anchor in the pre-rendered site's builds, as Link.
 */
export const PlainLink = AriaLink;

/**
 * Navigation to a page or a document (docs, privacy, an invoice). Built on react-aria's Link, which
 * uses the router the app registers with `RouterProvider`. For actions that do not navigate, use Button.
 * The pre-rendered site's builds put NativeLink.tsx in its place (app/build/nativeLinks.ts).
 */
export function Link({ children, variant, isExternal, className, ...props }: LinkProps) {
  const { external, attributes } = linkLook({ variant, isExternal, className, href: props.href, target: props.target, rel: props.rel });
  return (
    <AriaLink {...props} {...attributes}>
      {children}
      {external ? <ExternalMark /> : null}
    </AriaLink>
  );
}
