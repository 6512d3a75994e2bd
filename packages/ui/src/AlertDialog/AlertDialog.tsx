import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { AlertTriangle, HelpCircle } from 'lucide-react';
import { useTranslation } from '@wasl/i18n';
import { Button } from '../Button';
import { TextField } from '../TextField';
import * as overlay from '../Dialog/overlay.css';
import { modal } from '../Dialog/Dialog.css';
import * as styles from './AlertDialog.css';

export const alertDialogTones = ['primary', 'danger'] as const;
export type AlertDialogTone = (typeof alertDialogTones)[number];

export interface AlertDialogProps {
  /** The question, e.g. "Log out?". It names the dialog. */
  title: string;
  /** What happens if the user confirms; announced as the dialog's description. */
  children: ReactNode;
  /** The confirming action's label, a verb ("Log out", "Pause campaign"). */
  confirmLabel: string;
  /** @default the translated "Cancel" */
  cancelLabel?: string;
  /** `danger` for destructive or irreversible actions. @default 'primary' */
  tone?: AlertDialogTone;
  /**
   * Called on confirm, with the typed password when `requirePassword` is set. Return a promise to
   * show a pending state; the dialog closes when it resolves and stays open if it rejects (show
   * the reason through `passwordError`).
   */
  onConfirm: (password?: string) => void | Promise<void>;
  onCancel?: () => void;
  /** Ask for the account password before confirming (API keys, removing an agent; SPEC §5). @default false */
  requirePassword?: boolean;
  /** @default the translated "Your password" */
  passwordLabel?: string;
  /** A translated error under the password field, e.g. a wrong password from the server. */
  passwordError?: string;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A confirmation that interrupts: logout, pause/resume, and password-confirmed actions.
 * It is not dismissed by a press outside; Escape and Cancel close it. Focus starts on Cancel
 * (or on the password field), so a stray Enter never confirms a destructive action.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  onConfirm,
  onCancel,
  requirePassword = false,
  passwordLabel,
  passwordError,
  isOpen,
  defaultOpen,
  onOpenChange,
}: AlertDialogProps) {
  const { t } = useTranslation('overlays');
  const messageId = useId();
  const [password, setPassword] = useState('');
  const [isPending, setPending] = useState(false);
  const canConfirm = !requirePassword || password.length > 0;

  const reset = (open: boolean) => {
    if (!open) setPassword('');
    onOpenChange?.(open);
  };

  return (
    <ModalOverlay className={overlay.backdrop} isDismissable={false} isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={reset}>
      <Modal className={modal({ size: 'sm' })}>
        <AriaDialog role="alertdialog" aria-describedby={messageId}>
          {({ close }) => {
            const submit = async (event: FormEvent) => {
              event.preventDefault();
              if (!canConfirm || isPending) return;
              const result = onConfirm(requirePassword ? password : undefined);
              if (result && typeof result.then === 'function') {
                setPending(true);
                try {
                  await result;
                } catch {
                  // The caller reports the reason (passwordError); the dialog stays open.
                  return;
                } finally {
                  setPending(false);
                }
              }
              close();
            };
            return (
              <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
                <div className={styles.header}>
                  <span className={styles.toneIcon} data-tone={tone} aria-hidden="true">
                    {tone === 'danger' ? <AlertTriangle size={18} /> : <HelpCircle size={18} />}
                  </span>
                  <Heading slot="title" className={overlay.title}>
                    {title}
                  </Heading>
                </div>
                <div className={styles.body}>
                  <div id={messageId} className={styles.message}>
                    {children}
                  </div>
                  {requirePassword ? (
                    <TextField
                      label={passwordLabel ?? t('alert.passwordLabel')}
                      type="password"
                      autoComplete="current-password"
                      inputDir="ltr"
                      autoFocus
                      value={password}
                      onChange={setPassword}
                      isInvalid={Boolean(passwordError)}
                      errorMessage={passwordError}
                      validationBehavior="aria"
                    />
                  ) : null}
                </div>
                <div className={styles.footer}>
                  <Button
                    variant="secondary"
                    autoFocus={!requirePassword}
                    isDisabled={isPending}
                    onPress={() => {
                      onCancel?.();
                      close();
                    }}
                  >
                    {cancelLabel ?? t('cancel')}
                  </Button>
                  <Button type="submit" variant={tone === 'danger' ? 'danger' : 'primary'} isDisabled={!canConfirm} isPending={isPending}>
                    {confirmLabel}
                  </Button>
                </div>
              </form>
            );
          }}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
