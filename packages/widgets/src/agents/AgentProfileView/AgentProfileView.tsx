import { useMemo } from 'react';
import type { AgentProfile } from '@wasl/api/types';
import { intlLocale, useTranslation } from '@wasl/i18n';
import { Card, EmptyState, Stat, useFormat, useFormatPreferences } from '@wasl/ui';
import { DomainStatusPill } from '../../DomainStatusPill';
import { TimeSeriesChart } from '../../analytics/TimeSeriesChart';
import { SectionTag } from '../AgentTable/SectionTag';
import { csatRatio, formatDuration, hasActivity, profileSeries } from '../agentProfileModel';
import * as styles from './AgentProfileView.css';

export interface AgentProfileViewProps {
  /** GET /section/agent/profile/{email}: the agent and the figures computed from their records. */
  profile: AgentProfile;
  /** "Last active 3 hours ago" is measured from here. Pass it in tests and stories. @default now */
  now?: Date;
  /** Heading level of the cards' titles, under the page's `<h1>`. @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * An agent's profile and analytics: e-mail, status, sections, service and last activity; then what
 * the records say — conversations handled, the median first response and resolution, CSAT and the
 * average rating — and three weekly charts with their tables (as the dashboard's). An agent who has
 * handled nothing gets an explanation instead of empty charts.
 */
export function AgentProfileView({ profile, now, headingLevel = 2 }: AgentProfileViewProps) {
  const { t } = useTranslation('agentSettings');
  const format = useFormat();
  const prefs = useFormatPreferences();
  const tag = intlLocale(prefs.locale, { arabicDigits: prefs.arabicDigits });
  const { agent } = profile;
  const series = useMemo(
    () =>
      profileSeries(profile.weeks, {
        conversations: t('profile.seriesConversations'),
        csat: t('profile.seriesCsat'),
        rating: t('profile.seriesRating'),
      }),
    [profile.weeks, t],
  );
  const csat = csatRatio(profile.satisfied, profile.feedback);
  const duration = (seconds: number | null) => (seconds === null ? t('profile.noData') : formatDuration(seconds, tag));
  const active = hasActivity(profile);
  return (
    <div className={styles.grid}>
      <Card title={t('profile.details')} headingLevel={headingLevel}>
        <dl className={styles.details}>
          <dt className={styles.term}>{t('profile.email')}</dt>
          <dd className={styles.definition}>
            <bdi data-testid="agent-email">{agent.email}</bdi>
          </dd>
          <dt className={styles.term}>{t('profile.status')}</dt>
          <dd className={styles.definition}>
            <DomainStatusPill domain="agent" status={agent.status} size="sm" />
          </dd>
          <dt className={styles.term}>{t('profile.sections')}</dt>
          <dd className={styles.definition}>
            {profile.sections.length === 0 ? (
              t('profile.noSections')
            ) : (
              <ul className={styles.tags}>
                {profile.sections.map((section) => (
                  <li key={section.id}>
                    <SectionTag section={section} />
                  </li>
                ))}
              </ul>
            )}
          </dd>
          <dt className={styles.term}>{t('profile.service')}</dt>
          <dd className={styles.definition}>{agent.service ? t('profile.on') : t('profile.off')}</dd>
          <dt className={styles.term}>{t('profile.lastActive')}</dt>
          <dd className={styles.definition}>
            {profile.last_active ? (
              <time dateTime={profile.last_active} title={format.dateTime(profile.last_active)}>
                {format.relativeTime(profile.last_active, { now: now ?? new Date() })}
              </time>
            ) : (
              t('profile.never')
            )}
          </dd>
          {profile.joined_at ? (
            <>
              <dt className={styles.term}>{t('profile.joined')}</dt>
              <dd className={styles.definition}>
                <time dateTime={profile.joined_at}>{format.date(profile.joined_at, { style: 'medium' })}</time>
              </dd>
            </>
          ) : null}
        </dl>
      </Card>
      {active ? (
        <>
          <Card title={t('profile.figures')} headingLevel={headingLevel}>
            <div className={styles.stats} data-testid="agent-figures">
              <Stat label={t('profile.handled')} value={format.number(profile.handled)} />
              <Stat label={t('profile.firstResponse')} value={duration(profile.first_response_median)} />
              <Stat label={t('profile.resolution')} value={duration(profile.resolution_median)} />
              <Stat label={t('profile.csat')} value={csat === null ? t('profile.noData') : format.percent(csat)} />
              <Stat
                label={t('profile.rating')}
                value={
                  profile.rating === null
                    ? t('profile.noData')
                    : t('profile.ratingValue', { value: format.number(profile.rating, { maximumFractionDigits: 2 }) })
                }
              />
            </div>
            <ul className={styles.notes}>
              <li>{t('profile.open', { count: profile.open })}</li>
              <li>
                {t('profile.firstResponse')}: {t('profile.basedOn', { count: profile.first_response_count })}
              </li>
              <li>
                {t('profile.resolution')}: {t('profile.basedOn', { count: profile.resolution_count })}
              </li>
              <li>{t('profile.csatHint', { count: profile.feedback, satisfied: format.number(profile.satisfied) })}</li>
            </ul>
          </Card>
          <Card title={t('profile.chartConversations')} headingLevel={headingLevel} className={styles.wide}>
            <TimeSeriesChart title={t('profile.chartConversations')} series={series.activity} kind="bar" />
          </Card>
          <Card title={t('profile.chartCsat')} headingLevel={headingLevel}>
            <TimeSeriesChart title={t('profile.chartCsat')} series={series.csat} />
          </Card>
          <Card title={t('profile.chartRating')} headingLevel={headingLevel}>
            <TimeSeriesChart title={t('profile.chartRating')} series={series.rating} />
          </Card>
        </>
      ) : (
        <div className={styles.wide}>
          <EmptyState title={t('profile.emptyTitle')} description={t('profile.emptyText')} headingLevel={headingLevel} />
        </div>
      )}
    </div>
  );
}
