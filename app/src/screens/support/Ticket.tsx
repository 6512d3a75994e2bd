import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from '@wasl/i18n';
import { translateData } from '@wasl/i18n/typed';
import { EmptyState, Link } from '@wasl/ui';
import { TicketThread } from '@wasl/widgets';
import type { ScreenProps } from '../../routing/types';
import { ErrorState } from '../../shell/ErrorState';
import { PageSkeleton } from '../../shell/PageSkeleton';
import { useMutation } from '../../state/mutation';
import { subscriptionAtom } from '../../state/subscription';
import { escalateTicketAtom, leaveTicketAtom, replyTicketAtom, ticketAtom, toggleTicketStatusAtom } from '../../state/support';
import { useResource } from '../../state/useResource';
import * as screens from '../screens.css';
import * as styles from './support.css';

/** Ids are positive integers (the API's IdParam); anything else is not a ticket. */
const ticketIdOf = (raw: string | undefined) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

/** /support/{ticketId} (SPEC §2, §4): one ticket's conversation, a reply, close / reopen, back to the list. */
export function Ticket({ params }: ScreenProps) {
  const { t } = useTranslation('support');
  const id = ticketIdOf(params.ticketId);
  return (
    <section className={screens.page} aria-labelledby="page-heading">
      <Link href="/support" variant="standalone">
        {t('thread.back')}
      </Link>
      {id === null ? <TicketNotFound /> : <TicketOf id={id} />}
    </section>
  );
}

function TicketNotFound() {
  const { t } = useTranslation('support');
  return <EmptyState headingLevel={1} title={t('thread.notFoundTitle')} description={t('thread.notFound')} />;
}

function TicketOf({ id }: { id: number }) {
  const { t, i18n } = useTranslation('support');
  const ticket = useResource(ticketAtom(id));
  // Back on /support the unread mark is gone, and a second visit shows the desk's later replies.
  const leave = useSetAtom(leaveTicketAtom);
  useEffect(() => () => leave(id), [id, leave]);
  const [draft, setDraft] = useState('');
  const reply = useMutation(replyTicketAtom, { success: 'support:thread.sent', onSuccess: () => setDraft('') });
  // Plan feature special_agent_support (ADR 009): offered within the plan (the server answers 402 otherwise).
  const subscription = useResource(subscriptionAtom);
  const canEscalate = subscription.status === 'ready' && subscription.data.features.includes('special_agent_support');
  const escalate = useMutation(escalateTicketAtom, { success: 'support:thread.escalated' });
  const toggle = useMutation(toggleTicketStatusAtom, {
    success: (answer) => (answer.status === 'closed' ? 'support:thread.closedToast' : 'support:thread.reopenedToast'),
  });

  if (ticket.status === 'loading') return <PageSkeleton kind="article" />;
  if (ticket.status === 'error')
    return ticket.messageKey === 'errors:notFound' ? (
      <TicketNotFound />
    ) : (
      <ErrorState messageKey={ticket.messageKey} onRetry={ticket.retry} headingLevel={1} />
    );
  const errorKey = reply.errorKey ?? toggle.errorKey ?? escalate.errorKey;
  return (
    <>
      <h1 id="page-heading" className={`${screens.heading} ${styles.topic}`}>
        <bdi>{ticket.data.topic}</bdi>
      </h1>
      <TicketThread
        ticket={ticket.data}
        draft={draft}
        onDraftChange={setDraft}
        onReply={(text) => void reply.run(id, text)}
        onToggleStatus={() => {
          reply.clearError();
          void toggle.run(id);
        }}
        isSending={reply.pending}
        isToggling={toggle.pending}
        {...(canEscalate ? { onEscalate: () => void escalate.run(id), isEscalating: escalate.pending } : {})}
        errorMessage={errorKey ? (translateData(i18n, errorKey) ?? t('somethingWentWrong', { ns: 'errors' })) : undefined}
      />
    </>
  );
}
