import { ExternalLink } from '../Icon/glyphs';
import { useTranslation } from '@wasl/i18n';
import { fieldStyles } from '../Field';
import { externalIcon, link } from './Link.css';

/** Whether a link opens another site: `http(s)://` to another origin. */
export function isOtherOrigin(href: string | undefined): boolean {
  if (!href || !/^https?:\/\//i.test(href)) return false;
  try {
    return typeof window === 'undefined' || new URL(href).origin !== window.location.origin;
  } catch {
    return false;
  }
}

/** After an external link's text: the icon, and "opens in a new tab" for screen readers. */
export function ExternalMark() {
  const { t } = useTranslation('actions');
  return (
    <>
      <ExternalLink size={14} aria-hidden="true" className={externalIcon} />
      <span className={fieldStyles.visuallyHidden}>{t('link.external')}</span>
    </>
  );
}

/**
 * What Link and NativeLink put on their anchor beyond the caller's props: a new tab for another
 * site, the variant's classes. `external` says whether to add ExternalMark after the text.
 */
export function linkLook({
  variant = 'inline',
  isExternal,
  className,
  href,
  target,
  rel,
}: {
  variant?: 'inline' | 'standalone';
  isExternal?: boolean;
  className?: string;
  href?: string;
  target?: string;
  rel?: string;
}) {
  const external = isExternal ?? isOtherOrigin(href);
  return {
    external,
    attributes: {
      target: external ? '_blank' : target,
      rel: external ? 'noopener noreferrer' : rel,
      'data-variant': variant,
      className: [link({ variant }), className].filter(Boolean).join(' '),
    },
  };
}
