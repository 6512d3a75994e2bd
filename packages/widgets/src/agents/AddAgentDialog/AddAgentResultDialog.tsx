import { useKeyTranslator } from '@wasl/i18n/typed';
import { useTranslation } from '@wasl/i18n';
import { Button, Dialog } from '@wasl/ui';
import { addAgentOutcomeText, type AddAgentOutcome } from '../addAgentOutcome';
import * as styles from './AddAgentDialog.css';

export interface AddAgentResultDialogProps {
  /** What the server answered; null keeps the dialog closed. */
  outcome: AddAgentOutcome | null;
  onClose: () => void;
  /** The invited e-mail, repeated in the success text. */
  email?: string;
}

/**
 * The add-agent result, a dialog of its own (SPEC §8): 'Success!' with the invitation text, or
 * 'Error code {status}' with 'Incorrect password!' (401), 'E-mail already exists' (409) or
 * 'Unknown Error'. An alert dialog: it interrupts, and OK gives focus back.
 */
export function AddAgentResultDialog({ outcome, onClose, email }: AddAgentResultDialogProps) {
  const { t } = useTranslation('agents');
  const tAll = useKeyTranslator();
  if (!outcome) return null;
  const text = addAgentOutcomeText(outcome);
  const status = outcome.kind === 'error' ? outcome.status : 200;
  return (
    <Dialog
      title={tAll(text.title, { status: String(status) })}
      role="alertdialog"
      size="sm"
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      footer={<Button onPress={onClose}>{t('ok')}</Button>}
    >
      <p className={styles.resultBody} data-testid="add-agent-result">
        {tAll(text.body)}
      </p>
      {outcome.kind === 'success' && email ? (
        <p className={styles.resultBody}>
          {t('addAgent.sentTo')} <bdi>{email}</bdi>
        </p>
      ) : null}
    </Dialog>
  );
}
