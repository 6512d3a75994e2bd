import { describe, expect, it } from 'vitest';
import { checkFile, contentMatchesImage, csvRule, extensionNames, formatFileSize, logoRule, parseCsvPreview } from './fileChecks';

describe('checkFile', () => {
  it('accepts SVG, PNG and JPG logos within the limit', () => {
    expect(checkFile({ name: 'logo.svg', type: 'image/svg+xml', size: 1200 }, logoRule)).toBeNull();
    expect(checkFile({ name: 'Logo.PNG', type: 'image/png', size: 300_000 }, logoRule)).toBeNull();
    expect(checkFile({ name: 'logo.jpeg', type: 'image/jpeg', size: 2_000_000 }, logoRule)).toBeNull();
  });

  it('refuses other types, by extension or by reported MIME type', () => {
    expect(checkFile({ name: 'logo.gif', type: 'image/gif', size: 100 }, logoRule)).toBe('type');
    expect(checkFile({ name: 'logo.png', type: 'application/x-msdownload', size: 100 }, logoRule)).toBe('type');
    expect(checkFile({ name: 'png', type: 'image/png', size: 100 }, logoRule)).toBe('type');
  });

  it('refuses empty and over-size files', () => {
    expect(checkFile({ name: 'logo.png', type: 'image/png', size: 0 }, logoRule)).toBe('empty');
    expect(checkFile({ name: 'logo.png', type: 'image/png', size: 2_000_001 }, logoRule)).toBe('size');
  });

  it('accepts CSV with the types browsers actually report, including none', () => {
    expect(checkFile({ name: 'audience.csv', type: 'text/csv', size: 10 }, csvRule)).toBeNull();
    expect(checkFile({ name: 'audience.csv', type: 'application/vnd.ms-excel', size: 10 }, csvRule)).toBeNull();
    expect(checkFile({ name: 'audience.csv', type: '', size: 10 }, csvRule)).toBeNull();
    expect(checkFile({ name: 'audience.xlsx', type: '', size: 10 }, csvRule)).toBe('type');
  });
});

describe('contentMatchesImage', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
  const jpg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
  const svg = new TextEncoder().encode('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg">');
  it('recognises each format by its content', () => {
    expect(contentMatchesImage('a.png', png)).toBe(true);
    expect(contentMatchesImage('a.jpg', jpg)).toBe(true);
    expect(contentMatchesImage('a.svg', svg)).toBe(true);
  });
  it('refuses a file renamed to an image extension', () => {
    expect(contentMatchesImage('a.png', jpg)).toBe(false);
    expect(contentMatchesImage('a.jpg', new TextEncoder().encode('MZ executable'))).toBe(false);
    expect(contentMatchesImage('a.svg', new TextEncoder().encode('<html><body>'))).toBe(false);
  });
});

describe('names and sizes', () => {
  it('lists the extensions once, JPEG as JPG', () => {
    expect(extensionNames(logoRule)).toEqual(['SVG', 'PNG', 'JPG']);
  });
  it('formats sizes in the locale', () => {
    expect(formatFileSize(512, 'en-US')).toBe('512 byte');
    expect(formatFileSize(48_300, 'en-US')).toBe('48.3 kB');
    expect(formatFileSize(2_000_000, 'en-US')).toBe('2 MB');
    expect(formatFileSize(1_500_000, 'ar-SA-u-nu-arab')).toMatch(/١٫٥/);
  });
});

describe('parseCsvPreview', () => {
  it('reads the header, the first rows and counts all rows', () => {
    const csv = 'name,phone\nSara,966500000001\nOmar,966500000002\nLina,966500000003\n';
    expect(parseCsvPreview(csv, 2)).toEqual({
      header: ['name', 'phone'],
      rows: [
        ['Sara', '966500000001'],
        ['Omar', '966500000002'],
      ],
      rowCount: 3,
    });
  });

  it('handles a BOM, CRLF, quoted commas, quotes and line breaks, and blank lines', () => {
    const csv = '\ufeffname,note\r\n"Al-Harbi, Sara","said ""hi""\nthen left"\r\n\r\nOmar,\r\n';
    const preview = parseCsvPreview(csv);
    expect(preview.header).toEqual(['name', 'note']);
    expect(preview.rows).toEqual([
      ['Al-Harbi, Sara', 'said "hi"\nthen left'],
      ['Omar', ''],
    ]);
    expect(preview.rowCount).toBe(2);
  });

  it('detects semicolon-separated files and Arabic text', () => {
    const preview = parseCsvPreview('الاسم;الهاتف\nسارة;966500000001');
    expect(preview.header).toEqual(['الاسم', 'الهاتف']);
    expect(preview.rows).toEqual([['سارة', '966500000001']]);
  });

  it('reports zero rows for a header alone or an empty file', () => {
    expect(parseCsvPreview('name,phone\n').rowCount).toBe(0);
    expect(parseCsvPreview('')).toEqual({ header: [], rows: [], rowCount: 0 });
  });
});
