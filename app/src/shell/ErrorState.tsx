import { useTranslation } from '@wasl/i18n';
import type { MessageKey } from '@wasl/api/errors';
import { useKeyTranslator } from '@wasl/i18n/typed';
import { CloudOffGlyph, EmptyState, NativeButton } from '@wasl/ui';
import * as styles from './shell.css';

/** A translated failure with a retry (SPEC §8: network failure and 5xx never leave a blank page). */
export function ErrorState({
  messageKey = 'errors:somethingWentWrong',
  onRetry,
  headingLevel = 2,
}: {
  messageKey?: MessageKey;
  onRetry: () => void;
  /** 1 when the state is the whole page (its only heading), 2 inside a page that has its own h1. */
  headingLevel?: 1 | 2;
}) {
  const { t } = useTranslation('shell');
  // A failure's message is a key of the errors or validation catalogue (MessageKey): translated as it is.
  const message = useKeyTranslator();
  return (
    <div className={styles.state} role="alert">
      <EmptyState
        icon={CloudOffGlyph}
        headingLevel={headingLevel}
        title={t('error.title')}
        description={message(messageKey)}
        // A native button: this state is in the pre-rendered pages' first load, without react-aria.
        action={<NativeButton onClick={onRetry}>{t('error.retry')}</NativeButton>}
      />
    </div>
  );
}
