import { Search, X } from 'lucide-react';
import { Button, Group, Input, SearchField as AriaSearchField, type SearchFieldProps as AriaSearchFieldProps } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, fieldClassName, fieldStyles, type FieldBaseProps } from '../Field';
import * as styles from './SearchField.css';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'className' | 'style' | 'children'>, Partial<FieldBaseProps> {
  /**
   * Show the label above the box. Toolbars and table headers usually hide it (it is still read by
   * screen readers through `aria-label`). @default true
   */
  showLabel?: boolean;
  placeholder?: string;
  className?: string;
}

/**
 * Search in a list (agents, orders, campaigns). Enter submits (`onSubmit`), Escape or the × button
 * clears (`onClear`) and keeps focus in the box. Give a `label` always; hide it with `showLabel={false}`
 * where the context makes it obvious.
 */
export function SearchField({ label, description, errorMessage, showLabel = true, placeholder, className, ...props }: SearchFieldProps) {
  return (
    <AriaSearchField
      {...props}
      aria-label={showLabel ? props['aria-label'] : (props['aria-label'] ?? label)}
      className={fieldClassName(className)}
      data-wasl-field=""
    >
      {({ isEmpty, isDisabled, isInvalid }) => (
        <>
          {showLabel && label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
          <Group className={fieldStyles.group} isDisabled={isDisabled} isInvalid={isInvalid}>
            <Search size={16} aria-hidden="true" className={styles.icon} />
            <Input className={fieldStyles.groupInput} placeholder={placeholder} dir="auto" />
            {isEmpty ? null : (
              <Button className={fieldStyles.groupButton}>
                <X size={16} aria-hidden="true" />
              </Button>
            )}
          </Group>
          <FieldDescription>{description}</FieldDescription>
          <FieldErrorText errorMessage={errorMessage} />
        </>
      )}
    </AriaSearchField>
  );
}
