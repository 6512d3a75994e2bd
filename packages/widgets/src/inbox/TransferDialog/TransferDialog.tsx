import { useState } from 'react';
import type { TransferConversationBody } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { Button, ComboBox, ComboBoxItem, Dialog, Select, SelectItem } from '@wasl/ui';
import { isolate, sectionNames, transferBody, type TransferAgent, type TransferCurrent, type TransferSection } from './transferModel';
import * as styles from './TransferDialog.css';

export interface TransferDialogProps {
  /** The merchant's active agents (`GET …/transfer-targets`). */
  agents: readonly TransferAgent[];
  /** The merchant's sections. */
  sections: readonly TransferSection[];
  /** Where the conversation is now (its agent is left out of the list). */
  current: TransferCurrent;
  /** The customer's name or number, in the title. */
  customer: string;
  isOpen: boolean;
  onClose: () => void;
  /** The body of `POST …/{phone}/transfer`: a named agent and/or a section. */
  onTransfer: (body: TransferConversationBody) => void;
  isPending?: boolean;
  /** Why the last try failed (translated). */
  error?: string;
}

/**
 * Transfer a conversation to a named agent and/or a section (issue 19): a searchable list of the
 * merchant's active agents (their sections and whether they are in service), and a section. Transfer
 * waits for a real move (transferModel.transferBody).
 */
export function TransferDialog({
  agents,
  sections,
  current,
  customer,
  isOpen,
  onClose,
  onTransfer,
  isPending = false,
  error,
}: TransferDialogProps) {
  const { t } = useTranslation('inbox');
  const [agentId, setAgentId] = useState<number | null>(null);
  const [sectionId, setSectionId] = useState<number | null>(null);
  const body = transferBody({ agentId, sectionId }, current);
  const others = agents.filter((agent) => agent.id !== current.agentId);
  const meta = (agent: TransferAgent) =>
    [sectionNames(agent, sections).join(t('transfer.separator')), agent.in_service ? '' : t('transfer.outOfService')]
      .filter(Boolean)
      .join(' · ');

  return (
    <Dialog
      title={t('transfer.title', { name: isolate(customer) })}
      description={t('transfer.description')}
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : onClose())}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onClose}>
            {t('transfer.cancel')}
          </Button>
          <Button isDisabled={body === null} isPending={isPending} onPress={() => body && onTransfer(body)}>
            {t('transfer.submit')}
          </Button>
        </div>
      }
    >
      <div className={styles.body}>
        <ComboBox
          label={t('transfer.agent')}
          description={others.length === 0 ? t('transfer.noAgents') : t('transfer.agentHint')}
          placeholder={t('transfer.agentPlaceholder')}
          defaultItems={others}
          selectedKey={agentId === null ? null : String(agentId)}
          onSelectionChange={(key) => setAgentId(key === null ? null : Number(key))}
          menuTrigger="focus"
        >
          {(agent) => (
            <ComboBoxItem id={String(agent.id)} textValue={agent.name}>
              <span className={styles.option}>
                <bdi className={styles.optionName}>{agent.name}</bdi>
                {meta(agent) && (
                  <span className={styles.optionMeta} dir="auto">
                    {meta(agent)}
                  </span>
                )}
              </span>
            </ComboBoxItem>
          )}
        </ComboBox>
        {sections.length > 0 && (
          <Select
            label={t('transfer.section')}
            placeholder={t('transfer.sectionKeep')}
            selectedKey={sectionId === null ? null : String(sectionId)}
            onSelectionChange={(key) => setSectionId(key === null ? null : Number(key))}
          >
            {sections.map((section) => (
              <SelectItem key={section.id} id={String(section.id)} textValue={section.name}>
                <bdi>{section.name}</bdi>
              </SelectItem>
            ))}
          </Select>
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
