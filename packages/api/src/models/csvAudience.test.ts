import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { CSV_AUDIENCE_MAX, csvSafeCell, normalizeAudiencePhone, parseCsvAudience, rejectedRowsCsv } from './csvAudience';

describe('normalizeAudiencePhone', () => {
  it('keeps + and digits, drops separators, reads Arabic-Indic digits and 00', () => {
    expect(normalizeAudiencePhone('+966 50-123 4567')).toBe('+966501234567');
    expect(normalizeAudiencePhone('966501234567')).toBe('+966501234567');
    expect(normalizeAudiencePhone('00966501234567')).toBe('+966501234567');
    expect(normalizeAudiencePhone('٩٦٦٥٠١٢٣٤٥٦٧')).toBe('+966501234567');
  });

  it('turns a trunk 0 into the country code only when one is given', () => {
    expect(normalizeAudiencePhone('0501234567', '966')).toBe('+966501234567');
    expect(normalizeAudiencePhone('0501234567')).toBeNull();
  });

  it('refuses formulas, letters, too short and too long', () => {
    for (const cell of [
      '=HYPERLINK("http://x","966501234567")',
      '@SUM(1)',
      '-966501234567',
      'abc',
      '12345',
      '+12345678901234567',
      '',
      '+',
    ]) {
      expect(normalizeAudiencePhone(cell)).toBeNull();
    }
  });
});

describe('parseCsvAudience', () => {
  it('accepts, rejects with a reason per row and de-duplicates', () => {
    const csv = [
      'phone,name',
      '+966501234567,Sara',
      '966501234567,Sara again',
      'not a phone,X',
      '',
      '+971501234567,Ali',
      '+201001234567,Optout',
    ].join('\n');
    const result = parseCsvAudience(csv, { optedOut: ['00201001234567'] });
    expect(result.header).toBe(true);
    expect(result.rows).toBe(5);
    expect(result.numbers).toEqual(['+966501234567', '+971501234567']);
    expect(result.rejected).toEqual([
      { line: 3, value: '966501234567', reason: 'duplicate' },
      { line: 4, value: 'not a phone', reason: 'invalid_number' },
      { line: 7, value: '+201001234567', reason: 'opted_out' },
    ]);
    expect(result.counts).toEqual({ invalid_number: 1, duplicate: 1, opted_out: 1 });
  });

  it('finds the phone column by its header, in English or Arabic, with ; and quotes', () => {
    const csv = 'الاسم;رقم الجوال\r\n"Sara; ""S""";+966 50 123 4567\r\n"علي";0501234568';
    const result = parseCsvAudience(csv, { countryCode: '966' });
    expect(result.numbers).toEqual(['+966501234567', '+966501234568']);
    expect(result.rejected).toEqual([]);
  });

  it('reads a file without a header from its first line and strips a BOM', () => {
    const result = parseCsvAudience('\uFEFF+966501234567\n+966501234568\n');
    expect(result.header).toBe(false);
    expect(result.numbers).toHaveLength(2);
  });

  it('rejects a formula cell whole rather than keeping its digits', () => {
    const result = parseCsvAudience('phone\n=966501234567\n"=cmd|\' /C calc\'!A0"');
    expect(result.numbers).toEqual([]);
    expect(result.rejected.map((r) => r.reason)).toEqual(['invalid_number', 'invalid_number']);
  });

  it('keeps a hostile cell bounded', () => {
    const result = parseCsvAudience(`phone\n<script>alert(1)</script>${'x'.repeat(500)}`);
    expect(result.rejected[0]!.value.length).toBe(64);
  });

  it('reports progress and parses 100,000 rows', () => {
    const lines = ['phone'];
    for (let i = 0; i < 100_000; i++) lines.push(`+9665${String(i).padStart(8, '0')}`);
    lines.push('+966500000000'); // a duplicate of the first
    const progress: number[] = [];
    const started = performance.now();
    const result = parseCsvAudience(lines.join('\n'), { onProgress: (done) => progress.push(done) });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(result.numbers).toHaveLength(CSV_AUDIENCE_MAX);
    expect(progress.length).toBeGreaterThan(10);
    expect(progress.at(-1)).toBe(lines.length);
  });

  it('stops reading past the schema limit', () => {
    const lines: string[] = [];
    for (let i = 0; i <= CSV_AUDIENCE_MAX; i++) lines.push(`+9665${String(i).padStart(8, '0')}`);
    const result = parseCsvAudience(lines.join('\n'));
    expect(result.truncated).toBe(true);
    expect(result.numbers).toHaveLength(CSV_AUDIENCE_MAX);
  });
});

// The shared hostile fixture (read, not imported: it lives outside this package's sources).
const hostile = JSON.parse(
  readFileSync(new URL('../../../../stories/support/fixtures/hostile-strings.json', import.meta.url), 'utf8'),
) as Record<'csv_formulas' | 'markup' | 'bidi' | 'empty_like' | 'numbers', string[]>;

describe('hostile fixture', () => {
  it('rejects every formula, markup and bidi cell; reads the hostile phone formats it can', () => {
    const cells = [...hostile.csv_formulas, ...hostile.markup, ...hostile.bidi.slice(0, 4), ...hostile.empty_like.filter((c) => c.trim())];
    const result = parseCsvAudience(['phone', ...cells.map((c) => `"${c.replace(/"/g, '""')}"`)].join('\n'));
    expect(result.numbers).toEqual([]);
    expect(result.counts.invalid_number).toBe(cells.length);
    // +966 (55) 123-4567, Arabic-Indic and Persian digits with a trunk 0, 00 prefix: one number, then duplicates.
    const phones = parseCsvAudience(hostile.numbers.slice(0, 4).join('\n'), { countryCode: '966' });
    expect(phones.numbers).toEqual(['+966551234567']);
    expect(phones.counts).toEqual({ invalid_number: 0, duplicate: 3, opted_out: 0 });
    expect(parseCsvAudience('phone\n1e309\n-0').counts.invalid_number).toBe(2);
  });
});

describe('rejectedRowsCsv', () => {
  it('neutralises formulas and quotes cells', () => {
    expect(csvSafeCell('=1+1')).toBe("'=1+1");
    expect(csvSafeCell('a,"b"')).toBe('"a,""b"""');
    expect(rejectedRowsCsv([{ line: 2, value: '@SUM(A1)', reason: 'invalid_number' }])).toBe(
      "line,value,reason\r\n2,'@SUM(A1),invalid_number",
    );
  });
});
