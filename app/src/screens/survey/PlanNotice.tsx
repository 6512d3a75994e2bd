import { useTranslation } from '@wasl/i18n';
import { Link } from '@wasl/ui';
import * as styles from './survey.css';

/**
 * The package has no survey (SPEC §6 plan-gated): what it means and where to upgrade. A plain
 * notice until the shared upgrade dialog of issue 22's plan gating lands.
 */
export function PlanNotice() {
  const { t } = useTranslation('survey');
  return (
    <p className={styles.notice} role="note" data-survey-plan-notice="">
      <span>{t('plan.notice')}</span>
      <Link href="/subscription">{t('plan.upgrade')}</Link>
    </p>
  );
}
