import { useAtomValue } from 'jotai';
import { useCallback, useDeferredValue, useState } from 'react';
import { isApiError } from '@wasl/api/session';
import type { CsvExport } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { AnalyticsCards, DataExports } from '@wasl/widgets/analytics';
import { analyticsMonthAtom, dashboardHomeAtom, exportFileName, fetchExport, saveFile } from '../../state/dashboard';
import { useResource } from '../../state/resource';
import * as screens from '../screens.css';
import { LoadError, MonthToolbar } from './MonthToolbar';

/** /dashboard (SPEC §3): the month's analytics cards and its CSV exports. */
export function Dashboard() {
  const { t } = useTranslation(['analytics', 'errors']);
  const month = useAtomValue(analyticsMonthAtom);
  // The month's figures and charts render in a deferred pass, which React splits into short tasks
  // (hundreds of chart marks in one render held the main thread ≈ 50 ms; Lighthouse's TBT).
  const home = useDeferredValue(useResource(dashboardHomeAtom));
  const [pending, setPending] = useState<CsvExport | null>(null);
  const [done, setDone] = useState<CsvExport | null>(null);
  const [error, setError] = useState<{ kind: CsvExport; message: string } | null>(null);

  const onExport = useCallback(
    async (kind: CsvExport) => {
      setPending(kind);
      setError(null);
      setDone(null);
      try {
        saveFile(await fetchExport(kind, month), exportFileName(kind, month));
        setDone(kind);
      } catch (failure) {
        // A 403 session expiry is handled once by the client (toast, /auth); a plan 403 or a 400 is said here.
        const key = isApiError(failure) ? failure.messageKey : 'errors:somethingWentWrong';
        setError({ kind, message: t(key, { defaultValue: t('errors:somethingWentWrong') }) });
      } finally {
        setPending(null);
      }
    },
    [month, t],
  );

  return (
    <section className={screens.page} aria-labelledby="page-heading">
      <MonthToolbar title={t('dashboard.title')} />
      {home.status === 'error' ? (
        <LoadError message={t('dashboard.loadError')} messageKey={home.messageKey} onRetry={home.retry} />
      ) : (
        <>
          <AnalyticsCards data={home.data} isLoading={home.status === 'loading'} />
          <DataExports
            counts={home.data?.data_export}
            isLoading={home.status === 'loading'}
            onExport={(kind) => void onExport(kind)}
            pending={pending}
            error={error}
            done={done}
          />
        </>
      )}
    </section>
  );
}
