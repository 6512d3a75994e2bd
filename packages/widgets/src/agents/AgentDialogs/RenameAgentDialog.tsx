import { useKeyTranslator } from '@wasl/i18n/typed';
import { useState, type FormEvent } from 'react';
import type { Agent } from '@wasl/api/types';
import { validateAgentName, type ValidationResult } from '@wasl/api/validators';
import { useTranslation } from '@wasl/i18n';
import { Button, Dialog, TextField } from '@wasl/ui';
import * as styles from '../SectionList/SectionList.css';

export interface RenameAgentDialogProps {
  agent: Agent;
  onClose: () => void;
  /** The new name, trimmed and at least 3 characters (SPEC §5). */
  onSubmit: (name: string) => void;
  /** @default false */
  isPending?: boolean;
}

/** Rename an agent: at least 3 characters after trimming, checked on submit. */
export function RenameAgentDialog({ agent, onClose, onSubmit, isPending = false }: RenameAgentDialogProps) {
  const { t } = useTranslation('agents');
  const tAll = useKeyTranslator();
  const [name, setName] = useState(agent.name);
  const [error, setError] = useState<ValidationResult>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAgentName(name);
    setError(found);
    if (!found) onSubmit(name.trim());
  };
  return (
    <Dialog title={t('rename.title')} isOpen onOpenChange={(open) => (open ? undefined : onClose())} isDismissable={!isPending}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t('rename.title')}>
        <TextField
          label={t('rename.name')}
          value={name}
          onChange={(next) => {
            setName(next);
            setError(null);
          }}
          isInvalid={!!error}
          errorMessage={error ? tAll(error) : undefined}
          autoFocus
        />
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onClose} isDisabled={isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" isPending={isPending}>
            {t('rename.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
