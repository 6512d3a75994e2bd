import { useTranslation } from '@wasl/i18n';
import { translateData } from '@wasl/i18n/typed';
import * as styles from './screens.css';

/** A failed submit's translated message (SPEC §8), announced when it appears. */
export function FormAlert({ messageKey }: { messageKey: string | null }) {
  const { t, i18n } = useTranslation('errors');
  return (
    <div role="alert">
      {messageKey ? <p className={styles.alert}>{translateData(i18n, messageKey) ?? t('somethingWentWrong')}</p> : null}
    </div>
  );
}
