import type { ReactNode } from 'react';
import type { Ticket } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { Badge, EmptyState, Link, Pagination, Skeleton, Tab, TabList, TabPanel, Tabs, useFormat, type Key } from '@wasl/ui';
import { DomainStatusPill } from '../../DomainStatusPill';
import { ticketTabs, type TicketTab } from '../ticketTabs';
import * as styles from './TicketList.css';

export interface TicketListProps {
  /** The selected tab (all, open or closed). */
  tab: TicketTab;
  onTabChange: (tab: TicketTab) => void;
  /** Tickets per tab (the first load's `init_tickets`, `open_tickets`, `closed_tickets`); no badge when unknown. */
  counts: Partial<Record<TicketTab, number | undefined>>;
  /** The selected tab's page; `undefined` while the first page loads. */
  tickets?: readonly Ticket[];
  /** The page is loading: skeleton rows. */
  isLoading?: boolean;
  /** Shown instead of the list when the page could not be loaded (the screen's error state with its retry). */
  error?: ReactNode;
  /** The page from 1. @default 1 */
  page?: number;
  /** @default 1 */
  totalPages?: number;
  onPageChange: (page: number) => void;
  /** Where a ticket opens (`/support/{id}`). */
  hrefOf: (ticket: Ticket) => string;
  /** The next action offered by the empty state ("Raise a ticket"). */
  emptyAction?: ReactNode;
}

/**
 * The merchant's support tickets by status (SPEC §2, §3): tabs with their counts, each ticket's
 * topic, the start of its description, its status and unread support replies, then the pages.
 * Pure: the screen passes the selected tab's page and keeps the tab and page in the URL.
 */
export function TicketList({
  tab,
  onTabChange,
  counts,
  tickets,
  isLoading = false,
  error,
  page = 1,
  totalPages = 1,
  onPageChange,
  hrefOf,
  emptyAction,
}: TicketListProps) {
  const { t } = useTranslation('support');
  const format = useFormat();

  const body = () => {
    if (error) return error;
    if (!tickets)
      return (
        <ul className={styles.list} aria-busy="true" aria-label={t('list.label')}>
          {[0, 1, 2].map((row) => (
            <li key={row} className={styles.skeletonRow}>
              <Skeleton width="40%" />
              <Skeleton lines={2} />
            </li>
          ))}
        </ul>
      );
    if (tickets.length === 0)
      return <EmptyState headingLevel={2} title={t('list.emptyTitle')} description={t(`list.empty.${tab}`)} action={emptyAction} />;
    return (
      <>
        <ul className={styles.list} aria-label={t('list.label')} aria-busy={isLoading || undefined}>
          {tickets.map((ticket) => (
            <li key={ticket.id} className={styles.item}>
              <div className={styles.main}>
                <Link href={hrefOf(ticket)} variant="standalone" className={ticket.unread > 0 ? styles.topicUnread : undefined}>
                  <bdi className={styles.topic}>{ticket.topic}</bdi>
                </Link>
                <p className={styles.excerpt} dir="auto">
                  {ticket.description}
                </p>
              </div>
              <div className={styles.meta}>
                {ticket.unread > 0 ? (
                  <Badge tone="info" dot>
                    {t('list.unread', { count: ticket.unread })}
                  </Badge>
                ) : null}
                {ticket.priority ? <Badge tone="warning">{t('priority')}</Badge> : null}
                <DomainStatusPill domain="ticket" status={ticket.status} size="sm" />
                <span className={styles.date}>{t('list.updated', { date: format.date(ticket.updated_at) })}</span>
              </div>
            </li>
          ))}
        </ul>
        {totalPages > 1 ? (
          <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} aria-label={t('list.pages')} />
        ) : null}
      </>
    );
  };

  return (
    <Tabs className={styles.root} selectedKey={tab} onSelectionChange={(key: Key) => onTabChange(key as TicketTab)}>
      <TabList aria-label={t('list.tabs')}>
        {ticketTabs.map((id) => {
          const count = counts[id];
          return (
            <Tab key={id} id={id}>
              <span className={styles.tabLabel}>
                {t(`list.${id}`)}
                {count === undefined ? null : <span className={styles.count}>{format.number(count)}</span>}
              </span>
            </Tab>
          );
        })}
      </TabList>
      {ticketTabs.map((id) => (
        <TabPanel key={id} id={id}>
          {id === tab ? body() : null}
        </TabPanel>
      ))}
    </Tabs>
  );
}
