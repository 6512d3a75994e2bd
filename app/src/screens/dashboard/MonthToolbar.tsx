import type { ReactNode } from 'react';
import { useTranslation } from '@wasl/i18n';
import { Button, currentMonth, MonthPicker, useFormatPreferences } from '@wasl/ui';
import { useNow } from '../../state/clock';
import { param, useUrlQuery } from '../../state/urlQuery';
import * as screens from '../screens.css';
import * as styles from './dashboard.css';

/**
 * The page heading with the month filter (`?month=`, default the current month; no future months).
 * Shared by /dashboard and /health. `timeZone`: the clock the figures are counted on (the
 * merchant's, from the answer), so the latest month is the one it is there.
 */
export function MonthToolbar({ title, timeZone: figuresZone }: { title: ReactNode; timeZone?: string | undefined }) {
  const { t } = useTranslation('analytics');
  const preferred = useFormatPreferences().timeZone;
  const timeZone = figuresZone ?? preferred;
  const [{ month }, setQuery] = useUrlQuery({ month: param.month });
  const now = useNow();
  return (
    <div className={styles.toolbar}>
      <h1 id="page-heading" className={screens.heading}>
        {title}
      </h1>
      <MonthPicker
        label={t('dashboard.month')}
        value={month}
        onChange={(value) => setQuery({ month: value })}
        maxValue={currentMonth(now, timeZone)}
      />
    </div>
  );
}

/** A load failure with its translated reason and a retry. */
export function LoadError({ message, messageKey, onRetry }: { message: string; messageKey: string; onRetry: () => void }) {
  const { t } = useTranslation(['analytics', 'errors']);
  return (
    <div role="alert" className={styles.error}>
      <p>
        {message} {t(messageKey, { defaultValue: t('errors:somethingWentWrong') })}
      </p>
      <Button variant="secondary" onPress={onRetry}>
        {t('analytics:dashboard.retry')}
      </Button>
    </div>
  );
}
