import type { Subscription } from '@wasl/api/types';
import { planById } from '@wasl/api/models';
import { useTranslation } from '@wasl/i18n';
import { useFormat } from '@wasl/ui';
import { DomainStatusPill } from '../../DomainStatusPill';
import { Fact, Facts } from '../../Facts';

export interface SubscriptionOverviewProps {
  subscription: Subscription;
}

/**
 * SPEC §3's subscription at a glance: plan and status, validity (the plan's period, 30 days) and the
 * days left, since, expiry, upcoming plan, wallet (conversations left) and coins as numbers, free and
 * paid sessions, agents used of allowed.
 */
export function SubscriptionOverview({ subscription: s }: SubscriptionOverviewProps) {
  const { t, i18n } = useTranslation('subscription');
  const format = useFormat();
  const name = (plan: { name: string; name_ar: string }) => (i18n.language === 'ar' ? plan.name_ar : plan.name);
  const period = planById(s.plan.id)?.validity ?? 30;
  return (
    <Facts>
      <Fact label={t('overview.plan')} emphasised>
        <bdi data-testid="plan-name">{name(s.plan)}</bdi>
      </Fact>
      <Fact label={t('overview.status')}>
        <DomainStatusPill domain="subscription" status={s.status} size="sm" />
      </Fact>
      <Fact label={t('overview.validity')} details={<dd>{t('overview.daysLeft', { count: s.validity })}</dd>}>
        {t('overview.validityDays', { count: period })}
      </Fact>
      <Fact label={t('overview.since')}>{format.date(s.since)}</Fact>
      <Fact label={t('overview.expiry')}>{format.date(s.expiry)}</Fact>
      <Fact label={t('overview.upcoming')}>{s.upcoming_plan ? <bdi>{name(s.upcoming_plan)}</bdi> : t('overview.noUpcoming')}</Fact>
      <Fact label={t('overview.wallet')} emphasised>
        <span data-testid="wallet">{format.number(s.wallet)}</span>
      </Fact>
      <Fact label={t('overview.coins')} emphasised details={<dd>{t('overview.coinNote')}</dd>}>
        <span data-testid="coins">{format.number(s.coins)}</span>
      </Fact>
      <Fact label={t('overview.freeSessions')}>{format.number(s.free_sessions)}</Fact>
      <Fact label={t('overview.paidSessions')}>{format.number(s.paid_sessions)}</Fact>
      <Fact label={t('overview.agents')}>
        {t('overview.agentsUsed', { used: format.number(s.agents.used), allowed: format.number(s.agents.allowed) })}
      </Fact>
    </Facts>
  );
}
