import { lazy, Suspense } from 'react';
import { useTranslation } from '@wasl/i18n';
import { ErrorState } from '../../shell/ErrorState';
import { PageSkeleton } from '../../shell/PageSkeleton';
import { chatbotAtom } from '../../state/chatbot';
import { useResource } from '../../state/useResource';
import * as styles from '../screens.css';
import type * as EditorModule from './ChatbotEditor';

// The editor (React Flow and the form controls) is its own chunk, fetched while the flow loads: the
// entry's preload map then lists one chunk for this route instead of every one the editor needs.
let editorChunk: Promise<typeof EditorModule> | undefined;
const loadEditor = () => (editorChunk ??= import('./ChatbotEditor'));
const ChatbotEditor = lazy(() => loadEditor().then((m) => ({ default: m.ChatbotEditor })));

/** /chatbot (SPEC §2, §4): the flow builder with deploy, reset and the emulator. */
export function Chatbot() {
  const { t } = useTranslation('chatbot');
  const chatbot = useResource(chatbotAtom);
  void loadEditor().catch(() => undefined); // in parallel with the flow, not after it (lazy reports a failure)
  return (
    <section className={styles.page} aria-labelledby="page-heading">
      <h1 id="page-heading" className={styles.heading}>
        {t('title')}
      </h1>
      <p className={styles.lead}>{t('intro')}</p>
      {chatbot.status === 'loading' ? (
        <PageSkeleton kind="cards" />
      ) : chatbot.status === 'error' ? (
        <ErrorState messageKey={chatbot.messageKey} onRetry={chatbot.retry} />
      ) : (
        <Suspense fallback={<PageSkeleton kind="cards" />}>
          <ChatbotEditor saved={chatbot.data} reload={chatbot.retry} />
        </Suspense>
      )}
    </section>
  );
}
