import { useAtomValue } from 'jotai';
import { Check } from 'lucide-react';
import { useTranslation } from '@wasl/i18n';
import { Button, Card, useFormat } from '@wasl/ui';
import { ErrorState } from '../../shell/ErrorState';
import { PageSkeleton } from '../../shell/PageSkeleton';
import { packagesAtom, selectPackage } from '../../state/account';
import { useMutation } from '../../state/mutation';
import { localeAtom } from '../../state/preferences';
import { useResource } from '../../state/useResource';
import { FormAlert } from '../FormAlert';
import * as styles from '../screens.css';

/** Onboarding step 2 (Level 1 → 2): the plans of GET /packages, with the free trial and no card. */
export function SelectPackage() {
  const { t } = useTranslation('account');
  const packages = useResource(packagesAtom);
  const locale = useAtomValue(localeAtom);
  const format = useFormat();
  // The new Level (the header refetched) moves the guard on to the dashboard.
  const { run, pending, errorKey } = useMutation(selectPackage);

  if (packages.status === 'loading') return <PageSkeleton kind="cards" />;
  if (packages.status === 'error') return <ErrorState messageKey={packages.messageKey} onRetry={packages.retry} headingLevel={1} />;
  const { plans, free_trial_months: months } = packages.data;

  return (
    <section className={styles.page} aria-labelledby="page-heading">
      <h1 id="page-heading" className={styles.heading}>
        {t('selectPackage.title')}
      </h1>
      <p className={styles.trial}>{t('selectPackage.trial', { count: months })}</p>
      <FormAlert messageKey={errorKey} />
      <div className={styles.plans}>
        {plans.map((plan) => (
          <Card
            key={plan.id}
            title={locale === 'ar' ? plan.name_ar : plan.name}
            headingLevel={2}
            footer={
              <Button
                isPending={pending}
                onPress={() => void run(plan.id)}
                aria-label={t('selectPackage.chooseNamed', { name: locale === 'ar' ? plan.name_ar : plan.name })}
              >
                {t('selectPackage.choose')}
              </Button>
            }
          >
            <p className={styles.planPrice}>
              {t('selectPackage.price', { price: format.currency(plan.price, { currency: plan.currency }) })}
            </p>
            <ul className={styles.featureList}>
              <li>{t('selectPackage.agents', { count: plan.agents })}</li>
              <li>{t('selectPackage.sessions', { count: plan.sessions })}</li>
              <li>{t('selectPackage.campaigns', { count: plan.campaign_limit })}</li>
              <li>{t('selectPackage.flowNodes', { count: plan.flow_nodes })}</li>
              {plan.features.map((feature) => (
                <li key={feature}>
                  <Check size={14} aria-hidden="true" /> {t(`features.${feature}`)}
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
      {plans.length === 0 ? <p className={styles.muted}>{t('selectPackage.none')}</p> : null}
    </section>
  );
}
