import { useTranslation } from '@wasl/i18n';
import { Button, CloudOffGlyph, EmptyState } from '@wasl/ui';
import * as styles from './shell.css';

/** A translated failure with a retry (SPEC §8: network failure and 5xx never leave a blank page). */
export function ErrorState({ messageKey = 'errors:somethingWentWrong', onRetry }: { messageKey?: string; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.state} role="alert">
      <EmptyState
        icon={CloudOffGlyph}
        headingLevel={2}
        title={t('error.title')}
        description={t(messageKey, { defaultValue: t('errors:somethingWentWrong') })}
        action={<Button onPress={onRetry}>{t('error.retry')}</Button>}
      />
    </div>
  );
}
