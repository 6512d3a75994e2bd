import { useTranslation } from '@wasl/i18n';
import { Button, Card, useFormat } from '@wasl/ui';
import { csvRejectReasons } from '@wasl/api/models';
import { Fact, Facts } from '../../Facts';
import type { Preflight } from './wizardModel';
import * as styles from './CampaignWizard.css';

export interface PreflightPanelProps {
  preflight: Preflight;
  dailyLimit: number;
  messagingTier: number | null;
  /** Opens the buy-coins flow; the button shows when the balance is short. */
  onBuyCoins?: () => void;
}

/**
 * What sending will do, before it is done: recipients after de-duplication, the numbers skipped and
 * why, coins needed against the balance (with a way to buy more), the days needed at the daily
 * limit, and a warning when the daily limit is above the number's WhatsApp messaging tier.
 */
export function PreflightPanel({ preflight: p, dailyLimit, messagingTier, onBuyCoins }: PreflightPanelProps) {
  const { t } = useTranslation('campaigns');
  const format = useFormat();
  const skipped = csvRejectReasons.filter((r) => p.skipped[r] > 0);
  return (
    <Card title={t('preflight.title')}>
      <div className={styles.panel} data-testid="preflight">
        <Facts>
          <Fact
            label={t('preflight.recipients')}
            emphasised
            details={p.estimated ? <dd className={styles.muted}>{t('preflight.recipientsEstimated')}</dd> : null}
          >
            {format.number(p.recipients)}
          </Fact>
          <Fact
            label={t('preflight.skipped')}
            emphasised
            details={skipped.map((r) => (
              <dd key={r} className={styles.muted}>
                {t(`audience.reason.${r}`)}: {format.number(p.skipped[r])}
              </dd>
            ))}
          >
            {p.skippedTotal === 0 ? t('preflight.skippedNone') : format.number(p.skippedTotal)}
          </Fact>
          <Fact label={t('preflight.coinsNeeded')} emphasised>
            {t('schedule.coins', { count: p.coinsNeeded })}
          </Fact>
          <Fact label={t('preflight.balance')} emphasised>
            {t('schedule.coins', { count: p.coins })}
          </Fact>
          <Fact label={t('preflight.days')} emphasised>
            {t('preflight.daysAt', { count: p.days, limit: format.number(dailyLimit) })}
          </Fact>
        </Facts>
        {p.recipients === 0 ? (
          <p className={styles.danger} role="status">
            {t('preflight.noRecipients')}
          </p>
        ) : null}
        {p.coinsShort > 0 ? (
          <div className={styles.danger} role="status">
            <p className={styles.previewText}>{t('preflight.short', { count: p.coinsShort })}</p>
            {onBuyCoins ? (
              <Button variant="secondary" size="sm" onPress={onBuyCoins}>
                {t('preflight.buyCoins')}
              </Button>
            ) : null}
          </div>
        ) : null}
        {p.daysExceedDuration ? <p className={styles.notice}>{t('preflight.daysExceed')}</p> : null}
        {p.tierExceeded && messagingTier !== null ? (
          <p className={styles.notice}>
            {t('preflight.tierWarning', { limit: format.number(dailyLimit), tier: format.number(messagingTier) })}
          </p>
        ) : null}
        {p.canSend && !p.tierExceeded && !p.daysExceedDuration ? <p className={styles.muted}>{t('preflight.ready')}</p> : null}
      </div>
    </Card>
  );
}
