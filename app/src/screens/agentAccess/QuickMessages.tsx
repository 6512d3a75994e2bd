import { useTranslation } from '@wasl/i18n';
import { Card } from '@wasl/ui';
import { ErrorState } from '../../shell/ErrorState';
import { quickMessagesAtom } from '../../state/agentAccess';
import { useResource } from '../../state/useResource';
import * as styles from '../screens.css';

/** /agent/quick-messages: the store's quick messages, read-only (the merchant edits them in the agents settings). */
export function QuickMessages() {
  const { t } = useTranslation('agentAccess');
  const quick = useResource(quickMessagesAtom);
  return (
    <section className={styles.page} aria-labelledby="page-heading">
      <h1 id="page-heading" className={styles.heading}>
        {t('quick.title')}
      </h1>
      <p className={styles.lead}>{t('quick.intro')}</p>
      {quick.status === 'error' ? (
        <ErrorState messageKey={quick.messageKey} onRetry={quick.retry} />
      ) : quick.status === 'loading' ? (
        <p role="status" className={styles.muted}>
          …
        </p>
      ) : quick.data.length === 0 ? (
        <p className={styles.muted}>{t('quick.empty')}</p>
      ) : (
        <Card padding="md">
          <dl className={styles.form}>
            {quick.data.map((message) => (
              <div key={message.key}>
                <dt className={styles.userText}>
                  <bdi dir="auto">/{message.key}</bdi>
                </dt>
                <dd className={`${styles.muted} ${styles.userText}`}>
                  <bdi dir="auto">{message.content}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </Card>
      )}
    </section>
  );
}
