import type { ReactNode } from 'react';
import * as styles from './Facts.css';

/** Labelled values in a grid of columns that wrap (an order's summary, a campaign's pre-flight). */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className={styles.facts}>{children}</dl>;
}

export interface FactProps {
  label: string;
  children: ReactNode;
  /** A figure to read first (pre-flight counts): the value in the semibold weight. */
  emphasised?: boolean;
  /** More `<dd>`s under the value (a note, a breakdown). */
  details?: ReactNode;
}

export function Fact({ label, children, emphasised = false, details }: FactProps) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{label}</dt>
      <dd className={emphasised ? `${styles.value} ${styles.emphasised}` : styles.value}>{children}</dd>
      {details}
    </div>
  );
}
