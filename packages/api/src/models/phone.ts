/**
 * The digits of a phone as written (`+966 50…`, `9665…`, `050 123 4567`): how numbers are compared,
 * masked and keyed across the forms they arrive and are stored in. Arabic-Indic digits are not
 * digits here; inputs that accept them convert first (`toLatinDigits`).
 */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '');
