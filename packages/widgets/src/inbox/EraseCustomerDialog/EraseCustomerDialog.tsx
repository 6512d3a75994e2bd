import { useId } from 'react';
import { erasedCustomerData, INVOICE_RETENTION_YEARS, keptCustomerData } from '@wasl/api/models';
import { useTranslation } from '@wasl/i18n';
import { AlertDialog } from '@wasl/ui';
import { isolate } from '../TransferDialog/transferModel';
import * as styles from './EraseCustomerDialog.css';

export interface EraseCustomerDialogProps {
  /** The customer's name or number, in the title. */
  customer: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * Erase with the merchant's password (`POST …/customers/{phone}/erase`). Resolve to close the
   * dialog; reject to keep it open with `error`.
   */
  onErase: (password: string) => Promise<void>;
  /** Why the last try failed (translated), e.g. an incorrect password. */
  error?: string | undefined;
}

/**
 * Erase one customer's data (issue 23, PDPL): says what is deleted and what is kept and why (orders
 * are invoices, kept INVOICE_RETENTION_YEARS without the customer's name, phone or addresses), and
 * asks for the merchant's password. A danger confirmation: Escape or Cancel close it, focus starts
 * in the password field, and Erase stays disabled until a password is typed.
 */
export function EraseCustomerDialog({ customer, isOpen, onOpenChange, onErase, error }: EraseCustomerDialogProps) {
  const { t } = useTranslation('inbox');
  const deletedId = useId();
  const keptId = useId();
  return (
    <AlertDialog
      title={t('customerData.eraseTitle', { name: isolate(customer) })}
      tone="danger"
      confirmLabel={t('customerData.confirm')}
      requirePassword
      passwordLabel={t('customerData.password')}
      passwordError={error}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onConfirm={(password) => onErase(password ?? '')}
    >
      <div className={styles.body}>
        <p className={styles.paragraph}>{t('customerData.eraseIntro')}</p>
        <h3 id={deletedId} className={styles.heading}>
          {t('customerData.deletedHeading')}
        </h3>
        <ul className={styles.list} aria-labelledby={deletedId}>
          {erasedCustomerData.map((kind) => (
            <li key={kind}>{t(`customerData.kinds.${kind}`)}</li>
          ))}
        </ul>
        <h3 id={keptId} className={styles.heading}>
          {t('customerData.keptHeading')}
        </h3>
        <ul className={styles.list} aria-labelledby={keptId}>
          {keptCustomerData.map((kind) => (
            <li key={kind}>{t(`customerData.kinds.${kind}`)}</li>
          ))}
        </ul>
        <p className={styles.muted}>{t('customerData.keptWhy', { count: INVOICE_RETENTION_YEARS })}</p>
      </div>
    </AlertDialog>
  );
}
