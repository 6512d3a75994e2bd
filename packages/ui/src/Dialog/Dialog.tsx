import { useId, type ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { X } from 'lucide-react';
import { useTranslation } from '@wasl/i18n';
import { Button } from '../Button';
import * as overlay from './overlay.css';
import * as styles from './Dialog.css';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];

/** Content that may need the dialog's `close` function (e.g. a Cancel button). */
export type DialogContent = ReactNode | ((close: () => void) => ReactNode);

export interface DialogProps {
  /** The heading; it also names the dialog for screen readers. */
  title: string;
  /** A short line under the title, announced as the dialog's description. */
  description?: string;
  /** The body. A function receives `close`. */
  children: DialogContent;
  /** Actions at the end of the dialog (Cancel, Save). A function receives `close`. */
  footer?: DialogContent;
  /** @default 'md' */
  size?: DialogSize;
  /** Whether a press outside closes the dialog (Escape always closes it). @default true */
  isDismissable?: boolean;
  /** Hide the × button (keep another way to close it in the footer). @default false */
  hideCloseButton?: boolean;
  /** Controlled open state, for dialogs opened without a `DialogTrigger`. */
  isOpen?: boolean;
  /** Open on first render (uncontrolled). */
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** `alertdialog` for confirmations that interrupt the user. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

const render = (content: DialogContent | undefined, close: () => void) => (typeof content === 'function' ? content(close) : content);

/**
 * A modal dialog: title, body and footer actions. Put it inside a `DialogTrigger` next to the
 * button that opens it, or control it with `isOpen`. react-aria traps focus inside, closes it on
 * Escape and gives focus back to the trigger.
 */
export function Dialog({
  title,
  description,
  children,
  footer,
  size = 'md',
  isDismissable = true,
  hideCloseButton = false,
  isOpen,
  defaultOpen,
  onOpenChange,
  role = 'dialog',
  className,
}: DialogProps) {
  const { t } = useTranslation('overlays');
  const descriptionId = useId();
  return (
    <ModalOverlay
      className={overlay.backdrop}
      isDismissable={isDismissable}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      <Modal className={[styles.modal({ size }), className].filter(Boolean).join(' ')}>
        <AriaDialog className={styles.dialog} role={role} aria-describedby={description ? descriptionId : undefined}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <div className={styles.headerText}>
                  <Heading slot="title" className={overlay.title}>
                    {title}
                  </Heading>
                  {description ? (
                    <p id={descriptionId} className={styles.description}>
                      {description}
                    </p>
                  ) : null}
                </div>
                {hideCloseButton ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    className={styles.closeButton}
                    aria-label={t('close')}
                    icon={<X size={18} />}
                    onPress={close}
                  />
                )}
              </div>
              <div className={styles.body}>{render(children, close)}</div>
              {footer ? <div className={styles.footer}>{render(footer, close)}</div> : null}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';
