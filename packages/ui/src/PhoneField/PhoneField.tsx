import { ChevronDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  Button,
  Group,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  TextField as AriaTextField,
  useLocale,
  type Key,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { validatePhone } from '@wasl/api/validators';
import { useTranslation } from '@wasl/i18n';
import { FieldDescription, FieldErrorText, FieldLabel, fieldClassName, fieldStyles, type FieldBaseProps } from '../Field';
import { selectStyles } from '../Select';
import { defaultPhoneValue, formatPhoneValue, parsePhoneInput, phoneCountries, type PhoneValue } from './phone';
import * as styles from './PhoneField.css';

export interface PhoneFieldProps
  extends
    Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'value' | 'defaultValue' | 'onChange' | 'validate' | 'type' | 'name'>,
    FieldBaseProps {
  /** Controlled value. */
  value?: PhoneValue;
  /** @default { countryCode: '966', number: '' } */
  defaultValue?: PhoneValue;
  /** Called with the parsed value (country code + trimmed number) on every change. */
  onChange?: (value: PhoneValue) => void;
  /**
   * Returns an error (a translation key is fine) or null. By default the shared `validatePhone`
   * of @wasl/api, skipped while an optional field is empty.
   */
  validate?: (value: PhoneValue) => string | null | undefined;
  /** Submitted with the form as one string, `+966501234567`. */
  name?: string;
  placeholder?: string;
  className?: string;
}

/**
 * A phone number as SPEC §5 has it: a country code (Saudi Arabia, 966, by default) plus the
 * trimmed national number. Pasting `+971 50…` moves the code into the picker. The box is always
 * left to right, code first, as phone numbers are written in Arabic too.
 */
export function PhoneField({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  validate,
  name,
  placeholder,
  className,
  ...props
}: PhoneFieldProps) {
  const { t } = useTranslation('forms');
  const { locale } = useLocale();
  const [internal, setInternal] = useState<PhoneValue>(defaultValue ?? defaultPhoneValue);
  const current = value ?? internal;
  const [text, setText] = useState(current.number);
  // A controlled value set from outside replaces the text (React's "adjust state on prop change").
  const [seen, setSeen] = useState(current);
  if (value && (value.number !== seen.number || value.countryCode !== seen.countryCode)) {
    setSeen(value);
    if (parsePhoneInput(text, value.countryCode).number !== value.number) setText(value.number);
  }

  const regionNames = useMemo(() => {
    try {
      return new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      return undefined;
    }
  }, [locale]);

  const update = (next: PhoneValue) => {
    setInternal(next);
    setSeen(next);
    onChange?.(next);
  };

  const check =
    validate ?? ((phone: PhoneValue) => (phone.number === '' && !props.isRequired ? null : validatePhone(phone.number, phone.countryCode)));

  return (
    <AriaTextField
      {...props}
      type="tel"
      value={text}
      onChange={(typed) => {
        const parsed = parsePhoneInput(typed, current.countryCode);
        // A pasted international number: the code went into the picker, the box keeps the rest.
        setText(parsed.countryCode !== current.countryCode ? parsed.number : typed);
        update(parsed);
      }}
      validate={(typed) => check(parsePhoneInput(typed, current.countryCode))}
      className={fieldClassName(className)}
      data-wasl-field=""
    >
      {({ isInvalid, isDisabled }) => (
        <>
          <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
          <Group className={fieldStyles.group} isInvalid={isInvalid} isDisabled={isDisabled} dir="ltr">
            <AriaSelect
              aria-label={t('phone.countryCode')}
              value={current.countryCode}
              onChange={(code: Key | null) => {
                if (code !== null) update({ countryCode: String(code), number: current.number });
              }}
              isDisabled={isDisabled}
            >
              <Button className={styles.codeButton}>
                <SelectValue>{() => `+${current.countryCode}`}</SelectValue>
                <ChevronDown size={14} aria-hidden="true" />
              </Button>
              <Popover className={selectStyles.popover} offset={4} placement="bottom start">
                <ListBox className={selectStyles.listBox} items={phoneCountries.map((country) => ({ ...country, id: country.code }))}>
                  {(country) => {
                    const countryName = regionNames?.of(country.region) ?? country.region;
                    return (
                      <ListBoxItem
                        className={selectStyles.option}
                        textValue={t('phone.countryOption', { country: countryName, code: country.code })}
                      >
                        <span>{countryName}</span>
                        <span className={styles.optionCode}>+{country.code}</span>
                      </ListBoxItem>
                    );
                  }}
                </ListBox>
              </Popover>
            </AriaSelect>
            <Input
              className={[fieldStyles.groupInput, styles.number].join(' ')}
              placeholder={placeholder}
              dir="ltr"
              inputMode="tel"
              autoComplete="tel-national"
              data-field-focus=""
            />
          </Group>
          <FieldDescription>{description}</FieldDescription>
          <FieldErrorText errorMessage={errorMessage} />
          {name ? <input type="hidden" name={name} value={formatPhoneValue(current)} /> : null}
        </>
      )}
    </AriaTextField>
  );
}
