import type { ReactNode } from 'react';
import type { Section } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { Button, EmptyState, Skeleton } from '@wasl/ui';
import { SectionTag } from '../AgentTable/SectionTag';
import * as styles from './SectionList.css';

export interface SectionListProps {
  sections: readonly Section[];
  /** How many agents serve each section (by id). */
  agentCounts?: Readonly<Record<number, number>>;
  onEdit: (section: Section) => void;
  onDelete: (section: Section) => void;
  /** @default false */
  isLoading?: boolean;
  /** The empty state's action (create the first section), or the upgrade message. */
  emptyAction?: ReactNode;
}

/** The sections (SPEC §3): colour, name, hours, and Edit / Delete per section. Tab moves through the actions. */
export function SectionList({ sections, agentCounts = {}, onEdit, onDelete, isLoading = false, emptyAction }: SectionListProps) {
  const { t } = useTranslation('agents');
  if (isLoading) return <Skeleton lines={3} />;
  if (sections.length === 0)
    return <EmptyState title={t('section.emptyTitle')} description={t('section.emptyText')} action={emptyAction} headingLevel={3} />;
  return (
    <ul className={styles.list} aria-label={t('section.listLabel')}>
      {sections.map((section) => (
        <li key={section.id} className={styles.item}>
          <div className={styles.itemText}>
            <SectionTag section={section} />
            <span className={styles.meta}>
              {t('section.hours', { start: section.start, end: section.end })} ·{' '}
              {t('section.agentCount', { count: agentCounts[section.id] ?? 0 })}
            </span>
          </div>
          <div className={styles.itemActions}>
            <Button variant="secondary" size="sm" onPress={() => onEdit(section)} aria-label={t('section.editOf', { name: section.name })}>
              {t('section.edit')}
            </Button>
            <Button variant="ghost" size="sm" onPress={() => onDelete(section)} aria-label={t('section.deleteOf', { name: section.name })}>
              {t('section.delete')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
