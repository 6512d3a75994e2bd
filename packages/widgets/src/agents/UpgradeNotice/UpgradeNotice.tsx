import { useTranslation } from '@wasl/i18n';
import { Link } from '@wasl/ui';
import { nextPlanFor, type UpgradeNeed } from '../nextPlan';
import * as styles from './UpgradeNotice.css';

export interface UpgradeNoticeProps {
  /** What the package has run out of. */
  need: UpgradeNeed;
  /** The current limit (`Allowed`, `Allowed_Section`; 0 for quick messages). */
  allowed: number;
  /** Where plans are chosen. @default '/subscription' */
  href?: string;
}

/** SPEC §6's upgrade message: what ran out, and what the next plan brings (agents, sections, quick replies). */
export function UpgradeNotice({ need, allowed, href = '/subscription' }: UpgradeNoticeProps) {
  const { t, i18n } = useTranslation('agents');
  const plan = nextPlanFor(need, allowed);
  return (
    <div className={styles.notice} role="note" data-testid={`upgrade-${need}`}>
      <p className={styles.text}>{t(`upgrade.${need}`, { count: allowed })}</p>
      {plan ? (
        <p className={styles.text}>
          {t('upgrade.next', {
            plan: i18n.language === 'ar' ? plan.name_ar : plan.name,
            agents: plan.agents,
            sections: plan.sections,
          })}
        </p>
      ) : null}
      <Link href={href} variant="standalone">
        {t('upgrade.action')}
      </Link>
    </div>
  );
}
