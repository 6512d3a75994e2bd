import type { CampaignResults as Results } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { Card, ProgressBar, Stat, useFormat } from '@wasl/ui';
import * as styles from './CampaignResults.css';

export interface CampaignResultsProps {
  /** `GET /section/campaigns/results/{id}`. */
  results: Results;
  className?: string;
}

const funnelSteps = ['sent', 'delivered', 'seen', 'clicked'] as const;

/**
 * What a campaign achieved: the sent → delivered → seen → clicked funnel (each as a share of sent),
 * the failures per plain-language class, reach, impressions, CTR, revenue, conversion, and ROAS
 * computed from what the campaign really cost (coins spent × the catalogue coin price), shown beside it.
 */
export function CampaignResults({ results: r, className }: CampaignResultsProps) {
  const { t } = useTranslation('campaigns');
  const { t: tData } = useTranslation('data');
  const format = useFormat();
  const money = (value: number) => format.currency(value, { currency: r.currency });
  const percent = (value: number) => format.percent(value / 100, { maximumFractionDigits: 1 });
  return (
    <div className={[styles.results, className].filter(Boolean).join(' ')}>
      <div className={styles.columns}>
        <Card title={t('results.funnelLabel')}>
          <ol className={styles.funnel}>
            {funnelSteps.map((step) => {
              const count = r[step];
              return (
                <li key={step}>
                  <ProgressBar
                    label={t(`results.${step}`)}
                    minValue={0}
                    maxValue={Math.max(r.sent, 1)}
                    value={Math.min(count, Math.max(r.sent, 1))}
                    valueLabel={
                      step === 'sent'
                        ? format.number(count)
                        : `${format.number(count)} · ${t('results.ofSent', { percent: format.percent(r.sent > 0 ? count / r.sent : 0, { maximumFractionDigits: 1 }) })}`
                    }
                    showValue
                  />
                </li>
              );
            })}
          </ol>
          {r.skipped > 0 ? <p className={styles.muted}>{t('results.skipped', { count: r.skipped })}</p> : null}
        </Card>
        <Card title={t('results.failures')}>
          {r.failures.length === 0 ? (
            <p className={styles.muted}>{t('results.failuresNone')}</p>
          ) : (
            <ul className={styles.failures} data-testid="campaign-failures">
              {r.failures.map((f) => (
                <li key={f.reason}>
                  {tData(`failureReason.${f.reason}`)}: {format.number(f.count)}
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <section aria-label={t('results.title')} className={styles.stats}>
        <Stat label={t('results.reach')} value={format.number(r.reach)} />
        <Stat label={t('results.impressions')} value={format.number(r.impressions)} />
        <Stat label={t('results.ctr')} value={percent(r.ctr)} />
        <Stat label={t('results.revenue')} value={money(r.revenue)} />
        <Stat label={t('results.conversion')} value={percent(r.conversion)} />
        <Stat label={t('results.roas')} value={t('results.roasValue', { value: format.number(r.roas, { maximumFractionDigits: 2 }) })} />
        <div>
          <Stat label={t('results.cost')} value={money(r.cost)} />
          <p className={styles.muted} data-testid="campaign-cost-detail">
            {t('results.costDetail', {
              count: r.coins_spent,
              price: format.number(r.coin_price, { maximumFractionDigits: 4 }),
              currency: r.currency,
            })}
          </p>
        </div>
      </section>
    </div>
  );
}
