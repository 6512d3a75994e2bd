/**
 * The campaign audience from a CSV file: one phone number per row (the first column, or the column
 * whose header names a phone), each row accepted or rejected with a reason, duplicates removed.
 * Pure and synchronous so it runs the same in a Web Worker (the wizard), in Node (the benchmark,
 * scripts/bench-csv.mjs) and in unit tests; progress is reported through a callback.
 *
 * Formula-safe: a cell is only ever read as text, a cell that a spreadsheet would evaluate
 * (`=`, `@`, `-`, tab… first) is rejected as an invalid number rather than stripped down to its
 * digits, and `rejectedRowsCsv` neutralises such cells when the rejected rows are exported.
 */
import { toLatinDigits } from '../validation/core';
import { validatePhoneFormat } from '../validation/more';
import { phoneDigits } from './phone';

export const csvRejectReasons = ['invalid_number', 'duplicate', 'opted_out'] as const;
export type CsvRejectReason = (typeof csvRejectReasons)[number];

/** The schema's limit on uploaded numbers (schemas/campaigns.ts, `audience.csv`). */
export const CSV_AUDIENCE_MAX = 100_000;
/** A rejected cell is kept to this many characters: enough to recognise it, bounded for a hostile file. */
const CELL_KEEP = 64;

export interface CsvRejectedRow {
  /** 1-based line in the file (the header, when there is one, is line 1). */
  line: number;
  /** The cell as written (trimmed, at most 64 characters). */
  value: string;
  reason: CsvRejectReason;
}

export interface CsvAudienceResult {
  /** Accepted numbers in file order, normalised to `+` and digits, each once. */
  numbers: string[];
  rejected: CsvRejectedRow[];
  /** Rejected rows per reason. */
  counts: Record<CsvRejectReason, number>;
  /** Data rows read (the header and blank lines excluded). */
  rows: number;
  /** Whether the first line was taken as a header. */
  header: boolean;
  /** Rows past `CSV_AUDIENCE_MAX` accepted numbers were not read. */
  truncated: boolean;
}

export interface CsvAudienceOptions {
  /** Numbers that replied STOP (any format); rows with them are rejected as `opted_out`. */
  optedOut?: Iterable<string>;
  /** Country code for national numbers written with a trunk `0` (`0501234567`); none by default. */
  countryCode?: string;
  /** Called about every `progressEvery` rows and once at the end, with lines done and total lines. */
  onProgress?: (done: number, total: number) => void;
  progressEvery?: number;
}

/** Header cells naming the phone column (lower-cased, English and Arabic). */
const PHONE_HEADERS = new Set([
  'phone',
  'phone number',
  'phone_number',
  'mobile',
  'number',
  'msisdn',
  'whatsapp',
  'رقم',
  'الرقم',
  'الجوال',
  'رقم الجوال',
  'الهاتف',
  'رقم الهاتف',
]);

/**
 * A number as the server stores it (`+` and digits), or null when the cell is not a phone number.
 * `00` international prefixes become `+`; with `countryCode`, a trunk `0` becomes the country code.
 */
export function normalizeAudiencePhone(cell: string, countryCode?: string): string | null {
  const text = toLatinDigits(cell.trim());
  // Spreadsheet formulas and anything but digits, separators and one leading + are refused whole.
  if (!/^[+\d(]/.test(text) || !/^\+?[\d\s\-()/.]+$/.test(text)) return null;
  let digits = phoneDigits(text);
  if (!text.startsWith('+')) {
    if (digits.startsWith('00')) digits = digits.slice(2);
    else if (countryCode && digits.startsWith('0')) digits = phoneDigits(countryCode) + digits.replace(/^0+/, '');
  }
  const phone = `+${digits}`;
  return validatePhoneFormat(phone) === null && !digits.startsWith('0') ? phone : null;
}

/** Splits one CSV line into cells (RFC 4180 quotes, `,` or `;` as separator). */
function cells(line: string, separator: string): string[] {
  if (!line.includes('"')) return line.split(separator);
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === separator) {
      out.push(cell);
      cell = '';
    } else cell += ch;
  }
  out.push(cell);
  return out;
}

export function parseCsvAudience(text: string, options: CsvAudienceOptions = {}): CsvAudienceResult {
  const { countryCode, onProgress, progressEvery = 5_000 } = options;
  const optedOut = new Set<string>();
  for (const n of options.optedOut ?? []) {
    const phone = normalizeAudiencePhone(n, countryCode);
    if (phone) optedOut.add(phone);
  }
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const total = lines.length;
  const first = lines.find((l) => l.trim() !== '') ?? '';
  const separator = !first.includes(',') && first.includes(';') ? ';' : ',';

  // A header is a first line whose cells are not phone numbers; the phone column is the one it names.
  let column = 0;
  let start = 0;
  const firstIndex = lines.indexOf(first);
  const headCells = cells(first, separator).map((c) => c.trim().toLowerCase());
  const header = first !== '' && headCells.every((c) => normalizeAudiencePhone(c, countryCode) === null) && !/^\s*[=+\-@]/.test(first);
  if (header) {
    const named = headCells.findIndex((c) => PHONE_HEADERS.has(c));
    column = named >= 0 ? named : 0;
    start = firstIndex + 1;
  }

  const seen = new Set<string>();
  const numbers: string[] = [];
  const rejected: CsvRejectedRow[] = [];
  const counts: Record<CsvRejectReason, number> = { invalid_number: 0, duplicate: 0, opted_out: 0 };
  let rows = 0;
  let truncated = false;
  const reject = (line: number, value: string, reason: CsvRejectReason) => {
    counts[reason]++;
    rejected.push({ line, value: value.trim().slice(0, CELL_KEEP), reason });
  };

  for (let i = start; i < total; i++) {
    if (onProgress && i % progressEvery === 0 && i > 0) onProgress(i, total);
    const line = lines[i]!;
    if (line.trim() === '') continue;
    if (numbers.length >= CSV_AUDIENCE_MAX) {
      truncated = true;
      break;
    }
    rows++;
    const value = cells(line, separator)[column] ?? '';
    const phone = normalizeAudiencePhone(value, countryCode);
    if (phone === null) reject(i + 1, value, 'invalid_number');
    else if (seen.has(phone)) reject(i + 1, value, 'duplicate');
    else if (optedOut.has(phone)) {
      seen.add(phone);
      reject(i + 1, value, 'opted_out');
    } else {
      seen.add(phone);
      numbers.push(phone);
    }
  }
  onProgress?.(total, total);
  return { numbers, rejected, counts, rows, header, truncated };
}

/** A cell a spreadsheet would run as a formula gets a leading `'` (OWASP CSV injection). */
export function csvSafeCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The rejected rows as a CSV the merchant can download and fix (line, value, reason). */
export function rejectedRowsCsv(rows: readonly CsvRejectedRow[]): string {
  return ['line,value,reason', ...rows.map((r) => `${r.line},${csvSafeCell(r.value)},${r.reason}`)].join('\r\n');
}
