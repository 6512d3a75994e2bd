import { ExternalLink } from '../Icon/glyphs';
import { useTranslation } from '@wasl/i18n';
import { fieldStyles } from '../Field';
import { externalIcon } from './Link.css';

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
