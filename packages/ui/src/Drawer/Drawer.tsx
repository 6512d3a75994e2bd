import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { X } from 'lucide-react';
import { useTranslation } from '@wasl/i18n';
import { Button } from '../Button';
import * as styles from './Drawer.css';

export const drawerSides = ['start', 'end'] as const;
export type DrawerSide = (typeof drawerSides)[number];

export interface DrawerProps {
  /** The heading that names the panel (e.g. the product name over the navigation). */
  title: string;
  /** The panel content. A function receives `close` (e.g. close after a link is followed). */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** The edge it slides from; `start` is the left in English and the right in Arabic. @default 'start' */
  side?: DrawerSide;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  className?: string;
}

/**
 * A modal panel that slides in from the inline-start edge: the sidebar navigation below the
 * tablet breakpoint, or a filter panel. Put it in a `DialogTrigger` or control it with `isOpen`.
 * Escape, the close button or a press on the backdrop close it; focus returns to the trigger.
 */
export function Drawer({ title, children, side = 'start', isOpen, defaultOpen, onOpenChange, className }: DrawerProps) {
  const { t } = useTranslation('overlays');
  return (
    <ModalOverlay className={styles.backdrop} isDismissable isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Modal className={[styles.panel({ side }), className].filter(Boolean).join(' ')} data-side={side}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                <Button variant="ghost" size="sm" aria-label={t('drawer.close')} icon={<X size={18} />} onPress={close} />
              </div>
              <div className={styles.body}>{typeof children === 'function' ? children(close) : children}</div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
