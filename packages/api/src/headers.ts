/**
 * Header values travel as ISO-8859-1 bytes: fetch refuses anything else (a password with an Arabic
 * letter or an emoji would throw before the request left). Such a value, or one that already starts
 * with the marker, is sent as RFC 8187's `utf-8''<percent-encoded>`; the request schemas decode it.
 */
const MARKER = "utf-8''";

export function encodeHeaderValue(value: string): string {
  const plain = /^[\x20-\x7E]*$/.test(value) && !value.toLowerCase().startsWith(MARKER);
  return plain ? value : MARKER + encodeURIComponent(value);
}

export function decodeHeaderValue(value: string): string {
  if (!value.toLowerCase().startsWith(MARKER)) return value;
  try {
    return decodeURIComponent(value.slice(MARKER.length));
  } catch {
    // Malformed percent-encoding: keep the raw text so validation rejects or compares it as is.
    return value;
  }
}

/** The request header names of the route table (lower-case there) as sent on the wire. */
export const headerNames: Readonly<Record<string, string>> = {
  password: 'Password',
  email: 'Email',
  'x-api-key': 'X-Api-Key',
  'idempotency-key': 'Idempotency-Key',
};
