import { useState } from 'react';
import { ADDONS, PLANS, withVat, coinPacks, type CatalogueAddon, type PurchaseRequest } from '@wasl/api/models';
import type { Subscription } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { Badge, Button, Card, NumberField, useFormat } from '@wasl/ui';
import * as styles from './PlanShop.css';

export interface PlanShopProps {
  /**
   * The merchant's plan and add-ons (which plan is current, which add-ons are owned, when each
   * renews and whether a renewal failed) and whether a card is on file for the renewals.
   */
  subscription: Pick<Subscription, 'plan' | 'addons' | 'card_on_file'>;
  /** Opens the checkout for this purchase. */
  onBuy: (request: PurchaseRequest) => void;
  /** While a payment is in progress every buy button waits. */
  isPending?: boolean;
}

/** Change plan, add-ons and coin packs, from the one catalogue, priced as /pricing shows them (SAR, then with VAT). */
export function PlanShop({ subscription, onBuy, isPending = false }: PlanShopProps) {
  const { t, i18n } = useTranslation(['subscription', 'account']);
  const format = useFormat();
  const name = (item: { name: string; name_ar: string }) => (i18n.language === 'ar' ? item.name_ar : item.name);
  const money = (value: number) => format.currency(value, { currency: 'SAR' });
  const owned = new Map(subscription.addons.map((a) => [a.id, a]));
  const paidPlans = PLANS.filter((plan) => plan.price > 0);
  const features = ADDONS.filter((addon) => addon.coins === null);
  return (
    <>
      <section className={styles.section} aria-labelledby="shop-plans">
        <h2 id="shop-plans" className={styles.heading}>
          {t('plans.title')}
        </h2>
        <p className={styles.note}>{t('plans.note')}</p>
        <div className={styles.grid}>
          {paidPlans.map((plan) => {
            const current = plan.id === subscription.plan.id;
            return (
              <Card
                key={plan.id}
                title={name(plan)}
                actions={current ? <Badge tone="success">{t('plans.current')}</Badge> : undefined}
                footer={
                  <Button
                    variant={current ? 'secondary' : 'primary'}
                    isDisabled={isPending}
                    aria-label={t(current ? 'plans.renewNamed' : 'plans.chooseNamed', { name: name(plan) })}
                    onPress={() => onBuy({ item: 'plan', id: plan.id, quantity: 1 })}
                  >
                    {t(current ? 'plans.renew' : 'plans.choose')}
                  </Button>
                }
              >
                <p className={styles.price}>{t('price.perMonth', { price: money(plan.price) })}</p>
                <p className={styles.priceNote}>{t('price.withVat', { price: money(withVat(plan.price)) })}</p>
                <p className={styles.priceNote}>
                  {t('account:selectPackage.agents', { count: plan.agents })} ·{' '}
                  {t('account:selectPackage.sessions', { count: plan.sessions })}
                </p>
              </Card>
            );
          })}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="shop-addons">
        <h2 id="shop-addons" className={styles.heading}>
          {t('addons.title')}
        </h2>
        <p className={styles.note}>{t('addons.note')}</p>
        <div className={styles.grid}>
          {features.map((addon) => {
            const mine = owned.get(addon.id);
            return (
              <Card
                key={addon.id}
                title={name(addon)}
                footer={
                  mine ? (
                    <OwnedAddonState
                      addon={mine}
                      name={name(addon)}
                      cardOnFile={subscription.card_on_file}
                      isPending={isPending}
                      onRenew={() => onBuy({ item: 'addon', id: addon.id, quantity: 1 })}
                    />
                  ) : (
                    <Button
                      variant="secondary"
                      isDisabled={isPending}
                      aria-label={t('addons.addNamed', { name: name(addon) })}
                      onPress={() => onBuy({ item: 'addon', id: addon.id, quantity: 1 })}
                    >
                      {t('addons.add')}
                    </Button>
                  )
                }
              >
                <p className={styles.price}>{t('price.perMonth', { price: money(addon.price) })}</p>
                <p className={styles.priceNote}>{t('price.withVat', { price: money(withVat(addon.price)) })}</p>
                {addon.feature ? <p className={styles.priceNote}>{t(`account:features.${addon.feature}`)}</p> : null}
              </Card>
            );
          })}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="shop-coins">
        <h2 id="shop-coins" className={styles.heading}>
          {t('coins.title')}
        </h2>
        <p className={styles.note}>{t('coins.note')}</p>
        <div className={styles.grid}>
          {coinPacks().map((pack) => (
            <CoinPack key={pack.id} pack={pack} name={name(pack)} isPending={isPending} onBuy={onBuy} />
          ))}
        </div>
        <p className={styles.note}>{t('price.vatNote')}</p>
      </section>
    </>
  );
}

/**
 * An owned add-on: since when, the next monthly renewal (ADR 024), and while a renewal has failed,
 * why, the day it stops, and "Renew now" (the same checkout as buying it).
 */
function OwnedAddonState({
  addon,
  name,
  cardOnFile,
  isPending,
  onRenew,
}: {
  addon: Subscription['addons'][number];
  name: string;
  cardOnFile: boolean;
  isPending: boolean;
  onRenew: () => void;
}) {
  const { t } = useTranslation('subscription');
  const format = useFormat();
  return (
    <div className={styles.owned}>
      <p className={styles.priceNote}>{t('addons.owned', { date: format.date(addon.since) })}</p>
      {addon.past_due ? (
        <>
          <p className={styles.pastDue}>
            {t('addons.pastDue', {
              reason: t(`addons.renewalFailures.${addon.past_due.reason}`),
              date: format.date(addon.past_due.lapses_on),
            })}
          </p>
          <Button variant="primary" isDisabled={isPending} aria-label={t('addons.renewNamed', { name })} onPress={onRenew}>
            {t('addons.renew')}
          </Button>
        </>
      ) : (
        <p className={styles.priceNote}>
          {t(cardOnFile ? 'addons.renewsOn' : 'addons.renewsOnNoCard', { date: format.date(addon.renews_on) })}
        </p>
      )}
    </div>
  );
}

function CoinPack({
  pack,
  name,
  isPending,
  onBuy,
}: {
  pack: CatalogueAddon;
  name: string;
  isPending: boolean;
  onBuy: PlanShopProps['onBuy'];
}) {
  const { t } = useTranslation('subscription');
  const format = useFormat();
  const [quantity, setQuantity] = useState(1);
  const money = (value: number) => format.currency(value, { currency: pack.currency });
  return (
    <Card title={name}>
      <p className={styles.price}>{t('price.once', { price: money(pack.price) })}</p>
      <p className={styles.priceNote}>{t('price.withVat', { price: money(withVat(pack.price)) })}</p>
      <div className={styles.actions}>
        <NumberField
          label={t('coins.quantity', { name })}
          minValue={1}
          maxValue={1000}
          value={quantity}
          onChange={(value) => setQuantity(Number.isInteger(value) && value > 0 ? value : 1)}
        />
        <Button
          variant="secondary"
          isDisabled={isPending}
          aria-label={t('coins.buyNamed', { name })}
          onPress={() => onBuy({ item: 'coins', id: pack.id, quantity })}
        >
          {t('coins.buy')}
        </Button>
      </div>
    </Card>
  );
}
