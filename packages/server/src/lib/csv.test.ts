import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, csvHeaders, neutraliseFormula, recordsToCsv, toCsv } from './csv.ts';

/** A tiny RFC 4180 reader to prove what a spreadsheet would read back. */
function parse(csv: string): string[][] {
  const text = csv.startsWith(CSV_BOM) ? csv.slice(1) : csv;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  return rows;
}

describe('csv', () => {
  it('starts with a UTF-8 BOM and ends records with CRLF', () => {
    const csv = toCsv([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toBe(`${CSV_BOM}a,b\r\n1,2\r\n`);
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(toCsv([['x']], { bom: false })).toBe('x\r\n');
  });

  it('quotes commas, quotes and line breaks (RFC 4180) and round-trips them', () => {
    const rows = [
      ['name', 'note'],
      ['Al, Riyadh', 'He said "hi"\nthen left'],
      ['x\r\ny', ''],
    ];
    const csv = toCsv(rows);
    expect(csv).toContain('"Al, Riyadh","He said ""hi""\nthen left"');
    expect(parse(csv)).toEqual(rows);
  });

  it.each(['=1+1', '+966500000000', '-2+3', '@SUM(A1)', '\t=cmd', '\r=cmd', '=HYPERLINK("http://x","y")'])(
    'neutralises formula-leading cell %j',
    (cell) => {
      const read = parse(toCsv([['h'], [cell]]))[1]?.[0];
      expect(read).toBe(`'${cell}`);
    },
  );

  it('leaves safe text, numbers and dates alone', () => {
    expect(neutraliseFormula('Order 1')).toBe('Order 1');
    expect(neutraliseFormula('a=b')).toBe('a=b');
    expect(csvField(-5)).toBe('-5');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(true)).toBe('true');
    expect(csvField(new Date('2026-11-01T10:00:00Z'))).toBe('2026-11-01T10:00:00.000Z');
  });

  it('preserves Arabic text byte for byte', () => {
    const csv = recordsToCsv(
      [
        { header: 'الاسم', value: (r: { name: string; total: number }) => r.name },
        { header: 'Total (SAR)', value: (r) => r.total },
      ],
      [{ name: 'محمد العتيبي، الرياض', total: 249.5 }],
    );
    expect(parse(csv)).toEqual([
      ['الاسم', 'Total (SAR)'],
      ['محمد العتيبي، الرياض', '249.5'],
    ]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(new TextEncoder().encode(csv))).toBe(csv);
  });

  it('writes an empty export as just the BOM', () => {
    expect(toCsv([])).toBe(CSV_BOM);
  });

  it('builds download headers with a safe ASCII name and a UTF-8 name', () => {
    const h = csvHeaders('clients-2026-11 "x".csv');
    expect(h['Content-Type']).toBe('text/csv; charset=utf-8');
    expect(h['Content-Disposition']).toBe(`attachment; filename="clients-2026-11_x_.csv"; filename*=UTF-8''clients-2026-11%20%22x%22.csv`);
  });
});
