import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'className' | 'style' | 'children'> {
  /** The visible label: what is on when the switch is on ("Human support", "Chatbot flow"). */
  children: ReactNode;
  /** A second line under the label. */
  description?: ReactNode;
  className?: string;
}

/**
 * A setting that takes effect at once (SPEC §4: the support and bot-flow toggles). Space toggles it.
 * While the server confirms, pass the new value optimistically and `isDisabled`, or keep the old value
 * until it answers. For a choice saved with a form, use Checkbox.
 */
export function Switch({ children, description, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={[styles.root, className].filter(Boolean).join(' ')}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={styles.labelText}>
        <span>{children}</span>
        {description ? <span className={styles.description}>{description}</span> : null}
      </span>
    </AriaSwitch>
  );
}
