import type { ReactNode } from 'react';
import { ToggleButton as AriaToggleButton, type ToggleButtonProps as AriaToggleButtonProps } from 'react-aria-components';
import type { ButtonSize } from '../Button';
import { toggleButton, toggleIcon } from './ToggleButton.css';

export interface ToggleButtonProps extends Omit<AriaToggleButtonProps, 'className' | 'style' | 'children'> {
  /** The visible label. Leave it out for an icon-only toggle and give `aria-label`. */
  children?: ReactNode;
  icon?: ReactNode;
  /** @default 'md' */
  size?: ButtonSize;
  className?: string;
}

/**
 * A button that stays pressed (`aria-pressed`): bold in the message editor, "only unread" in a
 * ticket list, the compact table density. Its label must not change with the state; the pressed look
 * and `aria-pressed` say whether it is on. For a setting, use Switch.
 */
export function ToggleButton({ children, icon, size = 'md', className, ...props }: ToggleButtonProps) {
  const iconOnly = children === undefined || children === null;
  return (
    <AriaToggleButton {...props} className={[toggleButton({ size, iconOnly }), className].filter(Boolean).join(' ')}>
      {icon ? (
        <span className={toggleIcon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </AriaToggleButton>
  );
}
