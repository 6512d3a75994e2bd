/** The digits of a phone as written (`+966 50…`, `9665…`): how numbers are compared across stored forms. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** Digits of the customer's phone, and the forms it is stored in (`9665…`, `+9665…`). */
export function phoneForms(phone: string): { digits: string; forms: string[] } {
  const digits = phoneDigits(phone);
  return { digits, forms: [digits, `+${digits}`] };
}
