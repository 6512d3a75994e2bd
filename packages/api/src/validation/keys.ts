// The translation keys the rules of SPEC §5 return (see ../validators.ts).

/** Every key a validator can return; each exists in packages/i18n/locales/{en,ar}/validation.json. */
export const validationKeys = [
  'validation:required',
  'validation:minLength3',
  'validation:minLength5',
  'validation:tooLong',
  'validation:emailRequired',
  'validation:emailInvalid',
  'validation:passwordRequired',
  'validation:enterPassword',
  'validation:passwordLength',
  'validation:passwordUppercase',
  'validation:passwordLowercase',
  'validation:passwordNumber',
  'validation:passwordSymbol',
  'validation:confirmPasswordRequired',
  'validation:passwordMismatch',
  'validation:phoneRequired',
  'validation:phoneInvalid',
  'validation:countryCodeInvalid',
  'validation:websiteRequired',
  'validation:websiteInvalid',
  'validation:agentNameRequired',
  'validation:agentNameShort',
  'validation:agentNameLong',
  'validation:topicRequired',
  'validation:descriptionRequired',
  'validation:businessNameRequired',
  'validation:vatInvalid',
  'validation:logoRequired',
  'validation:logoType',
  'validation:logoTooLarge',
  'validation:urlInvalid',
  'validation:zatcaTooLong',
  'validation:templateTooLong',
  'validation:templateBraces',
  'validation:templateVariableUnknown',
  'validation:orderMessagesStatuses',
  'validation:retentionDays',
] as const;

/** Further keys the request schemas use as issue messages (zod's own messages map to `validation:invalid`). */
export const schemaValidationKeys = [
  'validation:invalid',
  'validation:monthInvalid',
  'validation:timeInvalid',
  'validation:timeZoneInvalid',
  'validation:colourInvalid',
  'validation:currencyInvalid',
  'validation:orderIdInvalid',
  'validation:duplicateNode',
  'validation:edgeUnknownNode',
  'validation:duplicateQuestion',
  'validation:passwordUnchanged',
  'validation:tooFew',
  'validation:tooMany',
  'validation:outOfRange',
  'validation:unknownField',
] as const;

/** Labels of the password strength checklist, one per rule of `passwordChecklist`. */
export const passwordRuleLabelKeys = {
  length: 'validation:passwordRule.length',
  uppercase: 'validation:passwordRule.uppercase',
  lowercase: 'validation:passwordRule.lowercase',
  number: 'validation:passwordRule.number',
  symbol: 'validation:passwordRule.symbol',
} as const;

export type ValidationKey = (typeof validationKeys)[number];
export type ValidationResult = ValidationKey | null;

/** The whole validation catalogue (packages/i18n/locales/{en,ar}/validation.json; validators.test checks it). */
export const validationCatalogueKeys = [...validationKeys, ...schemaValidationKeys, ...Object.values(passwordRuleLabelKeys)] as const;
export type ValidationCatalogueKey = (typeof validationCatalogueKeys)[number];
