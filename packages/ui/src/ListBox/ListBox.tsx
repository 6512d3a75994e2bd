import type { ReactNode } from 'react';
import {
  Autocomplete,
  Header,
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  ListBoxSection as AriaListBoxSection,
  type ListBoxItemProps as AriaListBoxItemProps,
  type ListBoxProps as AriaListBoxProps,
  type ListBoxSectionProps as AriaListBoxSectionProps,
} from 'react-aria-components';
import * as styles from './ListBox.css';

export interface ListBoxProps<T extends object> extends Omit<
  AriaListBoxProps<T>,
  'className' | 'style' | 'children' | 'layout' | 'orientation' | 'dragAndDropHooks'
> {
  /** `ListBoxItem`s (and `ListBoxSection`s), or a function of each of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  /**
   * `bordered` (default): a framed list on the page (the inbox). `plain`: no frame, for a list
   * inside another surface (a popover, a composer's suggestions).
   */
  variant?: 'bordered' | 'plain';
  className?: string;
}

/**
 * A list of options on react-aria's ListBox (`role="listbox"`, one tab stop): ↑/↓ move, Home/End
 * jump, typing a name finds it, Enter/Space select or perform `onAction`. The selected option, the
 * keyboard focus ring, disabled options and hover (only from a real pointer) come from the tokens.
 * Rows are plain content: for rows with their own buttons use GridList.
 */
export function ListBox<T extends object>({ children, variant = 'bordered', className, ...props }: ListBoxProps<T>) {
  return (
    <AriaListBox {...props} className={[styles.list({ variant }), className].filter(Boolean).join(' ')}>
      {children}
    </AriaListBox>
  );
}

export interface ListBoxItemProps<T extends object = object> extends Omit<AriaListBoxItemProps<T>, 'className' | 'style' | 'children'> {
  /** The option's content: plain text, or a richer row (then give `textValue`). */
  children: ReactNode;
  /** The option's name for typeahead (and for screen readers when no `aria-label`); needed when `children` is not plain text. */
  textValue?: string;
  /** A second, muted line under the text (part of the option's name). */
  description?: ReactNode;
  className?: string;
}

/** One option of a ListBox. */
export function ListBoxItem<T extends object>({ children, textValue, description, className, ...props }: ListBoxItemProps<T>) {
  return (
    <AriaListBoxItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={[styles.item, className].filter(Boolean).join(' ')}
    >
      {description ? (
        <span className={styles.content}>
          {/* Plain text, not react-aria's label/description slots: the option's name is all its visible text (axe's label-content-name-mismatch). */}
          <span className={styles.label}>{children}</span>
          <span className={styles.description}>{description}</span>
        </span>
      ) : (
        children
      )}
    </AriaListBoxItem>
  );
}

export interface ListBoxSectionProps<T extends object = object> extends Omit<
  AriaListBoxSectionProps<T>,
  'className' | 'style' | 'children'
> {
  /** The section's heading (it names the group for screen readers). */
  title: ReactNode;
  children: ReactNode;
}

/** A titled group of options inside a ListBox. */
export function ListBoxSection<T extends object>({ title, children, ...props }: ListBoxSectionProps<T>) {
  return (
    <AriaListBoxSection {...props} className={styles.section}>
      <Header className={styles.header}>{title}</Header>
      {children}
    </AriaListBoxSection>
  );
}

export interface ListBoxAutocompleteProps {
  /** The text of the field inside (controlled). */
  value: string;
  onChange: (value: string) => void;
  /** A TextField or TextArea primitive and the ListBox of suggestions. */
  children: ReactNode;
}

/**
 * Suggestions under a text field (react-aria's Autocomplete): the text keeps the focus, ↑/↓ move a
 * virtual focus through the ListBox inside (`aria-activedescendant`), Enter performs the focused
 * option's `onAction`; the first option is focused as the text changes. The ListBox's options are
 * shown as given (filter them before).
 */
export function ListBoxAutocomplete({ value, onChange, children }: ListBoxAutocompleteProps) {
  return (
    <Autocomplete inputValue={value} onInputChange={onChange}>
      {children}
    </Autocomplete>
  );
}
