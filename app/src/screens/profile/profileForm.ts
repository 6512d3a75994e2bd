import type { Profile, ProfileBody } from '@wasl/api/types';
import { mirrorProfile, validateProfile, type ProfileInput } from '@wasl/api/validators';

/** The profile form's fields by path (the same paths `validateProfile` reports errors under). */
export const profileFields = [
  'Business_Name',
  'Business_Name_ar',
  'Business_Contact',
  'Business_Email',
  'VAT',
  'Links.Website',
  'Links.Facebook',
  'Links.Instagram',
  'Links.Twitter',
  'Business_Address.Address_line1',
  'Business_Address.Address_line2',
  'Business_Address.Address_line3',
  'Business_Address_ar.Address_line1',
  'Business_Address_ar.Address_line2',
  'Business_Address_ar.Address_line3',
] as const;
export type ProfileField = (typeof profileFields)[number];
export type ProfileValues = Record<ProfileField, string>;

export function valuesOf(profile: Profile): ProfileValues {
  const read = (path: string) =>
    path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], profile);
  return Object.fromEntries(profileFields.map((field) => [field, String(read(field) ?? '')])) as ProfileValues;
}

export function inputOf(values: ProfileValues): ProfileInput {
  const address = (prefix: 'Business_Address' | 'Business_Address_ar') => ({
    Address_line1: values[`${prefix}.Address_line1`],
    Address_line2: values[`${prefix}.Address_line2`],
    Address_line3: values[`${prefix}.Address_line3`],
  });
  return {
    Business_Name: values.Business_Name,
    Business_Name_ar: values.Business_Name_ar,
    Business_Contact: values.Business_Contact,
    Business_Email: values.Business_Email,
    VAT: values.VAT,
    Links: {
      Website: values['Links.Website'],
      Facebook: values['Links.Facebook'],
      Instagram: values['Links.Instagram'],
      Twitter: values['Links.Twitter'],
    },
    Business_Address: address('Business_Address'),
    Business_Address_ar: address('Business_Address_ar'),
  };
}

/** One field's error with the English/Arabic mirroring of SPEC §3 applied (an empty side takes the other). */
export function fieldError(values: ProfileValues, field: ProfileField, value: string) {
  return validateProfile(inputOf({ ...values, [field]: value }))[field] ?? null;
}

/** The configure body: mirrored, trimmed. */
export function bodyOf(values: ProfileValues, extra: Pick<ProfileBody, 'Logo_Link' | 'language'>): ProfileBody {
  const trimmed = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as ProfileValues;
  return { ...mirrorProfile(inputOf(trimmed)), ...extra };
}
