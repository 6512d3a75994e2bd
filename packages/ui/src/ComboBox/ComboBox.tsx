import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  Group,
  Input,
  ListBox,
  Popover,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { useTranslation } from '@wasl/i18n';
import { FieldDescription, FieldErrorText, FieldLabel, fieldClassName, fieldStyles, type FieldBaseProps } from '../Field';
import { SelectItem, selectStyles } from '../Select';

export interface ComboBoxProps<T extends object> extends Omit<AriaComboBoxProps<T>, 'className' | 'style' | 'children'>, FieldBaseProps {
  /** `ComboBoxItem`s, or a function rendering one per item of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  placeholder?: string;
  className?: string;
}

/**
 * Type to filter a long list, then choose (agent to assign, country, product). The list opens as you
 * type or with ArrowDown; Enter chooses, Escape closes and restores the text. With `allowsCustomValue`
 * it also accepts free text. For a short list, use Select.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  children,
  placeholder,
  className,
  ...props
}: ComboBoxProps<T>) {
  const { t } = useTranslation('forms');
  return (
    <AriaComboBox allowsEmptyCollection {...props} className={fieldClassName(className)} data-wasl-field="">
      {({ isInvalid, isDisabled }) => (
        <>
          <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
          <Group className={fieldStyles.group} isInvalid={isInvalid} isDisabled={isDisabled}>
            <Input className={fieldStyles.groupInput} placeholder={placeholder} dir="auto" />
            <Button className={fieldStyles.groupButton}>
              <ChevronDown size={16} aria-hidden="true" />
            </Button>
          </Group>
          <FieldDescription>{description}</FieldDescription>
          <FieldErrorText errorMessage={errorMessage} />
          <Popover className={selectStyles.popover} offset={4}>
            <ListBox
              className={selectStyles.listBox}
              renderEmptyState={() => <div className={selectStyles.empty}>{t('select.noResults')}</div>}
            >
              {children}
            </ListBox>
          </Popover>
        </>
      )}
    </AriaComboBox>
  );
}

/** One option of a ComboBox (the same look as a Select option). */
export const ComboBoxItem = SelectItem;
