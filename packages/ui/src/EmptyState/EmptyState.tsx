import type { ReactNode } from 'react';
import { Inbox } from '../Icon/glyphs';
import { Icon, type IconGlyph } from '../Icon';
import * as styles from './EmptyState.css';

export const emptyStateHeadingLevels = [1, 2, 3, 4] as const;

export interface EmptyStateProps {
  /** What is empty, in a few words ("No orders this month"). */
  title: string;
  /** Why it is empty and what to do about it. */
  description?: ReactNode;
  /** The next action: usually one Button or Link. */
  action?: ReactNode;
  /** @default Inbox */
  icon?: IconGlyph;
  /** Heading level of the title, to fit the page outline. @default 3 */
  headingLevel?: (typeof emptyStateHeadingLevels)[number];
  className?: string;
}

/** What a list, table or page shows when it has nothing yet: an explanation and the next action. */
export function EmptyState({ title, description, action, icon = Inbox, headingLevel = 3, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-empty-state="">
      <span className={styles.icon}>
        <Icon icon={icon} size={20} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
