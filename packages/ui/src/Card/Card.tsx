import { useId, type ReactNode } from 'react';
import * as styles from './Card.css';

export const cardPaddings = ['none', 'sm', 'md'] as const;
export type CardPadding = (typeof cardPaddings)[number];

export interface CardProps {
  /** A heading for the card; the card becomes a labelled region (`section`) when it has one. */
  title?: string;
  /** @default 3 */
  headingLevel?: 2 | 3 | 4;
  description?: ReactNode;
  /** Actions at the inline end of the header (a menu, a link). */
  actions?: ReactNode;
  /** @default 'md' */
  padding?: CardPadding;
  children?: ReactNode;
  className?: string;
}

/** A bordered surface grouping related content (a chart, a stat, a settings block). */
export function Card({ title, headingLevel = 3, description, actions, padding = 'md', children, className }: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const Element = title ? 'section' : 'div';
  return (
    <Element className={[styles.card({ padding }), className].filter(Boolean).join(' ')} aria-labelledby={title ? headingId : undefined}>
      {title || actions ? (
        <div className={styles.header}>
          <div>
            {title ? (
              <Heading id={headingId} className={styles.title}>
                {title}
              </Heading>
            ) : null}
            {description ? <p className={styles.description}>{description}</p> : null}
          </div>
          {actions}
        </div>
      ) : null}
      {children}
    </Element>
  );
}
