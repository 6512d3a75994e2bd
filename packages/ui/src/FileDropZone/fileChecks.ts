/** What a drop zone accepts: MIME types, file-name extensions and a size limit. */
export interface FileRule {
  /** MIME types the browser may report. An empty type is accepted when the extension matches (CSV often has none). */
  types: readonly string[];
  /** Lower-case extensions with the dot. The extension must always match. */
  extensions: readonly string[];
  /** Largest accepted size in bytes. */
  maxBytes: number;
}

export const fileKinds = ['image', 'csv'] as const;
export type FileKind = (typeof fileKinds)[number];

/** The logo of the business profile (SPEC §2: SVG/PNG/JPG). 2 MB is plenty for a logo. */
export const logoRule: FileRule = {
  types: ['image/svg+xml', 'image/png', 'image/jpeg'],
  extensions: ['.svg', '.png', '.jpg', '.jpeg'],
  maxBytes: 2_000_000,
};

/** A campaign audience file. Excel on Windows reports CSV as `application/vnd.ms-excel`. */
export const csvRule: FileRule = {
  types: ['text/csv', 'application/vnd.ms-excel', 'text/plain'],
  extensions: ['.csv'],
  maxBytes: 5_000_000,
};

export const rulesByKind: Record<FileKind, FileRule> = { image: logoRule, csv: csvRule };

export type FileProblem = 'type' | 'size' | 'empty';

/** Checks name, type and size before anything is uploaded; `null` when the file is acceptable. */
export function checkFile(file: { name: string; type: string; size: number }, rule: FileRule): FileProblem | null {
  const name = file.name.toLowerCase();
  const extensionOk = rule.extensions.some((extension) => name.endsWith(extension));
  const typeOk = file.type === '' || rule.types.includes(file.type.toLowerCase());
  if (!extensionOk || !typeOk) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > rule.maxBytes) return 'size';
  return null;
}

/**
 * Looks at the first bytes, so a renamed file is refused too: PNG and JPEG by their signatures,
 * SVG by an `<svg` element near the start. `true` when the content matches the extension.
 */
export function contentMatchesImage(name: string, head: Uint8Array): boolean {
  const lower = name.toLowerCase();
  if (lower.endsWith('.png')) return [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => head[i] === byte);
  if (lower.endsWith('.jpg') || lower.endsWith('.jpeg')) return head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  if (lower.endsWith('.svg')) return /<svg[\s>]/i.test(new TextDecoder().decode(head));
  return false;
}

/** The accepted extensions for humans: `SVG, PNG, JPG` (JPEG folded into JPG). */
export function extensionNames(rule: FileRule): string[] {
  return [...new Set(rule.extensions.map((extension) => extension.slice(1).toUpperCase().replace('JPEG', 'JPG')))];
}

/** A byte count in the locale's units (decimal: 1 kB = 1000 bytes, as operating systems show). */
export function formatFileSize(bytes: number, locale: string): string {
  const [value, unit] =
    bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : bytes >= 1_000 ? [bytes / 1_000, 'kilobyte'] : [bytes, 'byte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

export interface CsvPreview {
  header: string[];
  /** The first data rows, at most the number asked for. */
  rows: string[][];
  /** All data rows (the header not counted, blank lines skipped). */
  rowCount: number;
}

/**
 * Reads CSV text (RFC 4180: quoted fields with commas, quotes and line breaks; CRLF or LF; a UTF-8
 * BOM from Excel) into a header, the first rows and a row count. Semicolon-separated files (Excel
 * in Arabic and many European locales) are detected from the header line.
 */
export function parseCsvPreview(text: string, previewRows = 5): CsvPreview {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const firstLine = source.slice(0, source.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const endRecord = () => {
    record.push(field);
    if (record.length > 1 || record[0] !== '') records.push(record);
    record = [];
    field = '';
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === delimiter) {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endRecord();
    } else field += char;
  }
  if (field !== '' || record.length > 0) endRecord();
  const [header = [], ...rows] = records;
  return { header, rows: rows.slice(0, previewRows), rowCount: rows.length };
}
