import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { useTranslation } from '@wasl/i18n';
import { button, icon as iconClass, spinner } from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  /** Visual weight: one primary action per view. @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** An icon before the label (mirrored icons handle their own direction). */
  icon?: ReactNode;
  /** The visible label. Leave it out for an icon-only button, and give `aria-label` instead. */
  children?: ReactNode;
  className?: string;
}

/** An action. Built on react-aria's Button: press events, keyboard and pending state are handled there. */
export function Button({ variant = 'primary', size = 'md', icon, children, className, isPending, ...props }: ButtonProps) {
  const { t } = useTranslation();
  const iconOnly = children === undefined || children === null;
  if (iconOnly && !props['aria-label'] && !props['aria-labelledby'] && import.meta.env?.DEV) {
    console.warn('Button: an icon-only button needs an aria-label');
  }
  return (
    <AriaButton
      {...props}
      isPending={isPending}
      data-variant={variant}
      data-size={size}
      className={[button({ variant, size, iconOnly }), className].filter(Boolean).join(' ')}
    >
      {isPending ? (
        <span className={spinner} role="progressbar" aria-label={t('action.loading')} />
      ) : icon ? (
        <span className={iconClass} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </AriaButton>
  );
}
