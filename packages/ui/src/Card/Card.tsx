import { useId, type ReactNode } from 'react';
import { PlainLink } from '../Link';
import * as styles from './Card.css';

export const cardPaddings = ['none', 'sm', 'md'] as const;
export type CardPadding = (typeof cardPaddings)[number];

export interface CardProps {
  /** A heading for the card; the card becomes a labelled region (`section`) when it has one. */
  title?: string;
  /** @default 3 */
  headingLevel?: 2 | 3 | 4;
  description?: ReactNode;
  /** Actions at the inline end of the header (a menu, a link). They stay separately clickable on an interactive card. */
  actions?: ReactNode;
  /** A row under the content, set off by a rule: a "View all" link, secondary buttons, a last-updated note. */
  footer?: ReactNode;
  /**
   * Makes the whole card open this address (a detail page). The title becomes the link, so screen
   * readers hear one short link name rather than the whole card, and its hit area is stretched over
   * the card; `actions` and `footer` stay on top and keep their own behaviour. Needs a `title`.
   * Links go through react-aria's `RouterProvider`.
   */
  href?: string;
  /** @default 'md' */
  padding?: CardPadding;
  children?: ReactNode;
  className?: string;
}

/** A bordered surface grouping related content (a chart, a stat, a settings block). */
export function Card({ title, headingLevel = 3, description, actions, footer, href, padding = 'md', children, className }: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const Element = title ? 'section' : 'div';
  const interactive = Boolean(href && title);
  if (href && !title && import.meta.env?.DEV) console.warn('Card: an interactive card (href) needs a title to name its link');
  return (
    <Element
      className={[styles.card({ padding, interactive }), className].filter(Boolean).join(' ')}
      aria-labelledby={title ? headingId : undefined}
      data-interactive={interactive || undefined}
    >
      {title || actions ? (
        <div className={styles.header}>
          <div>
            {title ? (
              <Heading id={headingId} className={styles.title}>
                {interactive ? (
                  <PlainLink href={href} className={styles.titleLink} data-card-link="">
                    {title}
                  </PlainLink>
                ) : (
                  title
                )}
              </Heading>
            ) : null}
            {description ? <p className={styles.description}>{description}</p> : null}
          </div>
          {actions ? <div className={styles.raised}>{actions}</div> : null}
        </div>
      ) : null}
      {children}
      {footer ? <div className={[styles.footer, styles.raised].join(' ')}>{footer}</div> : null}
    </Element>
  );
}
