import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type ListBoxItemProps,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { useTranslation } from '@wasl/i18n';
import { FieldDescription, FieldErrorText, FieldLabel, fieldClassName, type FieldBaseProps } from '../Field';
import * as styles from './Select.css';

export interface SelectProps<T extends object>
  extends Omit<AriaSelectProps<T>, 'className' | 'style' | 'children' | 'selectionMode'>, FieldBaseProps {
  /** Options from data; pair with a function child. */
  items?: Iterable<T>;
  /** `SelectItem`s, or a function rendering one per item of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  /** Shown while nothing is chosen. @default a translated "Choose an option" */
  placeholder?: string;
  className?: string;
}

/**
 * Choose one option from a short, known list (section, order status, language). The trigger is a
 * button; the list opens with Enter, Space or the arrow keys and supports type-ahead. For long lists
 * where typing to filter helps, use ComboBox; for two or three options always visible, RadioGroup.
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  placeholder,
  className,
  ...props
}: SelectProps<T>) {
  const { t } = useTranslation('forms');
  return (
    <AriaSelect {...props} placeholder={placeholder ?? t('select.placeholder')} className={fieldClassName(className)} data-wasl-field="">
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDown size={16} aria-hidden="true" className={styles.chevron} />
      </Button>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText errorMessage={errorMessage} />
      <Popover className={styles.popover} offset={4}>
        <ListBox className={styles.listBox} items={items}>
          {children}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

export interface SelectItemProps<T extends object> extends Omit<ListBoxItemProps<T>, 'className' | 'style' | 'children'> {
  children: ReactNode;
  className?: string;
}

/** One option of a Select or ComboBox; a tick marks the chosen one. Give `textValue` when children are not plain text. */
export function SelectItem<T extends object>({ children, className, ...props }: SelectItemProps<T>) {
  return (
    <ListBoxItem
      {...props}
      textValue={props.textValue ?? (typeof children === 'string' ? children : undefined)}
      className={[styles.option, className].filter(Boolean).join(' ')}
    >
      {({ isSelected }) => (
        <>
          <span>{children}</span>
          {isSelected ? <Check size={16} aria-hidden="true" className={styles.optionCheck} /> : null}
        </>
      )}
    </ListBoxItem>
  );
}
