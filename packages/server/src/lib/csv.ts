/**
 * CSV writer for the dashboard exports (SPEC §2 data exports; issue 4 security rules).
 *
 * - RFC 4180: fields separated by commas, records by CRLF; a field containing a comma, a double
 *   quote, CR or LF is wrapped in double quotes and its quotes doubled.
 * - UTF-8 with a byte-order mark so Excel opens Arabic text correctly.
 * - Formula injection neutralised: a text cell starting with `=`, `+`, `-`, `@`, tab or CR gets a
 *   leading apostrophe, so a spreadsheet shows it as text instead of evaluating it. Numbers we
 *   produce ourselves (typeof number) are written as they are, so a refund of -5 stays a number.
 * - Timestamps: ISO 8601; with `timeZone` (the merchant's, lib/zone.ts) as the wall clock there with
 *   its offset (`2026-12-01T00:30:00+03:00`), so a row's date is the local day the dashboard counts
 *   it in; without it, UTC (`…Z`).
 */
import { isoInZone } from './zone.ts';

export type CsvCell = string | number | bigint | boolean | Date | null | undefined;

export const CSV_BOM = '\uFEFF';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** Makes a text cell safe to open in a spreadsheet. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function cellText(cell: CsvCell, timeZone?: string): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'bigint' || typeof cell === 'boolean') return String(cell);
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return '';
    return timeZone ? isoInZone(cell, timeZone) : cell.toISOString();
  }
  return neutraliseFormula(cell);
}

/** One field, quoted when RFC 4180 needs it; a Date in `timeZone` when given. */
export function csvField(cell: CsvCell, timeZone?: string): string {
  const text = cellText(cell, timeZone);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export interface CsvOptions {
  /** Prefix the UTF-8 byte-order mark. @default true */
  bom?: boolean;
  /** Write Date cells on this zone's clock with its offset (lib/zone.ts isoInZone). @default UTC */
  timeZone?: string;
}

/** Rows (the first usually the header) to CSV text, CRLF-terminated. */
export function toCsv(rows: readonly (readonly CsvCell[])[], options: CsvOptions = {}): string {
  const body = rows.map((row) => row.map((cell) => csvField(cell, options.timeZone)).join(',')).join('\r\n');
  return (options.bom === false ? '' : CSV_BOM) + (rows.length ? `${body}\r\n` : '');
}

export interface CsvColumn<T> {
  header: string;
  value: (record: T) => CsvCell;
}

/** Records to CSV with a header row. */
export function recordsToCsv<T>(columns: readonly CsvColumn<T>[], records: readonly T[], options: CsvOptions = {}): string {
  return toCsv([columns.map((c) => c.header), ...records.map((r) => columns.map((c) => c.value(r)))], options);
}

/** Download headers for a CSV answer (`attachment; filename=…` with an RFC 5987 UTF-8 name). */
export function csvHeaders(filename: string): Record<string, string> {
  const ascii = filename.replace(/[^\w.-]+/g, '_');
  return {
    'Content-Type': CSV_CONTENT_TYPE,
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  };
}
