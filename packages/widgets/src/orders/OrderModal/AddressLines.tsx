import type { OrderAddress } from '@wasl/api/types';
import * as styles from './OrderModal.css';

/**
 * Address lines 1–3, each in its own direction (customer text). Its own module, shared by the modal
 * and the invoice: the invoice page's chunk then does not pull in the modal's table, select and dialog.
 */
export function AddressLines({ address, emptyText }: { address: OrderAddress; emptyText: string }) {
  const lines = [address.Address_line1, address.Address_line2, address.Address_line3].filter((line) => line.trim() !== '');
  if (lines.length === 0) return <p className={styles.muted}>{emptyText}</p>;
  return (
    <address className={styles.address}>
      {lines.map((line, index) => (
        <span key={index} dir="auto" className={styles.line}>
          {line}
        </span>
      ))}
    </address>
  );
}
