import type { TicketDetail } from '@wasl/api/types';
import { validateTicketDescription } from '@wasl/api/validators';
import { useTranslation } from '@wasl/i18n';
import { Badge, Button, Form, TextArea, useFormat } from '@wasl/ui';
import { DomainStatusPill } from '../../DomainStatusPill';
import * as styles from './TicketThread.css';

export interface TicketThreadProps {
  /** The ticket as `GET /section/support/inspect/{id}` answers it, with its messages. */
  ticket: TicketDetail;
  /** The reply being written (controlled: the screen clears it once sent). */
  draft: string;
  onDraftChange: (draft: string) => void;
  /** Sends the reply (trimmed); only offered while the ticket is open. */
  onReply: (text: string) => void;
  /** Closes an open ticket or reopens a closed one (SPEC §4). */
  onToggleStatus: () => void;
  /** A reply is on its way. */
  isSending?: boolean;
  /** The status change is on its way. */
  isToggling?: boolean;
  /** The translated reason the last reply or status change failed. */
  errorMessage?: string;
  /** Hands an open, standard ticket to a dedicated agent (plan feature special_agent_support); absent: not offered. */
  onEscalate?: () => void;
  isEscalating?: boolean;
}

/**
 * One support ticket (SPEC §3, §4): its topic and status, the conversation with the support desk,
 * a reply box while it is open, and the close / reopen toggle. Pure: the screen does the calls.
 */
export function TicketThread({
  ticket,
  draft,
  onDraftChange,
  onReply,
  onToggleStatus,
  isSending = false,
  isToggling = false,
  errorMessage,
  onEscalate,
  isEscalating = false,
}: TicketThreadProps) {
  const { t } = useTranslation('support');
  const format = useFormat();
  const isOpen = ticket.status === 'open';
  return (
    <div className={styles.root}>
      {/* The toggle stays beside the status, away from the toast area (top, inline end), so a toast never covers it. */}
      <div className={styles.header}>
        <DomainStatusPill domain="ticket" status={ticket.status} />
        {ticket.priority ? <Badge tone="warning">{t('priority')}</Badge> : null}
        <span className={styles.meta}>{t('thread.raisedOn', { date: format.dateTime(ticket.created_at) })}</span>
        <Button variant={isOpen ? 'secondary' : 'primary'} onPress={onToggleStatus} isPending={isToggling}>
          {isOpen ? t('thread.close') : t('thread.reopen')}
        </Button>
        {isOpen && !ticket.priority && onEscalate ? (
          <Button variant="secondary" onPress={onEscalate} isPending={isEscalating}>
            {t('thread.escalate')}
          </Button>
        ) : null}
      </div>
      <div role="alert">{errorMessage ? <p className={styles.alert}>{errorMessage}</p> : null}</div>
      <ol className={styles.messages} aria-label={t('thread.messages')}>
        {ticket.messages.map((message) => (
          <li key={message.id} className={styles.message({ from: message.from })}>
            <span className={styles.author}>{t(`thread.${message.from}`)}</span>
            <p className={styles.text} dir="auto">
              {message.text}
            </p>
            <time className={styles.time} dateTime={message.created_at}>
              {format.dateTime(message.created_at)}
            </time>
          </li>
        ))}
      </ol>
      {isOpen ? (
        <Form className={styles.composer} onSubmit={() => onReply(draft.trim())} showErrorSummary={false}>
          <TextArea
            label={t('thread.reply')}
            name="text"
            isRequired
            value={draft}
            onChange={onDraftChange}
            validate={validateTicketDescription}
            rows={3}
          />
          <div className={styles.actions}>
            <Button type="submit" isPending={isSending}>
              {t('thread.send')}
            </Button>
          </div>
        </Form>
      ) : (
        <p className={styles.hint}>{t('thread.closedHint')}</p>
      )}
    </div>
  );
}
