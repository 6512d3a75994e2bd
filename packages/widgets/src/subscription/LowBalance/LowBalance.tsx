import { useState, type FormEvent } from 'react';
import type { Subscription } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { Button, Link, NumberField, useFormat } from '@wasl/ui';
import { lowBalances } from '@wasl/api/models';
import * as styles from './LowBalance.css';

export interface LowBalanceAlertFormProps {
  alerts: Subscription['alerts'];
  onSave: (alerts: Subscription['alerts']) => void;
  isSaving?: boolean;
}

const asThreshold = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.round(value)) : null);

/** The low-balance alert the merchant sets: below these conversations left or coins, the dashboard warns. Empty: no alert. */
export function LowBalanceAlertForm({ alerts, onSave, isSaving = false }: LowBalanceAlertFormProps) {
  const { t } = useTranslation('subscription');
  const [wallet, setWallet] = useState<number>(alerts.wallet ?? Number.NaN);
  const [coins, setCoins] = useState<number>(alerts.coins ?? Number.NaN);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ wallet: asThreshold(wallet), coins: asThreshold(coins) });
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="alert-heading">
      <h2 id="alert-heading" className={styles.heading}>
        {t('alerts.title')}
      </h2>
      <p className={styles.note}>{t('alerts.note')}</p>
      <div className={styles.fields}>
        <NumberField label={t('alerts.wallet')} minValue={0} maxValue={10_000_000} value={wallet} onChange={setWallet} hideStepper />
        <NumberField label={t('alerts.coins')} minValue={0} maxValue={10_000_000} value={coins} onChange={setCoins} hideStepper />
        <Button type="submit" variant="secondary" isPending={isSaving}>
          {t('alerts.save')}
        </Button>
      </div>
    </form>
  );
}

export interface LowBalanceNoticeProps {
  subscription: Pick<Subscription, 'wallet' | 'coins' | 'alerts'>;
  /** @default '/subscription' */
  href?: string;
}

/** The dashboard's notice when a balance is below the merchant's alert; nothing otherwise. */
export function LowBalanceNotice({ subscription, href = '/subscription' }: LowBalanceNoticeProps) {
  const { t } = useTranslation('subscription');
  const format = useFormat();
  const low = lowBalances(subscription);
  if (low.length === 0) return null;
  return (
    <div className={styles.notice} role="status" data-testid="low-balance">
      <p className={styles.noticeTitle}>{t('lowBalance.title')}</p>
      {low.map((kind) => (
        <p key={kind} className={styles.text}>
          {t(`lowBalance.${kind}`, {
            count: subscription[kind],
            n: format.number(subscription[kind]),
            alert: format.number(subscription.alerts[kind] ?? 0),
          })}
        </p>
      ))}
      <Link href={href} variant="standalone">
        {t('lowBalance.action')}
      </Link>
    </div>
  );
}
