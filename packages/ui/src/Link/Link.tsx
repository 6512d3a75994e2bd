import { ExternalLink } from '../Icon/glyphs';
import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { useTranslation } from '@wasl/i18n';
import { fieldStyles } from '../Field';
import { externalIcon, link } from './Link.css';

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

function isOtherOrigin(href: string | undefined): boolean {
  if (!href || !/^https?:\/\//i.test(href)) return false;
  try {
    return typeof window === 'undefined' || new URL(href).origin !== window.location.origin;
  } catch {
    return false;
  }
}

/**
 * Navigation to a page or a document (docs, privacy, an invoice). Built on react-aria's Link, which
 * uses the router the app registers with `RouterProvider`. For actions that do not navigate, use Button.
 */
export function Link({ children, variant = 'inline', isExternal, className, ...props }: LinkProps) {
  const { t } = useTranslation('actions');
  const external = isExternal ?? isOtherOrigin(props.href);
  return (
    <AriaLink
      {...props}
      target={external ? '_blank' : props.target}
      rel={external ? 'noopener noreferrer' : props.rel}
      data-variant={variant}
      className={[link({ variant }), className].filter(Boolean).join(' ')}
    >
      {children}
      {external ? (
        <>
          <ExternalLink size={14} aria-hidden="true" className={externalIcon} />
          <span className={fieldStyles.visuallyHidden}>{t('link.external')}</span>
        </>
      ) : null}
    </AriaLink>
  );
}
