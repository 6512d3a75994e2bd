import type { Agent, Section } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { Button, Checkbox, Dialog, EmptyState } from '@wasl/ui';
import { SectionTag } from '../AgentTable/SectionTag';
import * as styles from '../SectionList/SectionList.css';

export interface AgentSectionsDialogProps {
  agent: Agent;
  sections: readonly Section[];
  onClose: () => void;
  /** Assign (`true`) or unassign (`false`) the agent (form `agent_id`, `section_id`). */
  onToggle: (section: Section, assigned: boolean) => void;
  /** The section being saved (its box waits). */
  pendingSectionId?: number | null;
}

/** The sections an agent serves: one checkbox per section; each change is saved at once. */
export function AgentSectionsDialog({ agent, sections, onClose, onToggle, pendingSectionId = null }: AgentSectionsDialogProps) {
  const { t } = useTranslation('agents');
  return (
    <Dialog
      title={t('assign.title', { name: agent.name })}
      description={t('assign.description')}
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      footer={<Button onPress={onClose}>{t('done')}</Button>}
    >
      {sections.length === 0 ? (
        <EmptyState title={t('section.emptyTitle')} description={t('section.emptyText')} headingLevel={3} />
      ) : (
        <ul className={styles.list} aria-label={t('section.listLabel')}>
          {sections.map((section) => (
            <li key={section.id}>
              <Checkbox
                isSelected={agent.section.includes(section.id)}
                isDisabled={pendingSectionId === section.id}
                onChange={(assigned) => onToggle(section, assigned)}
              >
                <SectionTag section={section} />
              </Checkbox>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
