import type { ReactNode } from 'react';
import type { StatusTone } from '@wasl/tokens';
import * as styles from './Badge.css';

export const badgeSizes = ['sm', 'md'] as const;
export type BadgeSize = (typeof badgeSizes)[number];

export interface BadgeProps {
  /** The status tone from the tokens: one meaning per colour across badges, charts and timelines. @default 'neutral' */
  tone?: StatusTone;
  /** @default 'md' */
  size?: BadgeSize;
  /** Show a dot in the tone's colour before the text. @default false */
  dot?: boolean;
  /** The text; always present, colour alone never carries the meaning. */
  children: ReactNode;
  className?: string;
}

/** A short, non-interactive label in a status tone (counts, "New", plan names). */
export function Badge({ tone = 'neutral', size = 'md', dot = false, children, className }: BadgeProps) {
  return (
    <span className={[styles.badge({ tone, size }), className].filter(Boolean).join(' ')} data-tone={tone}>
      {dot ? <span className={styles.dot} aria-hidden="true" /> : null}
      {children}
    </span>
  );
}
