import { useState } from 'react';
import type { Profile } from '@wasl/api/types';
import { successKeys } from '@wasl/api/errors';
import { validateLogo } from '@wasl/api/validators';
import { useTranslation, type Locale } from '@wasl/i18n';
import { useKeyTranslator } from '@wasl/i18n/typed';
import { Button, Card, FileDropZone, Form, Radio, RadioGroup, TextField } from '@wasl/ui';
import { ErrorState } from '../../shell/ErrorState';
import { PageSkeleton } from '../../shell/PageSkeleton';
import { profileAtom, saveProfile } from '../../state/account';
import { useMutation } from '../../state/mutation';
import { useResource } from '../../state/useResource';
import { FormAlert } from '../FormAlert';
import * as styles from '../screens.css';
import { bodyOf, fieldError, valuesOf, type ProfileField, type ProfileValues } from './profileForm';

/** /profile?tab=info: the business profile (SPEC §3), loaded, edited and saved, then refetched. */
export function ProfileInfo() {
  const profile = useResource(profileAtom);
  if (profile.status === 'loading') return <PageSkeleton kind="form" />;
  if (profile.status === 'error') return <ErrorState messageKey={profile.messageKey} onRetry={profile.retry} />;
  // Remount the form with fresh values after each save (the refetched profile shows the mirrored values).
  return <ProfileForm key={JSON.stringify(profile.data)} profile={profile.data} />;
}

/** English/Arabic pairs mirror each other (SPEC §3): one may stay empty, so neither is natively required. */
const mirroredFields = new Set<ProfileField>([
  'Business_Name',
  'Business_Name_ar',
  'Business_Address.Address_line1',
  'Business_Address_ar.Address_line1',
]);

const ltrFields = new Set<ProfileField>([
  'Business_Contact',
  'Business_Email',
  'VAT',
  'Links.Website',
  'Links.Facebook',
  'Links.Instagram',
  'Links.Twitter',
]);

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const tKey = useKeyTranslator();
  const [values, setValues] = useState<ProfileValues>(() => valuesOf(profile));
  const [language, setLanguage] = useState<Locale>(profile.language);
  const [logo, setLogo] = useState<File | null>(null);
  const logoError = logo ? validateLogo(logo) : null;

  // Saved, the profile and the header refetch (the form remounts with the mirrored values).
  const { run, pending, errorKey } = useMutation(saveProfile, { success: successKeys.dataUpdated });

  const field = (name: ProfileField, options: { autoComplete?: string; type?: string; optional?: boolean } = {}) => (
    <TextField
      key={name}
      label={t(`profile.fields.${name}`)}
      name={name}
      type={options.type}
      autoComplete={options.autoComplete}
      inputDir={ltrFields.has(name) ? 'ltr' : name.endsWith('_ar') || name.includes('_ar.') ? 'rtl' : 'auto'}
      isRequired={!options.optional && !mirroredFields.has(name)}
      value={values[name]}
      onChange={(value) => setValues((previous) => ({ ...previous, [name]: value }))}
      validate={(value) => fieldError(values, name, value)}
    />
  );

  return (
    <Form className={styles.page} onSubmit={() => void run(bodyOf(values, { Logo_Link: profile.Logo_Link, language }), logo)}>
      <FormAlert messageKey={errorKey} />
      <p className={styles.muted}>{t('profile.mirrorHint')}</p>
      <Card title={t('profile.sections.business')} headingLevel={2}>
        <div className={styles.formWide}>
          {field('Business_Name', { autoComplete: 'organization' })}
          {field('Business_Name_ar')}
          {field('Business_Contact', { autoComplete: 'tel', type: 'tel' })}
          {field('Business_Email', { autoComplete: 'email', type: 'email' })}
          {field('VAT')}
        </div>
      </Card>
      <Card title={t('profile.sections.links')} headingLevel={2}>
        <div className={styles.formWide}>
          {field('Links.Website', { type: 'url', optional: true })}
          {field('Links.Facebook', { type: 'url', optional: true })}
          {field('Links.Instagram', { type: 'url', optional: true })}
          {field('Links.Twitter', { type: 'url', optional: true })}
        </div>
      </Card>
      <Card title={t('profile.sections.address')} headingLevel={2}>
        <div className={styles.formWide}>
          {field('Business_Address.Address_line1')}
          {field('Business_Address_ar.Address_line1')}
          {field('Business_Address.Address_line2', { optional: true })}
          {field('Business_Address_ar.Address_line2', { optional: true })}
          {field('Business_Address.Address_line3', { optional: true })}
          {field('Business_Address_ar.Address_line3', { optional: true })}
        </div>
      </Card>
      <Card title={t('profile.sections.preferences')} headingLevel={2}>
        <div className={styles.form}>
          {profile.Logo_Link ? <img className={styles.logo} src={profile.Logo_Link} alt={t('profile.currentLogo')} /> : null}
          <FileDropZone
            label={t('profile.newLogo')}
            kind="image"
            value={logo}
            onChange={setLogo}
            errorMessage={logoError ? tKey(logoError) : undefined}
          />
          <RadioGroup label={t('fields.language')} value={language} onChange={(value) => setLanguage(value as Locale)}>
            <Radio value="en">
              <span lang="en">{t('languages.en')}</span>
            </Radio>
            <Radio value="ar">
              <span lang="ar">{t('languages.ar')}</span>
            </Radio>
          </RadioGroup>
        </div>
      </Card>
      <div>
        <Button type="submit" isPending={pending}>
          {t('profile.save')}
        </Button>
      </div>
    </Form>
  );
}
