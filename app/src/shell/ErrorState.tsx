import { useTranslation } from '@wasl/i18n';
import { translateData } from '@wasl/i18n/typed';
import { CloudOffGlyph, EmptyState, NativeButton } from '@wasl/ui';
import * as styles from './shell.css';

/** A translated failure with a retry (SPEC §8: network failure and 5xx never leave a blank page). */
export function ErrorState({
  messageKey = 'errors:somethingWentWrong',
  onRetry,
  headingLevel = 2,
}: {
  messageKey?: string;
  onRetry: () => void;
  /** 1 when the state is the whole page (its only heading), 2 inside a page that has its own h1. */
  headingLevel?: 1 | 2;
}) {
  const { t, i18n } = useTranslation('shell');
  return (
    <div className={styles.state} role="alert">
      <EmptyState
        icon={CloudOffGlyph}
        headingLevel={headingLevel}
        title={t('error.title')}
        description={translateData(i18n, messageKey) ?? t('somethingWentWrong', { ns: 'errors' })}
        // A native button: this state is in the pre-rendered pages' first load, without react-aria.
        action={<NativeButton onClick={onRetry}>{t('error.retry')}</NativeButton>}
      />
    </div>
  );
}
