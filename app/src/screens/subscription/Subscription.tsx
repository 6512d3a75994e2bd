import { useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { SANDBOX_CARDS, parsePurchaseParam, purchaseParam, type PurchaseRequest } from '@wasl/api/models';
import { isApiError } from '@wasl/api/session';
import { successKeys } from '@wasl/api/errors';
import { useTranslation } from '@wasl/i18n';
import { Card } from '@wasl/ui';
import { CheckoutDialog, LowBalanceAlertForm, PlanShop, SubscriptionOverview, TransactionTable } from '@wasl/widgets/subscription';
import { ErrorState } from '../../shell/ErrorState';
import { PageSkeleton } from '../../shell/PageSkeleton';
import { saveFile } from '../../state/dashboard';
import { useMutation } from '../../state/mutation';
import { fetchTransactionsCsv, newPurchaseKey, purchase, saveAlerts, subscriptionAtom, transactionsAtom } from '../../state/subscription';
import { param, useUrlQuery } from '../../state/urlQuery';
import { useResource } from '../../state/useResource';
import * as screens from '../screens.css';

/** The reason of a declined payment: the 402's data is the failed transaction. */
const declineReason = (error: unknown): string | null => {
  if (!isApiError(error) || error.status !== 402 || error.message !== 'errors:paymentFailed') return null;
  const reason = (error.details.data as { reason?: unknown } | undefined)?.reason;
  return typeof reason === 'string' ? reason : '';
};

/**
 * /subscription (SPEC §2, §3): the plan at a glance, change plan, add-ons, coin packs, payment
 * through the provider (sandbox test cards; a decline goes to /failed), the transactions with a CSV
 * export, and the low-balance alert the dashboard shows. `?buy=plan:pro:1` opens the checkout
 * (the retry of /failed).
 */
export function Subscription() {
  const { t } = useTranslation('subscription');
  const [{ page, buy }, setQuery] = useUrlQuery({ page: param.page, buy: param.text });
  const subscription = useResource(subscriptionAtom);
  const transactions = useResource(transactionsAtom(page));
  const [checkout, setCheckout] = useState<{ request: PurchaseRequest; key: string } | null>(() => {
    const request = parsePurchaseParam(buy);
    return request ? { request, key: newPurchaseKey() } : null;
  });
  const close = () => {
    setCheckout(null);
    if (buy) setQuery({ buy: '' });
  };
  const pay = useMutation(purchase, {
    success: successKeys.paymentSucceeded,
    onSuccess: close,
    onFailure: (error) => {
      const reason = declineReason(error);
      if (reason === null || !checkout) return false;
      const query = new URLSearchParams({ buy: purchaseParam(checkout.request) });
      if (reason) query.set('reason', reason);
      navigate(`/failed?${query.toString()}`);
      return true;
    },
    failureToast: true,
  });
  const csv = useMutation(fetchTransactionsCsv, { failureToast: true, onSuccess: (blob) => saveFile(blob, 'transactions.csv') });
  const alerts = useMutation(saveAlerts, { success: successKeys.dataUpdated, failureToast: true });

  if (subscription.status === 'loading') return <PageSkeleton kind="cards" />;
  if (subscription.status === 'error')
    return <ErrorState messageKey={subscription.messageKey} onRetry={subscription.retry} headingLevel={1} />;
  const sub = subscription.data;

  return (
    <section className={screens.page} aria-labelledby="page-heading">
      <div>
        <h1 id="page-heading" className={screens.heading}>
          {t('title')}
        </h1>
        <p className={screens.lead}>{t('lead')}</p>
      </div>
      <Card title={t('overview.title')} headingLevel={2}>
        <SubscriptionOverview subscription={sub} />
      </Card>
      <PlanShop subscription={sub} isPending={pay.pending} onBuy={(request) => setCheckout({ request, key: newPurchaseKey() })} />
      {transactions.status === 'error' ? (
        <ErrorState messageKey={transactions.messageKey} onRetry={transactions.retry} />
      ) : (
        <TransactionTable
          transactions={transactions.status === 'ready' ? transactions.data.transactions : []}
          page={page}
          totalPages={transactions.status === 'ready' ? transactions.data.total_pages : 1}
          onPageChange={(next) => setQuery({ page: next })}
          isLoading={transactions.status === 'loading' || transactions.isRefreshing}
          onExport={() => void csv.run()}
          isExporting={csv.pending}
        />
      )}
      <LowBalanceAlertForm
        key={`${sub.alerts.wallet}:${sub.alerts.coins}`}
        alerts={sub.alerts}
        isSaving={alerts.pending}
        onSave={(next) => void alerts.run(next)}
      />
      <CheckoutDialog
        key={checkout?.key ?? 'closed'}
        purchase={checkout?.request ?? null}
        cards={SANDBOX_CARDS}
        isPending={pay.pending}
        onClose={close}
        onPay={(source) => checkout && void pay.run(checkout.request, source, checkout.key)}
      />
    </section>
  );
}
