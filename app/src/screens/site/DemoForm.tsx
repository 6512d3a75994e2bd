import { useState } from 'react';
import { CheckCircle2 } from './glyphs';
import type { DemoBody } from '@wasl/api/types';
import { DEMO_LIMITS, validateOptionalText, validatePhone, validateRequiredText } from '@wasl/api/validators';
import { useTranslation } from '@wasl/i18n';
import type { NamespaceKey } from '@wasl/i18n/typed';
import {
  Button,
  EmailField,
  Form,
  Icon,
  PhoneField,
  TextArea,
  TextField,
  defaultPhoneValue,
  formatPhoneValue,
  type PhoneValue,
} from '@wasl/ui';
import { useMutation } from '../../state/mutation';
import { FormAlert } from '../FormAlert';
import * as styles from './site.css';

export interface DemoFormProps {
  /** Sends the request (POST /public/v1.0/demo); a rejection's message key is shown above the form. */
  submit: (body: DemoBody) => Promise<void>;
}

const required = (max: number) => (value: string) => validateRequiredText(value, max);
const optional = (max: number) => (value: string) => validateOptionalText(value, max);

type TextName = 'first_name' | 'last_name' | 'company' | 'job_title';
/** The one-line text fields: their label key, autofill token and rule (SPEC §5, DEMO_LIMITS). */
const textFields: Record<
  TextName,
  { label: NamespaceKey<'site'>; autoComplete: string; validate: (value: string) => string | null; optional?: true }
> = {
  first_name: { label: 'demo.fields.firstName', autoComplete: 'given-name', validate: required(DEMO_LIMITS.name) },
  last_name: { label: 'demo.fields.lastName', autoComplete: 'family-name', validate: required(DEMO_LIMITS.name) },
  company: { label: 'demo.fields.company', autoComplete: 'organization', validate: required(DEMO_LIMITS.company) },
  job_title: {
    label: 'demo.fields.jobTitle',
    autoComplete: 'organization-title',
    validate: optional(DEMO_LIMITS.jobTitle),
    optional: true,
  },
};
const emptyText = { first_name: '', last_name: '', company: '', job_title: '', message: '' };

/**
 * The demo booking form (SPEC §2): the shared rules of `validateDemo` per field (the server's DemoBody
 * applies the same), phone with the country code 966 by default, a honeypot field people never see,
 * and a confirmation that replaces the form once booked.
 */
export function DemoForm({ submit }: DemoFormProps) {
  const { t } = useTranslation('site');
  const [text, setText] = useState(emptyText);
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState<PhoneValue>(defaultPhoneValue);
  const [website, setWebsite] = useState('');
  const [done, setDone] = useState(false);
  const setField = (name: keyof typeof emptyText) => (value: string) => setText((current) => ({ ...current, [name]: value }));
  const { run, pending, errorKey } = useMutation(submit, { onSuccess: () => setDone(true) });
  const send = () =>
    run({
      first_name: text.first_name.trim(),
      last_name: text.last_name.trim(),
      email: email.trim(),
      phone: formatPhoneValue(phone),
      company: text.company.trim(),
      job_title: text.job_title.trim(),
      message: text.message.trim(),
      ...(website ? { website } : {}),
    });
  const textField = (name: TextName) => {
    const field = textFields[name];
    return (
      <TextField
        label={t(field.label)}
        description={field.optional ? t('demo.optional') : undefined}
        name={name}
        autoComplete={field.autoComplete}
        isRequired={!field.optional}
        value={text[name]}
        onChange={setField(name)}
        validate={field.validate}
      />
    );
  };

  if (done)
    return (
      <div className={styles.done} role="status">
        <Icon icon={CheckCircle2} size={20} className={styles.checkIcon} />
        <h2 className={styles.sectionTitle}>{t('demo.doneTitle')}</h2>
        <p className={styles.sectionLead}>{t('demo.booked')}</p>
        <Button
          variant="secondary"
          onPress={() => {
            setDone(false);
            setText((current) => ({ ...current, message: '' }));
          }}
        >
          {t('demo.another')}
        </Button>
      </div>
    );

  return (
    <div className={styles.prose}>
      <FormAlert messageKey={errorKey} />
      <Form className={styles.formGrid} onSubmit={() => void send()} aria-label={t('pages.demo.heading')}>
        {textField('first_name')}
        {textField('last_name')}
        <EmailField label={t('demo.fields.email')} name="email" isRequired value={email} onChange={setEmail} />
        <PhoneField
          label={t('demo.fields.phone')}
          name="phone"
          isRequired
          value={phone}
          onChange={setPhone}
          validate={(value) => validatePhone(value.number, value.countryCode)}
        />
        {textField('company')}
        {textField('job_title')}
        <TextArea
          className={styles.fullRow}
          label={t('demo.fields.message')}
          description={t('demo.optional')}
          name="message"
          rows={4}
          value={text.message}
          onChange={setField('message')}
          validate={optional(DEMO_LIMITS.message)}
        />
        <div className={styles.honeypot} aria-hidden="true">
          <label>
            {t('demo.fields.honeypot')}
            <input
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={website}
              onChange={(event) => setWebsite(event.target.value)}
            />
          </label>
        </div>
        <div className={styles.fullRow}>
          <p className={styles.note}>{t('demo.privacy')}</p>
        </div>
        <div className={styles.fullRow}>
          <Button type="submit" isPending={pending}>
            {t('demo.submit')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
