import { useTranslation } from '@wasl/i18n';
import { useFormatPreferences } from '@wasl/ui';
import { dayIn, HealthPanel } from '@wasl/widgets/analytics';
import { useNow } from '../../state/clock';
import { healthAtom } from '../../state/dashboard';
import { param, useUrlQuery } from '../../state/urlQuery';
import { useResource } from '../../state/useResource';
import { LoadError, MonthToolbar } from '../dashboard/MonthToolbar';
import * as screens from '../screens.css';

/** /health: the integration's API calls, success rate and status from the request log, as charts with their tables. */
export function Health() {
  const { t } = useTranslation('analytics');
  const [{ month }] = useUrlQuery({ month: param.month });
  const { timeZone } = useFormatPreferences();
  const health = useResource(healthAtom(month));
  // Today on the merchant's clock, which the series' days are counted on (as /dashboard).
  const zone = health.data?.time_zone ?? timeZone;
  const today = dayIn(useNow(), zone);
  return (
    <section className={screens.page} aria-labelledby="page-heading">
      <MonthToolbar title={t('health.title')} timeZone={zone} />
      {health.status === 'error' ? (
        <LoadError message={t('health.loadError')} messageKey={health.messageKey} onRetry={health.retry} />
      ) : (
        <HealthPanel data={health.data} isLoading={health.status === 'loading'} today={today} />
      )}
    </section>
  );
}
