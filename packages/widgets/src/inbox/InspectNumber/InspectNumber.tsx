import { useState } from 'react';
import { useTranslation } from '@wasl/i18n';
import { Button, defaultPhoneValue, Form, PhoneField, type PhoneValue } from '@wasl/ui';
import { inspectPath } from '../inboxModel';
import * as styles from './InspectNumber.css';

export interface InspectNumberProps {
  /** Called with the customer's E.164 digits (country code + trimmed number, no `+`). */
  onInspect: (phone: string) => void;
  /** @default { countryCode: '966', number: '' } */
  defaultValue?: PhoneValue;
}

/**
 * SPEC §5's inspect-a-number field: a country code (966 by default) and the trimmed number; a valid
 * phone is required. Opens that customer's thread, whether or not they ever wrote.
 */
export function InspectNumber({ onInspect, defaultValue = defaultPhoneValue }: InspectNumberProps) {
  const { t } = useTranslation('inbox');
  const [value, setValue] = useState<PhoneValue>(defaultValue);
  return (
    <Form
      showErrorSummary={false}
      aria-label={t('inspect.label')}
      onSubmit={() => {
        const path = inspectPath(value);
        if (path) onInspect(path.slice('/inspect/'.length));
      }}
    >
      <div className={styles.row}>
        <PhoneField className={styles.field} label={t('inspect.label')} isRequired value={value} onChange={setValue} />
        <Button type="submit" variant="secondary">
          {t('inspect.open')}
        </Button>
      </div>
    </Form>
  );
}
