import type { ReactNode } from 'react';
import { Dialog, Heading, OverlayArrow, Popover as AriaPopover, type PopoverProps as AriaPopoverProps } from 'react-aria-components';
import * as styles from './Popover.css';

export const popoverPlacements = ['top', 'bottom', 'start', 'end'] as const;
export type PopoverPlacement = (typeof popoverPlacements)[number];

export interface PopoverProps extends Pick<AriaPopoverProps, 'isOpen' | 'onOpenChange' | 'triggerRef' | 'offset'> {
  /** A heading that names the popover. Without it, give `aria-label`. */
  title?: string;
  'aria-label'?: string;
  /** Interactive or rich content. A function receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Logical placement: `start`/`end` follow the reading direction. @default 'bottom' */
  placement?: PopoverPlacement;
  /** @default true */
  showArrow?: boolean;
  className?: string;
}

/**
 * Non-modal content anchored to a trigger (a filter panel, a colour legend, a short form).
 * Use it in a `DialogTrigger` beside its button. Escape or a press outside closes it and focus
 * returns to the trigger. Not for plain hints (Tooltip) or lists of actions (Menu).
 */
export function Popover({ title, children, placement = 'bottom', showArrow = true, className, offset = 8, ...props }: PopoverProps) {
  return (
    <AriaPopover {...props} offset={offset} placement={placement} className={[styles.popover, className].filter(Boolean).join(' ')}>
      {showArrow ? (
        <OverlayArrow>
          <svg width={12} height={12} viewBox="0 0 12 12" className={styles.arrow} aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
      ) : null}
      <Dialog className={styles.dialog} aria-label={title ? undefined : props['aria-label']}>
        {({ close }) => (
          <>
            {title ? (
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
            ) : null}
            {typeof children === 'function' ? children(close) : children}
          </>
        )}
      </Dialog>
    </AriaPopover>
  );
}
