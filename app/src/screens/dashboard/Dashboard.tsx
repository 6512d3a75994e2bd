import { useDeferredValue, useState } from 'react';
import type { MonthValue } from '@wasl/ui';
import type { CsvExport } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { useFormatPreferences } from '@wasl/ui';
import { AnalyticsCards, DataExports, dayIn } from '@wasl/widgets/analytics';
import { InsightsCard } from '@wasl/widgets/insights';
import { useNow } from '../../state/clock';
import { dashboardHomeAtom, exportFileName, fetchExport, insightsAtom, saveFile } from '../../state/dashboard';
import { useMutation } from '../../state/mutation';
import { openPlanGate } from '../../state/planGate';
import { param, useUrlQuery } from '../../state/urlQuery';
import { subscriptionAtom } from '../../state/subscription';
import { useResource } from '../../state/useResource';
import * as screens from '../screens.css';
import { LowBalanceBanner } from '../subscription/LowBalanceBanner';
import { LoadError, MonthToolbar } from './MonthToolbar';

/** /dashboard (SPEC §3): the month's analytics cards, its insights (plan feature ai_analytics) and its CSV exports. */
export function Dashboard() {
  const { t } = useTranslation(['analytics', 'errors']);
  const [{ month }] = useUrlQuery({ month: param.month });
  const { timeZone } = useFormatPreferences();
  // The month's figures and charts render in a deferred pass, which React splits into short tasks
  // (hundreds of chart marks in one render held the main thread ≈ 50 ms; Lighthouse's TBT).
  const home = useDeferredValue(useResource(dashboardHomeAtom(month)));
  // Today on the clock the server counted the days on (the merchant's zone), so the charts stop at
  // the same local day the figures' dates name.
  const zone = home.data?.time_zone ?? timeZone;
  const today = dayIn(useNow(), zone);
  const subscription = useResource(subscriptionAtom);
  const [asked, setAsked] = useState<CsvExport | null>(null);
  const [done, setDone] = useState<CsvExport | null>(null);
  // A refused export (a plan without exports, a 400) is said beside it; an expired session once, elsewhere.
  const download = useMutation(fetchExport, {
    onSuccess: (blob, kind, of) => {
      saveFile(blob, exportFileName(kind, of));
      setDone(kind);
    },
  });
  const onExport = (kind: CsvExport) => {
    setAsked(kind);
    setDone(null);
    void download.run(kind, month);
  };
  const error =
    download.errorKey && asked ? { kind: asked, message: t(download.errorKey, { defaultValue: t('errors:somethingWentWrong') }) } : null;

  return (
    <section className={screens.page} aria-labelledby="page-heading">
      <MonthToolbar title={t('dashboard.title')} timeZone={zone} />
      <LowBalanceBanner />
      {home.status === 'error' ? (
        <LoadError message={t('dashboard.loadError')} messageKey={home.messageKey} onRetry={home.retry} />
      ) : (
        <>
          <AnalyticsCards data={home.data} isLoading={home.status === 'loading'} today={today} />
          {subscription.status === 'error' ? null : subscription.status === 'ready' &&
            subscription.data.features.includes('ai_analytics') ? (
            <MonthInsights month={month} />
          ) : (
            <InsightsCard
              isLoading={subscription.status === 'loading'}
              notInPlan={subscription.status === 'ready'}
              onUpgrade={upgradeForInsights}
            />
          )}
          <DataExports
            counts={home.data?.data_export}
            isLoading={home.status === 'loading'}
            onExport={onExport}
            pending={download.pendingArgs?.[0] ?? null}
            error={error}
            done={done}
            onUpgrade={() => openPlanGate({ kind: 'upgrade', reason: { kind: 'feature', feature: 'data_export' } })}
          />
        </>
      )}
    </section>
  );
}

const upgradeForInsights = () => openPlanGate({ kind: 'upgrade', reason: { kind: 'feature', feature: 'ai_analytics' } });

/**
 * The month's insights, loaded only within the plan (the subscription lists ai_analytics; the server
 * answers 402 otherwise, which the card also shows as "not in your plan").
 */
function MonthInsights({ month }: { month: MonthValue }) {
  const { t } = useTranslation(['analytics', 'errors']);
  const insights = useResource(insightsAtom(month));
  const notInPlan = insights.status === 'error' && insights.messageKey === 'errors:featureNotInPlan';
  if (insights.status === 'error' && !notInPlan)
    return <LoadError message={t('dashboard.loadError')} messageKey={insights.messageKey} onRetry={insights.retry} />;
  return (
    <InsightsCard
      insights={insights.status === 'ready' ? insights.data.insights : undefined}
      isLoading={insights.status === 'loading'}
      notInPlan={notInPlan}
      onUpgrade={upgradeForInsights}
    />
  );
}
