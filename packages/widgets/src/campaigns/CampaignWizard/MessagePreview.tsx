import { UPLOAD_PATH_PATTERN } from '@wasl/api/validators';
import { useTranslation } from '@wasl/i18n';
import type { CampaignDraft } from './wizardModel';
import * as styles from './CampaignWizard.css';

export interface MessagePreviewProps {
  draft: Pick<CampaignDraft, 'language' | 'image' | 'content' | 'buttons' | 'website_link'>;
}

/**
 * The campaign message as a WhatsApp chat bubble: in the campaign's language and direction (an
 * Arabic campaign reads right to left inside an English dashboard and the reverse), with its image,
 * text, website link and call-to-action buttons. Text is rendered as text, never as HTML.
 */
export function MessagePreview({ draft }: MessagePreviewProps) {
  const { t } = useTranslation('campaigns');
  const dir = draft.language === 'ar' ? 'rtl' : 'ltr';
  const image = draft.image.trim();
  // Only our own uploads are drawn: the dashboard's CSP allows images from its origin alone, so an
  // outside link would be blocked (and reported); it shows as its address instead.
  const showImage = UPLOAD_PATH_PATTERN.test(image);
  const buttons = draft.buttons.filter((b) => b.text.trim() !== '');
  return (
    <figure className={styles.phone} aria-label={t('content.previewLabel')}>
      <div className={styles.bubble} dir={dir} lang={draft.language} data-testid="campaign-preview">
        {showImage ? (
          <img className={styles.previewImage} src={image} alt="" />
        ) : image ? (
          <span className={styles.previewLink} dir="ltr">
            {image}
          </span>
        ) : null}
        <p className={styles.previewText}>{draft.content.trim() || t('content.previewEmpty', { lng: draft.language })}</p>
        {draft.website_link.trim() ? <span className={styles.previewLink}>{draft.website_link.trim()}</span> : null}
        <span className={styles.previewTime} dir="ltr">
          {t('content.previewTime')}
        </span>
        {buttons.map((b, i) => (
          <span key={i} className={styles.previewButton}>
            {b.text.trim()}
          </span>
        ))}
      </div>
    </figure>
  );
}
