import type { MessageKey } from '@wasl/api/errors';
import { useKeyTranslator } from '@wasl/i18n/typed';
import * as styles from './screens.css';

/** A failed submit's translated message (SPEC §8), announced when it appears. */
export function FormAlert({ messageKey }: { messageKey: MessageKey | null }) {
  // A failure's message is a key of the errors or validation catalogue (MessageKey): translated as it is.
  const message = useKeyTranslator('errors');
  return <div role="alert">{messageKey ? <p className={styles.alert}>{message(messageKey)}</p> : null}</div>;
}
