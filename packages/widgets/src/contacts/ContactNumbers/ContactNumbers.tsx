import { useState, type ReactNode } from 'react';
import { onboardingSteps } from '@wasl/api/models';
import type { ContactNumber } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { useServerMessage } from '@wasl/i18n/typed';
import { AlertDialog, Badge, Button, EmptyState, Skeleton } from '@wasl/ui';
import { DomainStatusPill } from '../../DomainStatusPill';
import * as styles from './ContactNumbers.css';

export interface ContactNumbersProps {
  /** The merchant's numbers; `undefined` while the first answer loads. */
  numbers?: readonly ContactNumber[];
  /** Shown instead of the list when it could not be loaded (the screen's error state with its retry). */
  error?: ReactNode;
  /** Removes a number once the merchant confirmed; a rejected promise keeps the dialog open. */
  onRemove: (number: ContactNumber) => void | Promise<void>;
  /** The number being removed (its button shows as busy). */
  removingId?: number;
  /** The empty state's next action ("Add a number"). */
  emptyAction?: ReactNode;
}

/**
 * The business numbers (SPEC §2 Contacts, §3 "Contact number"): type, number, phone number id and
 * business account id (Meta's), template, approved or pending with the onboarding's step, and the
 * number's messaging limit tier and quality rating. Ids and numbers are user-facing data in `<bdi>`.
 * Removing asks first.
 */
export function ContactNumbers({ numbers, error, onRemove, removingId, emptyAction }: ContactNumbersProps) {
  const { t } = useTranslation('contacts');
  const serverMessage = useServerMessage();
  const [confirming, setConfirming] = useState<ContactNumber | null>(null);

  if (error) return <>{error}</>;
  if (!numbers)
    return (
      <ul className={styles.list} aria-busy="true" aria-label={t('numbers.listLabel')}>
        {[0, 1].map((row) => (
          <li key={row} className={styles.item}>
            <Skeleton width="30%" />
            <Skeleton lines={2} />
          </li>
        ))}
      </ul>
    );
  if (numbers.length === 0)
    return <EmptyState headingLevel={2} title={t('numbers.emptyTitle')} description={t('numbers.emptyBody')} action={emptyAction} />;

  return (
    <>
      <ul className={styles.list} aria-label={t('numbers.listLabel')}>
        {numbers.map((number) => (
          <li key={number.id} className={styles.item}>
            <div className={styles.head}>
              <h2 className={styles.phone}>
                <bdi dir="ltr">{number.phone}</bdi>
              </h2>
              <Badge tone="neutral">{t(`numbers.types.${number.type}`)}</Badge>
              <DomainStatusPill domain="approval" status={number.status} size="sm" />
              {number.onboarding.mode === 'sandbox' ? <Badge tone="info">{t('numbers.modes.sandbox')}</Badge> : null}
              <Button
                variant="ghost"
                size="sm"
                className={styles.remove}
                aria-label={t('numbers.removeNamed', { phone: number.phone })}
                isPending={removingId === number.id}
                onPress={() => setConfirming(number)}
              >
                {t('numbers.remove')}
              </Button>
            </div>
            {number.status === 'pending' ? (
              <p className={number.onboarding.error ? styles.stopped : styles.progress}>
                {number.onboarding.error
                  ? `${t('numbers.stopped')}: ${serverMessage(number.onboarding.error)}`
                  : t('numbers.inProgress', {
                      step: Math.min(number.onboarding.done + 1, onboardingSteps.length),
                      total: onboardingSteps.length,
                    })}
              </p>
            ) : null}
            <dl className={styles.facts}>
              <Fact label={t('numbers.phoneId')} value={number.phone_id} none={t('numbers.none')} />
              <Fact label={t('numbers.businessAccountId')} value={number.business_account_id} none={t('numbers.none')} />
              <Fact label={t('numbers.template')} value={number.template} none={t('numbers.none')} />
              <Fact label={t('numbers.category')} value={number.business_category} none={t('numbers.none')} />
              <Fact
                label={t('numbers.tier')}
                value={number.messaging_limit_tier ? t(`numbers.tiers.${number.messaging_limit_tier}`) : null}
                none={t('numbers.none')}
                plain
              />
              <div className={styles.fact}>
                <dt className={styles.label}>{t('numbers.quality')}</dt>
                <dd className={styles.value}>
                  {number.quality_rating ? (
                    <Badge tone={qualityTone[number.quality_rating]} dot>
                      {t(`numbers.qualities.${number.quality_rating}`)}
                    </Badge>
                  ) : (
                    t('numbers.none')
                  )}
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <AlertDialog
        title={t('numbers.removeTitle')}
        tone="danger"
        confirmLabel={t('numbers.removeConfirm')}
        cancelLabel={t('numbers.cancel')}
        isOpen={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        onConfirm={() => (confirming ? onRemove(confirming) : undefined)}
      >
        {confirming ? <p className={styles.confirm}>{t('numbers.removeBody', { phone: '\u2068' + confirming.phone + '\u2069' })}</p> : null}
      </AlertDialog>
    </>
  );
}

const qualityTone = { GREEN: 'success', YELLOW: 'warning', RED: 'danger', UNKNOWN: 'neutral' } as const;

/** One labelled fact; ids and names are the merchant's data, in `<bdi>` so their direction stays their own. */
function Fact({ label, value, none, plain = false }: { label: string; value: string | null; none: string; plain?: boolean }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value === null || value === '' ? none : plain ? value : <bdi>{value}</bdi>}</dd>
    </div>
  );
}
