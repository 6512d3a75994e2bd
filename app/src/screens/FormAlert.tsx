import { useTranslation } from '@wasl/i18n';
import * as styles from './screens.css';

/** A failed submit's translated message (SPEC §8), announced when it appears. */
export function FormAlert({ messageKey }: { messageKey: string | null }) {
  const { t } = useTranslation('errors');
  return (
    <div role="alert">
      {messageKey ? <p className={styles.alert}>{t(messageKey, { defaultValue: t('errors:somethingWentWrong') })}</p> : null}
    </div>
  );
}
