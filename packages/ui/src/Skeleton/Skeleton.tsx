import type { CSSProperties } from 'react';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'block', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  /** `text` is one line of text high; `block` takes the size you give; `circle` for avatars. @default 'text' */
  shape?: SkeletonShape;
  /** CSS inline size (width), e.g. `'60%'` or `120`. @default '100%' */
  width?: CSSProperties['inlineSize'];
  /** CSS block size (height); `text` sets its own. */
  height?: CSSProperties['blockSize'];
  /**
   * For `text`: how many lines, like a paragraph loading; the last one is shorter (60 % of `width`),
   * so the block reads as text rather than as a table. @default 1
   */
  lines?: number;
  className?: string;
}

/**
 * A placeholder shaped like the content that is loading. Hidden from screen readers: the region
 * that is loading announces it once (`aria-busy`, a "Loading…" label), not every bar.
 */
export function Skeleton({ shape = 'text', width = '100%', height, lines = 1, className }: SkeletonProps) {
  const classes = [styles.skeleton({ shape }), className].filter(Boolean).join(' ');
  const count = shape === 'text' ? Math.max(1, Math.floor(lines)) : 1;
  if (count === 1) {
    return <span aria-hidden="true" data-skeleton="" className={classes} style={{ inlineSize: width, blockSize: height }} />;
  }
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      data-lines={count}
      className={[styles.lines, className].filter(Boolean).join(' ')}
      style={{ inlineSize: width }}
    >
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={styles.skeleton({ shape: 'text' })} style={{ inlineSize: index === count - 1 ? '60%' : '100%' }} />
      ))}
    </span>
  );
}
