import { useState } from 'react';
import { useTranslation } from '@wasl/i18n';
import { translateData } from '@wasl/i18n/typed';
import { Button } from '@wasl/ui';
import { pageOfTab, RaiseTicketForm, tabCounts, TicketList, ticketTabs, type TicketTab } from '@wasl/widgets';
import { ErrorState } from '../../shell/ErrorState';
import { useMutation } from '../../state/mutation';
import { raiseTicketAtom, ticketsAtom } from '../../state/support';
import { param, useUrlQuery } from '../../state/urlQuery';
import { useResource } from '../../state/useResource';
import * as screens from '../screens.css';
import * as styles from './support.css';

/**
 * /support (SPEC §2, §3): the merchant's tickets in tabs (all, open, closed) with their counts and
 * unread markers, paged; "Raise a ticket" opens the form and the new ticket shows at once.
 * Tab and page live in the URL (`/support?tab=open&page=2`).
 */
export function Support() {
  const { t, i18n } = useTranslation('support');
  const [query, setQuery] = useUrlQuery({ tab: param.oneOf(ticketTabs.filter((tab) => tab !== 'all')), page: param.page });
  const tab: TicketTab = query.tab ?? 'all';
  const list = useResource(ticketsAtom(query.page));
  const [raising, setRaising] = useState(false);
  const raise = useMutation(raiseTicketAtom, {
    success: 'support:raise.raised',
    onSuccess: () => {
      setRaising(false);
      // The new ticket is open and the newest: on the first page of every tab but "closed".
      setQuery({ page: 1, tab: tab === 'closed' ? null : query.tab });
    },
  });
  const page = list.data ? pageOfTab(list.data, tab) : undefined;
  const openForm = () => {
    raise.clearError();
    setRaising(true);
  };

  return (
    <section className={screens.page} aria-labelledby="page-heading">
      <div className={styles.header}>
        <div className={styles.titles}>
          <h1 id="page-heading" className={screens.heading}>
            {t('list.title')}
          </h1>
          <p className={screens.lead}>{t('list.lead')}</p>
        </div>
        <Button onPress={openForm}>{t('raise.action')}</Button>
      </div>
      <TicketList
        tab={tab}
        onTabChange={(next) => setQuery({ tab: next === 'all' ? null : next, page: 1 })}
        counts={tabCounts(list.data)}
        tickets={page?.tickets}
        isLoading={list.status === 'ready' && list.isRefreshing}
        error={list.status === 'error' ? <ErrorState messageKey={list.messageKey} onRetry={list.retry} /> : undefined}
        page={query.page}
        totalPages={page?.Total_Pages ?? 1}
        onPageChange={(next) => setQuery({ page: next })}
        hrefOf={(ticket) => `/support/${ticket.id}`}
        emptyAction={
          tab === 'closed' ? undefined : (
            <Button variant="secondary" onPress={openForm}>
              {t('raise.action')}
            </Button>
          )
        }
      />
      <RaiseTicketForm
        isOpen={raising}
        onOpenChange={setRaising}
        onSubmit={(body) => void raise.run(body)}
        isPending={raise.pending}
        errorMessage={raise.errorKey ? (translateData(i18n, raise.errorKey) ?? t('somethingWentWrong', { ns: 'errors' })) : undefined}
      />
    </section>
  );
}
