import { Check } from './glyphs';
import { ADDONS, PLANS, withVat, type CatalogueAddon, type CataloguePlan } from '@wasl/api/models';
import { useTranslation } from '@wasl/i18n';
import { Icon, useFormat } from '@wasl/ui';
import { CtaLink, PageHeader, Section } from './parts';
import * as styles from './site.css';

// /pricing renders the catalogue the server sells (@wasl/api/models: GET /packages serves the same
// objects), so the page cannot show a price the checkout does not charge. Presentation (decided):
// monthly prices in SAR excluding VAT, the with-VAT price under each, a VAT note; no annual toggle,
// because every plan is a 30-day period (SPEC §9) and nothing is sold yearly.

const featuredPlan = 'pro';
const freeItems = ['onboarding', 'support', 'updates', 'docs'] as const;

function CheckItem({ children }: { children: string }) {
  return (
    <li className={styles.checkItem}>
      <Icon icon={Check} size={16} className={styles.checkIcon} />
      <span>{children}</span>
    </li>
  );
}

export function PlanCard({ plan }: { plan: CataloguePlan }) {
  const { t, i18n } = useTranslation(['site', 'account']);
  const format = useFormat();
  const name = i18n.language === 'ar' ? plan.name_ar : plan.name;
  const money = (value: number) => format.currency(value, { currency: plan.currency });
  const free = plan.price === 0;
  return (
    <div className={[styles.plan, plan.id === featuredPlan ? styles.planFeatured : ''].join(' ')}>
      {free ? <span className={styles.badge}>{t('pricing.trialBadge')}</span> : null}
      {plan.id === featuredPlan ? <span className={styles.badge}>{t('pricing.popular')}</span> : null}
      <h3 className={styles.planName}>{name}</h3>
      <p className={styles.price}>{free ? t('pricing.free') : t('pricing.perMonth', { price: money(plan.price) })}</p>
      {free ? null : <p className={styles.priceNote}>{t('pricing.inclVat', { price: money(withVat(plan.price)) })}</p>}
      <ul className={styles.checklist}>
        <CheckItem>{t('account:selectPackage.agents', { count: plan.agents })}</CheckItem>
        <CheckItem>{t('pricing.sections', { count: plan.sections })}</CheckItem>
        <CheckItem>{t('account:selectPackage.sessions', { count: plan.sessions })}</CheckItem>
        <CheckItem>{t('account:selectPackage.campaigns', { count: plan.campaign_limit })}</CheckItem>
        <CheckItem>{t('account:selectPackage.flowNodes', { count: plan.flow_nodes })}</CheckItem>
        {plan.features.map((feature) => (
          <CheckItem key={feature}>{t(`account:features.${feature}`)}</CheckItem>
        ))}
      </ul>
      <div className={styles.planAction}>
        <CtaLink href="/new_account" aria-label={t('pricing.startNamed', { name })}>
          {t('pricing.start')}
        </CtaLink>
      </div>
    </div>
  );
}

export function AddonCard({ addon }: { addon: CatalogueAddon }) {
  const { t, i18n } = useTranslation(['site', 'account']);
  const format = useFormat();
  const money = (value: number) => format.currency(value, { currency: addon.currency });
  const pack = addon.coins !== null;
  return (
    <div className={styles.tile}>
      <h3 className={styles.tileTitle}>{i18n.language === 'ar' ? addon.name_ar : addon.name}</h3>
      <p className={styles.price}>{t(pack ? 'pricing.perPack' : 'pricing.perAddon', { price: money(addon.price) })}</p>
      <p className={styles.priceNote}>{t('pricing.inclVat', { price: money(withVat(addon.price)) })}</p>
      <p className={styles.tileBody}>
        {addon.coins !== null
          ? `${t('pricing.coins', { count: addon.coins, n: format.number(addon.coins) })} · ${t('pricing.coinNote')}`
          : t('pricing.addonFeature')}
      </p>
    </div>
  );
}

/** /pricing: plans, add-ons, what is free, the VAT note. */
export function Pricing() {
  const { t } = useTranslation('site');
  return (
    <article className={styles.page}>
      <PageHeader title={t('pages.pricing.heading')} lead={t('pages.pricing.lead')}>
        <p className={styles.note}>{t('pricing.presentation')}</p>
      </PageHeader>
      <Section id="plans" title={t('pricing.plansTitle')}>
        <div className={styles.planGrid}>
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
      </Section>
      <Section id="addons" title={t('pricing.addonsTitle')}>
        <div className={styles.grid}>
          {ADDONS.map((addon) => (
            <AddonCard key={addon.id} addon={addon} />
          ))}
        </div>
      </Section>
      <Section id="free" title={t('pricing.freeTitle')}>
        <ul className={styles.checklist}>
          {freeItems.map((id) => (
            <CheckItem key={id}>{t(`pricing.freeItems.${id}`)}</CheckItem>
          ))}
        </ul>
      </Section>
      <p className={styles.callout} role="note">
        {t('pricing.vatNote')}
      </p>
    </article>
  );
}
