import type { Insight } from '@wasl/api/models';
import { useTranslation } from '@wasl/i18n';
import { Button, Card, Skeleton, useFormat } from '@wasl/ui';
import * as styles from './InsightsCard.css';

export interface InsightsCardProps {
  /** The month's insights (`GET section/home/insights`, computed by @wasl/api's computeInsights). */
  insights?: Insight[];
  /** @default false */
  isLoading?: boolean;
  /** The plan has no AI analytics (the server answered 402): says so instead of the findings. */
  notInPlan?: boolean;
  /** Outside the plan: opens the upgrade dialog (SPEC §6). */
  onUpgrade?: () => void;
  /** @default 2 */
  headingLevel?: 2 | 3;
}

/** An hour of day as "20:00–21:00" (the server counts hours in the merchant's time zone, settings' Time_Zone). */
const hourRange = (hour: number) => `${String(hour).padStart(2, '0')}:00–${String((hour + 1) % 24).padStart(2, '0')}:00`;

/**
 * The month's insights (plan feature ai_analytics, ADR 009): one finding per line, each a sentence
 * with the numbers it comes from, and whether it needs attention. Pure: the screen loads them.
 */
export function InsightsCard({ insights, isLoading = false, notInPlan = false, onUpgrade, headingLevel = 2 }: InsightsCardProps) {
  const { t } = useTranslation('insights');
  const format = useFormat();
  const Heading = headingLevel === 2 ? 'h3' : 'h4';
  const n = (value: number) => format.number(value, { maximumFractionDigits: 1 });
  /** A share of 0–100 (the API's) as the locale writes a percentage (sign side, digits): one source, packages/ui format. */
  const pct = (share: number) => format.percent(share / 100, { maximumFractionDigits: 1 });

  const sentences = (insight: Insight): string[] => {
    switch (insight.kind) {
      case 'complaints':
        return [
          t('complaints.summary', {
            count: insight.comments,
            share: pct(insight.share),
            negative: n(insight.negative),
            comments: n(insight.comments),
          }),
          ...(insight.previous_share === null ? [] : [t('lastMonth', { share: pct(insight.previous_share) })]),
        ];
      case 'first_response':
        return [
          t('firstResponse.summary', {
            count: insight.answered,
            answered: n(insight.answered),
            median: n(insight.median_minutes),
            slowest: n(insight.slowest_minutes),
          }),
          t('firstResponse.slowestHour', { hour: hourRange(insight.slowest_hour), median: n(insight.slowest_hour_median_minutes) }),
        ];
      case 'busiest_hour':
        return [
          t('busiestHour.summary', {
            count: insight.total,
            hour: hourRange(insight.hour),
            conversations: n(insight.conversations),
            total: n(insight.total),
            share: pct(insight.share),
          }),
        ];
      case 'cart_recovery':
        return [
          t('cartRecovery.summary', {
            count: insight.reminded,
            rate: pct(insight.rate),
            recovered: n(insight.recovered),
            reminded: n(insight.reminded),
          }),
          ...(insight.previous_rate === null ? [] : [t('lastMonth', { share: pct(insight.previous_rate) })]),
        ];
    }
  };

  return (
    <Card title={t('title')} headingLevel={headingLevel} description={t('description')}>
      {isLoading ? (
        <div className={styles.list} aria-hidden="true">
          <Skeleton lines={2} />
          <Skeleton lines={2} />
          <Skeleton lines={2} />
        </div>
      ) : notInPlan ? (
        <div className={styles.upgrade}>
          <p className={styles.notice}>{t('notInPlan')}</p>
          {onUpgrade ? (
            <Button size="sm" variant="secondary" onPress={onUpgrade}>
              {t('upgrade')}
            </Button>
          ) : null}
        </div>
      ) : !insights || insights.length === 0 ? (
        <p className={styles.notice}>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {insights.map((insight) => (
            <li key={insight.kind} className={styles.item}>
              <Heading className={styles.kind}>
                {t(`kinds.${insight.kind}`)} <span className={styles.tone[insight.tone]}>{t(`tones.${insight.tone}`)}</span>
              </Heading>
              {sentences(insight).map((sentence) => (
                <p key={sentence} className={styles.sentence}>
                  {sentence}
                </p>
              ))}
              {insight.kind === 'complaints' && insight.themes.length > 0 ? (
                <p className={styles.sentence}>
                  {t('complaints.themes')}{' '}
                  {insight.themes.map((theme, i) => (
                    <span key={theme.term}>
                      {i > 0 ? t('listSeparator') : null}
                      <bdi className={styles.term}>{theme.term}</bdi>{' '}
                      {t('complaints.themeCount', { count: theme.comments, formatted: n(theme.comments) })}
                    </span>
                  ))}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
