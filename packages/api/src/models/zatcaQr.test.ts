import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { decodeZatcaQr, decodeZatcaTlv, encodeZatcaQr, ZATCA_MAX_VALUE_BYTES, type ZatcaInvoice } from './zatcaQr';

const sample: ZatcaInvoice = {
  sellerName: 'Bobs Records',
  vatNumber: '310122393500003',
  timestamp: '2022-04-25T15:30:00Z',
  total: 1000,
  vatTotal: 150,
};

/** Reads TLV with Node's Buffer, independently of the module's decoder. */
function rawRecords(base64: string) {
  const bytes = Buffer.from(base64, 'base64');
  const records: { tag: number; length: number; value: string }[] = [];
  for (let at = 0; at < bytes.length;) {
    const tag = bytes[at]!;
    const length = bytes[at + 1]!;
    records.push({ tag, length, value: bytes.subarray(at + 2, at + 2 + length).toString('utf8') });
    at += 2 + length;
  }
  return records;
}

const encoded = (invoice: ZatcaInvoice) => {
  const result = encodeZatcaQr(invoice);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.base64;
};

describe('ZATCA phase-1 QR', () => {
  it("matches ZATCA's published example byte for byte", () => {
    expect(encoded(sample)).toBe('AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==');
  });

  it('decodes the TLV back: tags 1–5 in order with their values', () => {
    const base64 = encoded({ ...sample, timestamp: new Date('2026-11-24T08:30:15.123Z'), total: 115.5, vatTotal: 15.07 });
    expect(rawRecords(base64).map((r) => [r.tag, r.value])).toEqual([
      [1, 'Bobs Records'],
      [2, '310122393500003'],
      [3, '2026-11-24T08:30:15Z'],
      [4, '115.50'],
      [5, '15.07'],
    ]);
    expect(decodeZatcaQr(base64)).toEqual({
      sellerName: 'Bobs Records',
      vatNumber: '310122393500003',
      timestamp: '2026-11-24T08:30:15Z',
      total: '115.50',
      vatTotal: '15.07',
    });
  });

  it('counts UTF-8 bytes, not characters, for an Arabic seller name', () => {
    const name = 'مؤسسة وصل للتجارة';
    const [first] = rawRecords(encoded({ ...sample, sellerName: name }));
    expect(first).toEqual({ tag: 1, length: Buffer.byteLength(name, 'utf8'), value: name });
    expect(first!.length).toBeGreaterThan(name.length);
  });

  it('writes 128–255 bytes as one unsigned byte (the standard: "stored in one byte"), not a BER prefix', () => {
    const name = 'ش'.repeat(69); // 138 bytes
    const bytes = Buffer.from(encoded({ ...sample, sellerName: name }), 'base64');
    expect([bytes[0], bytes[1]]).toEqual([1, 138]);
    expect(decodeZatcaQr(encoded({ ...sample, sellerName: name })).sellerName).toBe(name);
    const longest = 'ش'.repeat(ZATCA_MAX_VALUE_BYTES >> 1) + 'a'; // 255 bytes
    expect(decodeZatcaQr(encoded({ ...sample, sellerName: longest })).sellerName).toBe(longest);
  });

  it('refuses a value over 255 bytes and other bad input with translation keys', () => {
    const result = encodeZatcaQr({ ...sample, sellerName: 'ش'.repeat(128), vatNumber: '123', timestamp: 'yesterday', total: Number.NaN });
    expect(result).toEqual({
      ok: false,
      problems: [
        { field: 'timestamp', key: 'validation:invalid' },
        { field: 'vatNumber', key: 'validation:vatInvalid' },
        { field: 'total', key: 'validation:invalid' },
        { field: 'sellerName', key: 'validation:zatcaTooLong' },
      ],
    });
    expect(encodeZatcaQr({ ...sample, sellerName: '  ', vatNumber: '' })).toEqual({
      ok: false,
      problems: [
        { field: 'sellerName', key: 'validation:required' },
        { field: 'vatNumber', key: 'validation:required' },
      ],
    });
  });

  it('keeps HTML in a name as text (bytes in, same bytes out)', () => {
    const name = '<script>alert(1)</script> & "شركة"';
    expect(decodeZatcaQr(encoded({ ...sample, sellerName: name })).sellerName).toBe(name);
  });

  it('throws on a truncated payload instead of reading past it', () => {
    const bytes = Buffer.from(encoded(sample), 'base64');
    expect(() => decodeZatcaTlv(bytes.subarray(0, 10).toString('base64'))).toThrow(RangeError);
    expect(decodeZatcaTlv('')).toEqual([]);
  });
});
