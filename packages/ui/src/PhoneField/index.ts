export { PhoneField, type PhoneFieldProps } from './PhoneField';
export { parsePhoneInput, formatPhoneValue, phoneCountries, defaultPhoneValue, type PhoneValue, type PhoneCountry } from './phone';
