import { useState } from 'react';
import { CheckCircle2 } from './glyphs';
import type { DemoBody } from '@wasl/api/types';
import { DEMO_LIMITS, validateOptionalText, validatePhone, validateRequiredText } from '@wasl/api/validators';
import { useTranslation } from '@wasl/i18n';
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
import { useAction } from '../../state/useAction';
import { FormAlert } from '../FormAlert';
import * as styles from './site.css';

export interface DemoFormProps {
  /** Sends the request (POST /public/v1.0/demo); a rejection's message key is shown above the form. */
  submit: (body: DemoBody) => Promise<void>;
}

const required = (max: number) => (value: string) => validateRequiredText(value, max);
const optional = (max: number) => (value: string) => validateOptionalText(value, max);

/**
 * The demo booking form (SPEC §2): the shared rules of `validateDemo` per field (the server's DemoBody
 * applies the same), phone with the country code 966 by default, a honeypot field people never see,
 * and a confirmation that replaces the form once booked.
 */
export function DemoForm({ submit }: DemoFormProps) {
  const { t } = useTranslation('site');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState<PhoneValue>(defaultPhoneValue);
  const [company, setCompany] = useState('');
  const [jobTitle, setJobTitle] = useState('');
  const [message, setMessage] = useState('');
  const [website, setWebsite] = useState('');
  const [done, setDone] = useState(false);
  const { run, pending, errorKey } = useAction(async () => {
    await submit({
      first_name: firstName.trim(),
      last_name: lastName.trim(),
      email: email.trim(),
      phone: formatPhoneValue(phone),
      company: company.trim(),
      job_title: jobTitle.trim(),
      message: message.trim(),
      ...(website ? { website } : {}),
    });
    setDone(true);
  });

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
            setMessage('');
          }}
        >
          {t('demo.another')}
        </Button>
      </div>
    );

  return (
    <div className={styles.prose}>
      <FormAlert messageKey={errorKey} />
      <Form className={styles.formGrid} onSubmit={() => void run()} aria-label={t('pages.demo.heading')}>
        <TextField
          label={t('demo.fields.firstName')}
          name="first_name"
          autoComplete="given-name"
          isRequired
          value={firstName}
          onChange={setFirstName}
          validate={required(DEMO_LIMITS.name)}
        />
        <TextField
          label={t('demo.fields.lastName')}
          name="last_name"
          autoComplete="family-name"
          isRequired
          value={lastName}
          onChange={setLastName}
          validate={required(DEMO_LIMITS.name)}
        />
        <EmailField label={t('demo.fields.email')} name="email" isRequired value={email} onChange={setEmail} />
        <PhoneField
          label={t('demo.fields.phone')}
          name="phone"
          isRequired
          value={phone}
          onChange={setPhone}
          validate={(value) => validatePhone(value.number, value.countryCode)}
        />
        <TextField
          label={t('demo.fields.company')}
          name="company"
          autoComplete="organization"
          isRequired
          value={company}
          onChange={setCompany}
          validate={required(DEMO_LIMITS.company)}
        />
        <TextField
          label={t('demo.fields.jobTitle')}
          description={t('demo.optional')}
          name="job_title"
          autoComplete="organization-title"
          value={jobTitle}
          onChange={setJobTitle}
          validate={optional(DEMO_LIMITS.jobTitle)}
        />
        <TextArea
          className={styles.fullRow}
          label={t('demo.fields.message')}
          description={t('demo.optional')}
          name="message"
          rows={4}
          value={message}
          onChange={setMessage}
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
