import type { ReactNode } from 'react';
import { OverlayArrow, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import * as styles from './Tooltip.css';

export const tooltipPlacements = ['top', 'bottom', 'start', 'end'] as const;
export type TooltipPlacement = (typeof tooltipPlacements)[number];

export interface TooltipProps {
  /** The hint. Plain, short text: a tooltip is never the only place for essential information. */
  content: ReactNode;
  /** One focusable react-aria element (Button, Link, ToggleButton) that the tooltip describes. */
  children: ReactNode;
  /** Logical placement: `start`/`end` follow the reading direction. @default 'top' */
  placement?: TooltipPlacement;
  /** Hover delay in ms; keyboard focus shows it at once. @default 600 */
  delay?: number;
  isDisabled?: boolean;
  /** Open on first render (screenshots, docs). */
  defaultOpen?: boolean;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A short hint for a control, shown on hover and on keyboard focus, hidden by Escape. Use it for
 * icon-only buttons (whose `aria-label` carries the same words) and collapsed navigation.
 * Not for interactive content (Popover) or long explanations.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 600,
  isDisabled,
  defaultOpen,
  isOpen,
  onOpenChange,
}: TooltipProps) {
  return (
    <TooltipTrigger
      delay={delay}
      closeDelay={200}
      isDisabled={isDisabled}
      defaultOpen={defaultOpen}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      {children}
      <AriaTooltip placement={placement} offset={8} className={styles.tooltip}>
        <OverlayArrow>
          <svg width={8} height={8} viewBox="0 0 8 8" className={styles.arrow} aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
