/**
 * The ZATCA phase-1 QR payload every simplified tax invoice in Saudi Arabia carries: five TLV
 * fields, base64. ZATCA's Security Features Implementation Standard: the tag is one byte; the
 * length is the byte length of the value's UTF-8 encoding "stored in one byte" (an unsigned 8-bit
 * integer, not a BER length); the value is those UTF-8 bytes. So an Arabic name counts 2 bytes a
 * letter, 128–255 bytes is written as the plain byte, and a value over 255 bytes has no valid
 * encoding: it is refused with a translation key instead of producing a QR scanners misread.
 * Pure (TextEncoder, btoa): the invoice widget and the server both use it.
 */
import { validateVat } from '../validators';

export const zatcaTags = { sellerName: 1, vatNumber: 2, timestamp: 3, total: 4, vatTotal: 5 } as const;
export type ZatcaField = keyof typeof zatcaTags;

/** The one-byte length's ceiling. */
export const ZATCA_MAX_VALUE_BYTES = 255;

export interface ZatcaInvoice {
  /** The seller's registered name (Arabic or English). */
  sellerName: string;
  /** The seller's 15-digit VAT registration number. */
  vatNumber: string;
  /** When the invoice was issued; written as ISO 8601 UTC (`2026-11-24T08:30:00Z`). */
  timestamp: Date | string;
  /** The invoice total with VAT. */
  total: number;
  /** The VAT total. */
  vatTotal: number;
}

export type ZatcaProblem = {
  field: ZatcaField;
  key: 'validation:required' | 'validation:vatInvalid' | 'validation:zatcaTooLong' | 'validation:invalid';
};
export type ZatcaQrResult = { ok: true; base64: string } | { ok: false; problems: ZatcaProblem[] };

const amount = (value: number) => value.toFixed(2);

function isoTimestamp(value: Date | string): string | undefined {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  // Seconds precision without milliseconds, as ZATCA's samples show.
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The five values as the strings the QR carries, with what is wrong with each. */
export function zatcaValues(invoice: ZatcaInvoice): { values: Record<ZatcaField, string>; problems: ZatcaProblem[] } {
  const problems: ZatcaProblem[] = [];
  const timestamp = isoTimestamp(invoice.timestamp);
  if (timestamp === undefined) problems.push({ field: 'timestamp', key: 'validation:invalid' });
  const values: Record<ZatcaField, string> = {
    sellerName: invoice.sellerName.trim(),
    vatNumber: invoice.vatNumber.trim(),
    timestamp: timestamp ?? '',
    total: amount(invoice.total),
    vatTotal: amount(invoice.vatTotal),
  };
  if (values.sellerName === '') problems.push({ field: 'sellerName', key: 'validation:required' });
  const vat = validateVat(values.vatNumber);
  if (vat) problems.push({ field: 'vatNumber', key: vat === 'validation:required' ? 'validation:required' : 'validation:vatInvalid' });
  for (const field of ['total', 'vatTotal'] as const)
    if (!Number.isFinite(invoice[field]) || invoice[field] < 0) problems.push({ field, key: 'validation:invalid' });
  const utf8 = new TextEncoder();
  for (const field of Object.keys(zatcaTags) as ZatcaField[])
    if (utf8.encode(values[field]).length > ZATCA_MAX_VALUE_BYTES) problems.push({ field, key: 'validation:zatcaTooLong' });
  return { values, problems };
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The QR payload for an invoice, or the problems that prevent one. */
export function encodeZatcaQr(invoice: ZatcaInvoice): ZatcaQrResult {
  const { values, problems } = zatcaValues(invoice);
  if (problems.length > 0) return { ok: false, problems };
  const utf8 = new TextEncoder();
  const parts: number[] = [];
  for (const field of Object.keys(zatcaTags) as ZatcaField[]) {
    const value = utf8.encode(values[field]);
    parts.push(zatcaTags[field], value.length, ...value);
  }
  return { ok: true, base64: toBase64(Uint8Array.from(parts)) };
}

export interface ZatcaTlv {
  tag: number;
  value: string;
}

/** Reads a QR payload back into its TLV records (any tags, in order); throws on a truncated or non-base64 payload. */
export function decodeZatcaTlv(base64: string): ZatcaTlv[] {
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  const records: ZatcaTlv[] = [];
  let at = 0;
  while (at < bytes.length) {
    if (at + 2 > bytes.length) throw new RangeError(`TLV header cut short at byte ${at}`);
    const tag = bytes[at]!;
    const length = bytes[at + 1]!;
    const end = at + 2 + length;
    if (end > bytes.length) throw new RangeError(`TLV tag ${tag} declares ${length} bytes, ${bytes.length - at - 2} left`);
    records.push({ tag, value: utf8.decode(bytes.subarray(at + 2, end)) });
    at = end;
  }
  return records;
}

/** The five phase-1 fields of a payload, by name (a missing tag is undefined). */
export function decodeZatcaQr(base64: string): Partial<Record<ZatcaField, string>> {
  const byTag = new Map(decodeZatcaTlv(base64).map((r) => [r.tag, r.value]));
  const fields: Partial<Record<ZatcaField, string>> = {};
  for (const [field, tag] of Object.entries(zatcaTags) as [ZatcaField, number][]) {
    const value = byTag.get(tag);
    if (value !== undefined) fields[field] = value;
  }
  return fields;
}
