import { phoneDigits } from '@wasl/api/models';

export { phoneDigits };

/** Digits of the customer's phone, and the forms it is stored in (`9665…`, `+9665…`). */
export function phoneForms(phone: string): { digits: string; forms: string[] } {
  const digits = phoneDigits(phone);
  return { digits, forms: [digits, `+${digits}`] };
}
