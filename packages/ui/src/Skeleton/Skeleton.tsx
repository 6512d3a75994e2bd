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
  className?: string;
}

/**
 * A placeholder shaped like the content that is loading. Hidden from screen readers: the region
 * that is loading announces it once (`aria-busy`, a "Loading…" label), not every bar.
 */
export function Skeleton({ shape = 'text', width = '100%', height, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={[styles.skeleton({ shape }), className].filter(Boolean).join(' ')}
      style={{ inlineSize: width, blockSize: height }}
    />
  );
}
