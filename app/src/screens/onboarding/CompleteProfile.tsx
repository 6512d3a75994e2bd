import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { validateBusinessName, validateLogo } from '@wasl/api/validators';
import { useTranslation, type Locale } from '@wasl/i18n';
import { useKeyTranslator } from '@wasl/i18n/typed';
import { Button, FileDropZone, Form, Radio, RadioGroup, TextField } from '@wasl/ui';
import { completeProfile } from '../../state/account';
import { useMutation } from '../../state/mutation';
import { localeAtom } from '../../state/preferences';
import { FormAlert } from '../FormAlert';
import * as styles from '../screens.css';

/** Onboarding step 1 (Level 0 → 1): language, business name and a logo (SVG/PNG/JPG), all required. */
export function CompleteProfile() {
  const { t } = useTranslation('account');
  const tKey = useKeyTranslator();
  const locale = useAtomValue(localeAtom);
  const [language, setLanguage] = useState<Locale>(locale);
  const [businessName, setBusinessName] = useState('');
  const [logo, setLogo] = useState<File | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const logoError = submitted ? validateLogo(logo) : null;

  // The new Level (the header refetched) moves the guard on to /select-package.
  const { run, pending, errorKey } = useMutation(completeProfile);

  return (
    <section className={styles.authCard} aria-labelledby="page-heading">
      <h1 id="page-heading" className={styles.heading}>
        {t('completeProfile.title')}
      </h1>
      <p className={styles.muted}>{t('completeProfile.intro')}</p>
      <FormAlert messageKey={errorKey} />
      <Form
        className={styles.form}
        onSubmit={() => {
          setSubmitted(true);
          if (logo && validateLogo(logo) === null) void run({ logo, language, businessName: businessName.trim() });
        }}
      >
        <RadioGroup label={t('fields.language')} value={language} onChange={(value) => setLanguage(value as Locale)} isRequired>
          <Radio value="en">
            <span lang="en">{t('languages.en')}</span>
          </Radio>
          <Radio value="ar">
            <span lang="ar">{t('languages.ar')}</span>
          </Radio>
        </RadioGroup>
        <TextField
          label={t('fields.businessName')}
          name="businessName"
          autoComplete="organization"
          isRequired
          value={businessName}
          onChange={setBusinessName}
          validate={validateBusinessName}
        />
        <FileDropZone
          label={t('fields.logo')}
          kind="image"
          isRequired
          value={logo}
          onChange={setLogo}
          errorMessage={logoError ? tKey(logoError) : undefined}
        />
        <Button type="submit" isPending={pending}>
          {t('completeProfile.submit')}
        </Button>
      </Form>
    </section>
  );
}
