import { purchasePrice, upgradeOffer, type UpgradeReason } from '@wasl/api/models';
import { useTranslation } from '@wasl/i18n';
import { Button, Dialog, Link, useFormat } from '@wasl/ui';
import * as styles from './UpgradeDialog.css';

export interface UpgradeDialogProps {
  /** Why it opens (a feature outside the plan, a limit reached); null: closed. */
  reason: UpgradeReason | null;
  /** The merchant's current plan id, so the offer is a higher plan and names what it adds. */
  currentPlanId?: string | null;
  onClose: () => void;
  /** Where plans are bought. @default '/subscription' */
  href?: string;
}

/**
 * SPEC §6's one upgrade dialog, for every plan-gated feature and limit: what is missing, the cheapest
 * higher plan of the catalogue with its price (VAT included) and what it brings, the add-on that sells
 * the feature alone, and the way to /subscription.
 */
export function UpgradeDialog({ reason, currentPlanId, onClose, href = '/subscription' }: UpgradeDialogProps) {
  const { t, i18n } = useTranslation(['subscription', 'account']);
  const format = useFormat();
  const shown = reason ?? { kind: 'feature', feature: 'campaigns' };
  const offer = upgradeOffer(shown, currentPlanId);
  const name = (item: { name: string; name_ar: string }) => (i18n.language === 'ar' ? item.name_ar : item.name);
  const money = (value: number) => format.currency(value, { currency: 'SAR' });
  const featureName = shown.kind === 'feature' ? t(`account:features.${shown.feature}`) : '';
  return (
    <Dialog
      title={shown.kind === 'feature' ? t('upgrade.featureTitle', { feature: featureName }) : t('upgrade.limitTitle')}
      size="sm"
      isOpen={reason !== null}
      onOpenChange={(open) => !open && onClose()}
      footer={(close) => (
        <div className={styles.footer}>
          <Button variant="ghost" onPress={close}>
            {t('upgrade.close')}
          </Button>
          <Link href={href} variant="standalone" onPress={close}>
            {t('upgrade.action')}
          </Link>
        </div>
      )}
    >
      <div className={styles.body} data-testid="upgrade-dialog">
        <p className={styles.text}>
          {shown.kind === 'feature'
            ? t('upgrade.feature', { feature: featureName })
            : t(`upgrade.limits.${shown.limit}`, { count: shown.allowed })}
        </p>
        {offer.plan ? (
          <>
            <p className={styles.text}>
              {t('upgrade.brings', { plan: name(offer.plan), price: money(purchasePrice('plan', offer.plan.id)!.total) })}
            </p>
            <ul className={styles.gains}>
              {offer.gains.agents !== null ? <li>{t('upgrade.agents', { count: offer.gains.agents })}</li> : null}
              {offer.gains.sections !== null ? <li>{t('upgrade.sections', { count: offer.gains.sections })}</li> : null}
              {offer.gains.campaigns !== null ? <li>{t('upgrade.campaigns', { count: offer.gains.campaigns })}</li> : null}
              {offer.gains.flowNodes !== null ? <li>{t('upgrade.flowNodes', { count: offer.gains.flowNodes })}</li> : null}
              {offer.gains.features.map((feature) => (
                <li key={feature}>{t(`account:features.${feature}`)}</li>
              ))}
            </ul>
          </>
        ) : (
          <p className={styles.text}>{t('upgrade.none')}</p>
        )}
        {offer.addon ? (
          <p className={styles.muted}>
            {t('upgrade.addon', { name: name(offer.addon), price: money(purchasePrice('addon', offer.addon.id)!.total) })}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
