import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { button, icon as iconClass } from './Button.css';
import type { ButtonSize, ButtonVariant } from './Button';

export interface NativeButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'> {
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  icon?: ReactNode;
  /** The visible label. Leave it out for an icon-only button, and give `aria-label` instead. */
  children?: ReactNode;
  className?: string;
}

/**
 * Button's look on a native `<button type="button">` (onClick), without react-aria: for the
 * pre-rendered site's first load (a menu toggle, a retry), where react-aria's press code would be most
 * of the page's script. No pending state and no react-aria contexts (DialogTrigger, forms): use
 * Button there.
 */
export function NativeButton({
  variant = 'primary',
  size = 'md',
  icon,
  children,
  className,
  type = 'button',
  ...props
}: NativeButtonProps) {
  const iconOnly = children === undefined || children === null;
  return (
    <button
      {...props}
      type={type}
      data-variant={variant}
      data-size={size}
      className={[button({ variant, size, iconOnly }), className].filter(Boolean).join(' ')}
    >
      {icon ? (
        <span className={iconClass} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </button>
  );
}
