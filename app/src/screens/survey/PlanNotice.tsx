import { useTranslation } from '@wasl/i18n';
import { Button } from '@wasl/ui';
import { openPlanGate } from '../../state/planGate';
import * as styles from './survey.css';

/**
 * The package has no survey (SPEC §6 plan-gated): what it means, and the one upgrade dialog
 * (state/planGate.ts) naming what the next plan or the add-on brings.
 */
export function PlanNotice() {
  const { t } = useTranslation('survey');
  return (
    <p className={styles.notice} role="note" data-survey-plan-notice="">
      <span>{t('plan.notice')}</span>
      <Button
        variant="secondary"
        size="sm"
        onPress={() => openPlanGate({ kind: 'upgrade', reason: { kind: 'feature', feature: 'survey_form' } })}
      >
        {t('plan.upgrade')}
      </Button>
    </p>
  );
}
