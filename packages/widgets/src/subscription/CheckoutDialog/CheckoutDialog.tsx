import { useState } from 'react';
import { describePurchase, type SandboxCard, type PurchaseRequest } from '@wasl/api/models';
import { useTranslation } from '@wasl/i18n';
import { Button, Dialog, Radio, RadioGroup, useFormat } from '@wasl/ui';
import * as styles from './CheckoutDialog.css';

export interface CheckoutDialogProps {
  /** What is being bought; null: closed. */
  purchase: PurchaseRequest | null;
  /** The sandbox provider's test cards (`SANDBOX_CARDS`); the first is chosen at first. */
  cards: readonly SandboxCard[];
  isPending?: boolean;
  /** Pay with the chosen card's token. */
  onPay: (source: string) => void;
  onClose: () => void;
}

/** The checkout: the item, its price without VAT, the VAT and the total, the (sandbox) card, and Pay. */
export function CheckoutDialog({ purchase, cards, isPending = false, onPay, onClose }: CheckoutDialogProps) {
  const { t, i18n } = useTranslation('subscription');
  const format = useFormat();
  const [source, setSource] = useState(cards[0]?.token ?? '');
  const described = purchase ? describePurchase(purchase) : null;
  const money = (value: number) => format.currency(value, { currency: described?.currency ?? 'SAR' });
  const name = described ? (i18n.language === 'ar' ? described.name_ar : described.name) : '';
  const item = described && purchase?.item === 'coins' ? t('checkout.itemQuantity', { item: name, count: described.quantity }) : name;
  return (
    <Dialog
      title={t('checkout.title', { item })}
      isOpen={described !== null}
      onOpenChange={(open) => !open && onClose()}
      isDismissable={!isPending}
      footer={(close) => (
        <div className={styles.footer}>
          <Button variant="ghost" onPress={close} isDisabled={isPending}>
            {t('checkout.cancel')}
          </Button>
          <Button isPending={isPending} isDisabled={!source} onPress={() => onPay(source)}>
            {t('checkout.pay', { total: described ? money(described.total) : '' })}
          </Button>
        </div>
      )}
    >
      {described ? (
        <div className={styles.body}>
          <dl className={styles.lines}>
            <dt className={styles.term}>{t('checkout.item')}</dt>
            <dd className={styles.amount}>{item}</dd>
            <dt className={styles.term}>{t('checkout.subtotal')}</dt>
            <dd className={styles.amount}>{money(described.subtotal)}</dd>
            <dt className={styles.term}>{t('checkout.vat')}</dt>
            <dd className={styles.amount}>{money(described.vat)}</dd>
            <dt className={`${styles.term} ${styles.total}`}>{t('checkout.total')}</dt>
            <dd className={`${styles.amount} ${styles.total}`}>{money(described.total)}</dd>
          </dl>
          <RadioGroup label={t('checkout.card')} value={source} onChange={setSource} description={t('checkout.sandboxNote')}>
            {cards.map((card) => (
              <Radio key={card.token} value={card.token} description={t(`checkout.outcomes.${card.outcome}`)}>
                {t('checkout.cardLabel', { last4: card.last4 })}
              </Radio>
            ))}
          </RadioGroup>
        </div>
      ) : (
        <span />
      )}
    </Dialog>
  );
}
