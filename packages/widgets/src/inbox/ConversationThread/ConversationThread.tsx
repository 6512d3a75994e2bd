import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@wasl/i18n';
import { useKeyTranslator } from '@wasl/i18n/typed';
import { EmptyState, StatusPill, useFormat } from '@wasl/ui';
import { isPhoneKey } from '@wasl/api/models';
import { CustomerNumber } from '../CustomerNumber';
import { displayName, stateLabel, stateTones, tickOf, windowLeft } from '../inboxModel';
import { tickIcons } from '../ticks';
import { transferLine, transferNoteOf } from '../TransferDialog/transferModel';
import type { ConversationRecord, ThreadCustomerView, ThreadEntry } from '../types';
import * as styles from './ConversationThread.css';

/** How close to the bottom (px) still counts as reading the newest message. */
const PINNED_SLACK_PX = 4;

export interface ConversationThreadProps {
  /** The customer (null when they never wrote). */
  customer: ThreadCustomerView | null;
  /** The phone in the address (shown when there is no customer yet). */
  phone: string;
  /** Oldest first. */
  entries: readonly ThreadEntry[];
  /** The open (or last) conversation record: its state, agent and the 24-hour window. */
  conversation: ConversationRecord | null;
  /** The clock the window is measured against (stories pass a fixed one). */
  now: Date;
  /** Heading level of the customer's name. @default 2 */
  headingLevel?: 2 | 3;
}

/** Typed inbound entries (media, location, …) say what they are; text-like kinds show the text only. */
const textKinds = new Set(['text', 'message', 'bot', 'agent', 'reply']);

const str = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/**
 * One customer's WhatsApp thread (issue 19): messages both ways with their time, who sent them
 * (customer, bot, agent, system), delivery ticks with their words for screen readers, typed entries
 * (media, location) said as such, and the time left in the customer's 24-hour window. Every text is
 * rendered as text (React escapes it), isolated by `dir="auto"`. Under a business message, the form it
 * went out in (issue 20): free text, or the approved template by name (isolated).
 */
export function ConversationThread({ customer, phone, entries, conversation, now, headingLevel = 2 }: ConversationThreadProps) {
  const { t } = useTranslation(['inbox', 'data']);
  // A transfer line's key is one of six with different names to fill: checked against the catalogue.
  const tKey = useKeyTranslator();
  const format = useFormat();
  const logRef = useRef<HTMLOListElement>(null);
  const headingId = useId();
  const name = customer ? displayName(customer) : isPhoneKey(phone) ? '••••' : phone;
  const window = windowLeft(conversation?.window_expires_at, now);
  const Heading = `h${headingLevel}` as const;
  const state = conversation ? stateLabel(conversation) : null;

  // The log opens at its newest message and follows new ones. It stays pinned there while its
  // messages change height after the first paint (web fonts arriving, a long text wrapping), unless
  // the reader has scrolled up: a scroll position taken once at mount would otherwise leave the
  // newest message half hidden, by however much the fonts moved it.
  const pinnedRef = useRef(true);
  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    pinnedRef.current = true;
    log.scrollTop = log.scrollHeight;
    if (typeof ResizeObserver === 'undefined') return;
    const follow = new ResizeObserver(() => {
      if (pinnedRef.current) log.scrollTop = log.scrollHeight;
    });
    follow.observe(log);
    for (const item of log.children) follow.observe(item);
    return () => follow.disconnect();
  }, [entries.length]);
  const onScroll = () => {
    const log = logRef.current;
    if (log) pinnedRef.current = log.scrollHeight - log.scrollTop - log.clientHeight < PINNED_SLACK_PX;
  };

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <header className={styles.header}>
        <div className={styles.who}>
          <Heading id={headingId} className={styles.heading}>
            <bdi>{name}</bdi>
          </Heading>
          <p className={styles.muted}>
            <CustomerNumber phone={customer?.phone ?? phone} masked={customer?.phone_masked} />
          </p>
        </div>
        {conversation && state && (
          <StatusPill tone={stateTones[conversation.state]} label={t(state.key, state.agent ? { agent: state.agent } : {})} />
        )}
      </header>
      <p className={styles.window({ open: window.open })} role="status">
        {window.open
          ? t('thread.window', { hours: format.number(window.hours), minutes: format.number(window.minutes) })
          : t('thread.windowClosed')}
      </p>
      {entries.length === 0 ? (
        <EmptyState title={t('thread.empty')} description={t('thread.emptyHint')} headingLevel={headingLevel === 2 ? 3 : 4} />
      ) : (
        <ol
          ref={logRef}
          onScroll={onScroll}
          className={styles.log}
          aria-label={t('thread.label', { name })}
          aria-live="polite"
          tabIndex={0}
        >
          {entries.map((entry, index) => {
            const tick = entry.direction === 'out' ? tickOf(entry.status) : null;
            const TickIcon = tick ? tickIcons[tick] : null;
            const typed = !textKinds.has(entry.kind) && t(`thread.kind.${entry.kind}`, { defaultValue: '' });
            const caption = str(entry.payload.caption);
            const mediaId = str(entry.payload.mediaId);
            const isLocation = entry.kind === 'location';
            const note = transferNoteOf(entry.kind, entry.payload);
            const line = note ? transferLine(note) : null;
            return (
              <li
                key={entry.provider_message_id ?? `${entry.at}-${index}`}
                className={styles.bubble({ direction: entry.direction, system: entry.sender === 'system' })}
              >
                <span className={styles.sender}>{t(`sender.${entry.sender}`)}</span>
                {typed && <span className={styles.kind}>{typed}</span>}
                {line && <p className={styles.text}>{tKey(`inbox:${line.key}`, { ...line.values })}</p>}
                {entry.text !== '' && (
                  <p className={styles.text} dir="auto">
                    {entry.text}
                  </p>
                )}
                {caption !== '' && caption !== entry.text && (
                  <p className={styles.text} dir="auto">
                    {caption}
                  </p>
                )}
                {isLocation && (str(entry.payload.name) || str(entry.payload.address)) && (
                  <p className={styles.text} dir="auto">
                    {[str(entry.payload.name), str(entry.payload.address)].filter(Boolean).join(' · ')}
                  </p>
                )}
                {isLocation && str(entry.payload.latitude) && (
                  <bdi dir="ltr" className={styles.muted}>
                    {t('thread.coordinates', { latitude: str(entry.payload.latitude), longitude: str(entry.payload.longitude) })}
                  </bdi>
                )}
                {mediaId && !isLocation && (
                  <span className={styles.muted}>
                    {t('thread.mediaId')} <bdi dir="ltr">{mediaId}</bdi>
                  </span>
                )}
                {entry.direction === 'out' && entry.form && (
                  <p className={styles.muted} data-testid="sent-as">
                    {entry.form.kind === 'template' ? (
                      <>
                        {t('thread.sentAs.template')} {entry.form.name && <bdi dir="ltr">{entry.form.name}</bdi>}
                      </>
                    ) : (
                      t('thread.sentAs.text')
                    )}
                  </p>
                )}
                {entry.failure_reason && <p className={styles.failure}>{t(`data:failureReason.${entry.failure_reason}`)}</p>}
                <span className={styles.foot}>
                  <time dateTime={entry.at}>{format.time(entry.at)}</time>
                  {tick && TickIcon && (
                    <span className={styles.tick({ kind: tick })} role="img" aria-label={t(`tick.${tick}`)} title={t(`tick.${tick}`)}>
                      <TickIcon size={14} aria-hidden="true" />
                    </span>
                  )}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
