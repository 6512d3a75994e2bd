/**
 * Upload checks (issue 4: "size limit, type checked by content not by name, SVG sanitised or rejected").
 *
 * The file name and the client's declared type are ignored; the bytes decide:
 * PNG by its 8-byte signature and IHDR chunk, JPEG by FF D8 FF, SVG as UTF-8 text whose first
 * element is <svg>. Anything else is 415, bigger than the limit 413, an SVG we cannot prove safe 400.
 *
 * The SVG sanitiser has no dependency. It parses a conservative subset of XML (quoted attributes,
 * the five predefined entities and numeric references, comments, CDATA, one leading XML
 * declaration) and re-serialises what it parsed, so the bytes we store are exactly what we checked
 * (no parser differential between us and the browser). Policy:
 * - reject: DOCTYPE / ENTITY declarations, processing instructions, <script>, <foreignObject> and
 *   other active or embedding elements (any letter case, any prefix), event-handler attributes
 *   (on*), href / xlink:href not starting with '#', url(…) not pointing at '#', @import,
 *   javascript:/vbscript:/data: anywhere in a value, CSS escapes, unknown elements and namespaces;
 * - strip: comments, the XML declaration, <metadata> and editor namespaces (Inkscape, Sodipodi,
 *   Sketch, Illustrator…), so ordinary exported logos still pass.
 */
import { escapeText } from './escape.ts';
import { text, type MessageLanguage } from './labels.ts';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

export type UploadKind = 'png' | 'jpeg' | 'svg';

export const UPLOAD_KINDS: Record<UploadKind, { mime: string; extension: string }> = {
  png: { mime: 'image/png', extension: 'png' },
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  svg: { mime: 'image/svg+xml', extension: 'svg' },
};

export type UploadErrorKey = 'upload.empty' | 'upload.tooLarge' | 'upload.unsupportedType' | 'upload.unsafeSvg';

/** Status of each refusal; its clear text is `errors:upload.*` of the catalogue (uploadErrorText). */
export const UPLOAD_ERRORS: Record<UploadErrorKey, { status: 400 | 413 | 415 }> = {
  'upload.empty': { status: 400 },
  'upload.tooLarge': { status: 413 },
  'upload.unsupportedType': { status: 415 },
  'upload.unsafeSvg': { status: 400 },
};

/** The refusal in the uploader's language, from the catalogue. */
export const uploadErrorText = (error: UploadErrorKey, language: MessageLanguage = 'en'): string => text(language, `errors:${error}`);

export type UploadCheck =
  | { ok: true; kind: UploadKind; mime: string; extension: string; bytes: Uint8Array }
  | { ok: false; error: UploadErrorKey; status: 400 | 413 | 415; message: string; detail?: string };

export interface UploadOptions {
  /** @default LOGO_MAX_BYTES (2 MB) */
  maxBytes?: number;
  /** @default all three kinds */
  allowed?: readonly UploadKind[];
}

function refuse(error: UploadErrorKey, detail?: string): UploadCheck {
  const { status } = UPLOAD_ERRORS[error];
  const en = uploadErrorText(error);
  return detail === undefined ? { ok: false, error, status, message: en } : { ok: false, error, status, message: en, detail };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Detects the kind from the bytes only; `undefined` when it is none of ours. */
export function sniffImage(bytes: Uint8Array): UploadKind | undefined {
  if (bytes.length >= 24 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) {
    // The first chunk of a PNG is IHDR.
    if (bytes[12] === 0x49 && bytes[13] === 0x48 && bytes[14] === 0x44 && bytes[15] === 0x52) return 'png';
    return undefined;
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const text = decodeUtf8(bytes.subarray(0, Math.min(bytes.length, 4096)), true);
  if (text !== undefined && looksLikeSvg(text)) return 'svg';
  return undefined;
}

function decodeUtf8(bytes: Uint8Array, allowTruncatedEnd = false): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    if (!allowTruncatedEnd) return undefined;
    // A 4 KiB prefix may cut a multi-byte character: retry without the last three bytes.
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, Math.max(0, bytes.length - 3)));
    } catch {
      return undefined;
    }
  }
}

/** The first markup after whitespace, comments and an XML declaration opens <svg> (or a DOCTYPE for svg). */
function looksLikeSvg(text: string): boolean {
  let s = text.replace(/^\uFEFF/, '');
  for (;;) {
    s = s.replace(/^\s+/, '');
    if (s.startsWith('<?')) {
      const end = s.indexOf('?>');
      if (end < 0) return false;
      s = s.slice(end + 2);
    } else if (s.startsWith('<!--')) {
      const end = s.indexOf('-->');
      if (end < 0) return false;
      s = s.slice(end + 3);
    } else break;
  }
  return /^<(?:[\w-]+:)?svg[\s>/]/i.test(s) || /^<!doctype\s+svg[\s>[]/i.test(s);
}

/** Size, kind and (for SVG) safety. Returns the bytes to store. */
export function checkUpload(bytes: Uint8Array, options: UploadOptions = {}): UploadCheck {
  const maxBytes = options.maxBytes ?? LOGO_MAX_BYTES;
  const allowed = options.allowed ?? (['png', 'jpeg', 'svg'] as const);
  if (bytes.length === 0) return refuse('upload.empty');
  if (bytes.length > maxBytes) return refuse('upload.tooLarge');
  const kind = sniffImage(bytes);
  if (!kind || !allowed.includes(kind)) return refuse('upload.unsupportedType');
  if (kind === 'svg') {
    const text = decodeUtf8(bytes);
    if (text === undefined) return refuse('upload.unsafeSvg', 'not valid UTF-8');
    const clean = sanitiseSvg(text);
    if (!clean.ok) return refuse('upload.unsafeSvg', clean.reason);
    const out = new TextEncoder().encode(clean.svg);
    if (out.length > maxBytes) return refuse('upload.tooLarge');
    return { ok: true, kind, ...UPLOAD_KINDS[kind], bytes: out };
  }
  return { ok: true, kind, ...UPLOAD_KINDS[kind], bytes };
}

/** Headers for serving a stored upload: exact type, no sniffing, and no script even if opened directly. */
export function uploadResponseHeaders(kind: UploadKind): Record<string, string> {
  return {
    'Content-Type': UPLOAD_KINDS[kind].mime,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; sandbox",
    'Cache-Control': 'public, max-age=31536000, immutable',
  };
}

// ---------------------------------------------------------------------------------------------
// SVG sanitiser

export type SvgSanitised = { ok: true; svg: string } | { ok: false; reason: string };

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

/** Elements kept (exact SVG spelling). */
const ALLOWED_ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'style',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'filter',
  'feGaussianBlur',
  'feOffset',
  'feBlend',
  'feColorMatrix',
  'feFlood',
  'feComposite',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feDropShadow',
]);

/** Elements dropped with their content (harmless metadata). */
const STRIPPED_ELEMENTS = new Set(['metadata']);

/** Elements that mean someone is trying something: named in the refusal. */
const ACTIVE_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'frame',
  'frameset',
  'embed',
  'object',
  'applet',
  'html',
  'body',
  'link',
  'meta',
  'base',
  'handler',
  'listener',
  'animate',
  'set',
  'animatemotion',
  'animatecolor',
  'animatetransform',
  'image',
  'feimage',
  'a',
  'audio',
  'video',
  'font-face-uri',
]);

/** Namespace prefixes written by drawing tools; their elements and attributes are dropped. */
const EDITOR_PREFIXES = new Set(['inkscape', 'sodipodi', 'sketch', 'serif', 'i', 'x', 'graph', 'rdf', 'cc', 'dc', 'figma', 'a', 'ns1']);

const NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?$/;
const MAX_DEPTH = 100;
const MAX_ELEMENTS = 50_000;

class Unsafe extends Error {}

function fail(reason: string): never {
  throw new Unsafe(reason);
}

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Decodes the entities XML allows without a DTD; anything else is refused. */
function decodeEntities(raw: string): string {
  return raw.replace(/&([^;&\s<]{0,32});|&/g, (match, body: string | undefined) => {
    if (body === undefined) fail('stray "&" (undeclared entity)');
    if (body.startsWith('#')) {
      const hex = /^#x([0-9a-fA-F]{1,6})$/.exec(body);
      const dec = /^#([0-9]{1,7})$/.exec(body);
      const code = hex ? parseInt(hex[1] as string, 16) : dec ? parseInt(dec[1] as string, 10) : NaN;
      const validChar =
        code === 0x9 ||
        code === 0xa ||
        code === 0xd ||
        (code >= 0x20 && code <= 0xd7ff) ||
        (code >= 0xe000 && code <= 0x10ffff && code !== 0xfffe && code !== 0xffff);
      if (!validChar) fail(`invalid character reference ${match}`);
      return String.fromCodePoint(code);
    }
    const value = PREDEFINED[body];
    if (value === undefined) fail(`undeclared entity ${match}`);
    return value;
  });
}

function escapeAttr(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');
}

/** Checks a value (attribute or CSS) for script schemes and references outside the document. */
function checkValue(value: string, where: string): void {
  // Browsers ignore whitespace and control characters inside schemes ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const squashed = value.replace(/[\s\u0000-\u001f\u007f-\u009f]+/g, '').toLowerCase();
  for (const scheme of ['javascript:', 'vbscript:', 'data:', 'livescript:']) {
    if (squashed.includes(scheme)) fail(`${scheme} URL in ${where}`);
  }
  const urls = squashed.match(/url\(([^)]*)\)?/g) ?? [];
  for (const url of urls) {
    if (!/^url\((["']?)#[^"'()]*\1\)$/.test(url)) fail(`external url() in ${where}`);
  }
}

/** CSS from a style element or attribute: no imports, escapes, bindings or non-local url(). */
function checkCss(css: string, where: string): void {
  if (css.includes('\\')) fail(`CSS escape in ${where}`);
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, '').toLowerCase();
  if (plain.includes('/*')) fail(`unterminated CSS comment in ${where}`);
  for (const bad of ['@import', 'expression(', 'behavior', '-moz-binding', 'image-set(', 'image(', 'src(', '@font-face', '@namespace']) {
    if (plain.replace(/\s+/g, '').includes(bad)) fail(`${bad.replace('(', '')} in ${where}`);
  }
  checkValue(plain, where);
}

interface Attr {
  name: string;
  value: string;
}

function splitName(name: string): { prefix: string | undefined; local: string } {
  const colon = name.indexOf(':');
  return colon < 0 ? { prefix: undefined, local: name } : { prefix: name.slice(0, colon), local: name.slice(colon + 1) };
}

/** Filters an element's attributes; throws on anything unsafe. */
function cleanAttributes(element: string, attrs: Attr[], isRoot: boolean): Attr[] {
  const kept: Attr[] = [];
  for (const { name, value } of attrs) {
    const { prefix, local } = splitName(name);
    const lower = local.toLowerCase();
    if (lower.startsWith('on')) fail(`event handler attribute ${name} on <${element}>`);
    if (name === 'xmlns') {
      if (value.trim() !== SVG_NS) fail(`foreign default namespace ${value}`);
      kept.push({ name, value: SVG_NS });
      continue;
    }
    if (prefix === 'xmlns') {
      if (local === 'xlink' && value.trim() === XLINK_NS) kept.push({ name, value: XLINK_NS });
      else if (local === 'svg' && value.trim() === SVG_NS) kept.push({ name, value: SVG_NS });
      else if (EDITOR_PREFIXES.has(local)) continue;
      else fail(`namespace ${name}="${value}"`);
      continue;
    }
    if (prefix !== undefined && EDITOR_PREFIXES.has(prefix)) continue;
    if (prefix !== undefined && prefix !== 'xlink' && prefix !== 'xml') fail(`attribute in unknown namespace ${name}`);
    if (lower === 'href' || lower === 'src' || lower === 'action' || lower === 'formaction') {
      if (!/^#[\w.:-]*$/.test(value.trim())) fail(`external reference ${name}="${value.slice(0, 60)}"`);
    }
    if (lower === 'style') checkCss(value, `style attribute of <${element}>`);
    else checkValue(value, `${name} of <${element}>`);
    kept.push({ name, value });
  }
  if (isRoot && !kept.some((a) => a.name === 'xmlns')) kept.unshift({ name: 'xmlns', value: SVG_NS });
  return kept;
}

/**
 * Parses, checks and re-serialises an SVG document. Never throws: a refusal carries the reason
 * (for logs and the `detail` of the 400 answer).
 */
export function sanitiseSvg(input: string): SvgSanitised {
  try {
    return { ok: true, svg: sanitise(input) };
  } catch (error) {
    if (error instanceof Unsafe) return { ok: false, reason: error.message };
    throw error;
  }
}

function sanitise(input: string): string {
  const s = input.replace(/^\uFEFF/, '');
  // Control characters XML forbids (and which hide things from naive filters).
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/.test(s)) fail('control character');
  const out: string[] = [];
  const stack: { name: string; kept: boolean; style: boolean }[] = [];
  let skipDepth = 0; // > 0 while inside a stripped element
  let rootSeen = false;
  let rootClosed = false;
  let elements = 0;
  let i = 0;

  const text = (raw: string, isCdata: boolean) => {
    const decoded = isCdata ? raw : decodeEntities(raw);
    if (stack.length === 0) {
      if (decoded.trim() !== '') fail('text outside the <svg> element');
      return;
    }
    const top = stack[stack.length - 1] as { style: boolean };
    // Text is inert except inside <style>.
    if (top.style) checkCss(decoded, '<style>');
    if (skipDepth === 0) out.push(escapeText(decoded));
  };

  while (i < s.length) {
    const lt = s.indexOf('<', i);
    if (lt < 0) {
      text(s.slice(i), false);
      break;
    }
    if (lt > i) text(s.slice(i, lt), false);
    i = lt;
    if (s.startsWith('<!--', i)) {
      const end = s.indexOf('-->', i + 4);
      if (end < 0) fail('unterminated comment');
      i = end + 3;
      continue;
    }
    if (s.startsWith('<![CDATA[', i)) {
      const end = s.indexOf(']]>', i + 9);
      if (end < 0) fail('unterminated CDATA section');
      if (stack.length === 0) fail('CDATA outside the <svg> element');
      text(s.slice(i + 9, end), true);
      i = end + 3;
      continue;
    }
    if (s.startsWith('<!', i)) fail('DOCTYPE or entity declaration');
    if (s.startsWith('<?', i)) {
      const end = s.indexOf('?>', i + 2);
      if (end < 0) fail('unterminated processing instruction');
      const body = s.slice(i + 2, end);
      const isDeclaration = /^xml\s/.test(body) && !rootSeen && out.length === 0 && s.slice(0, i).trim() === '';
      if (!isDeclaration) fail(`processing instruction <?${body.split(/\s/)[0] ?? ''}`);
      i = end + 2;
      continue;
    }
    if (s.startsWith('</', i)) {
      const m = /^<\/([^\s>]+)\s*>/.exec(s.slice(i, i + 300));
      if (!m) fail('malformed closing tag');
      const name = m[1] as string;
      const open = stack.pop();
      if (!open || open.name !== name) fail(`mismatched closing tag </${name}>`);
      if (!open.kept) skipDepth--;
      else if (skipDepth === 0) out.push(`</${name}>`);
      if (stack.length === 0) rootClosed = true;
      i += m[0].length;
      continue;
    }
    // Start tag.
    const tagEnd = readStartTag(s, i);
    i = tagEnd.next;
    const { name, attrs, selfClosing } = tagEnd;
    if (rootClosed) fail('content after the root <svg> element');
    if (stack.length >= MAX_DEPTH) fail('elements nested too deeply');
    if (++elements > MAX_ELEMENTS) fail('too many elements');
    const { prefix, local } = splitName(name);
    if (ACTIVE_ELEMENTS.has(local.toLowerCase())) fail(`<${name}> element`);
    if (!rootSeen) {
      if (name !== 'svg') fail('the root element is not <svg>');
      rootSeen = true;
    }
    let kept: boolean;
    if (prefix !== undefined) {
      if (!EDITOR_PREFIXES.has(prefix)) fail(`element in unknown namespace <${name}>`);
      kept = false;
    } else if (STRIPPED_ELEMENTS.has(name)) kept = false;
    else if (ALLOWED_ELEMENTS.has(name)) kept = true;
    else fail(`unsupported element <${name}>`);
    // Attributes are checked even inside stripped elements: a hostile one still means a hostile file.
    const cleanAttrs = cleanAttributes(name, attrs, stack.length === 0);
    if (kept && skipDepth === 0) {
      const serialised = cleanAttrs.map((a) => ` ${a.name}="${escapeAttr(a.value)}"`).join('');
      out.push(`<${name}${serialised}${selfClosing ? '/>' : '>'}`);
    }
    if (!selfClosing) {
      stack.push({ name, kept, style: name === 'style' });
      if (!kept) skipDepth++;
    } else if (stack.length === 0) rootClosed = true;
  }
  if (!rootSeen) fail('no <svg> element');
  if (stack.length > 0) fail(`unclosed <${(stack[stack.length - 1] as { name: string }).name}>`);
  return out.join('');
}

function readStartTag(s: string, start: number): { name: string; attrs: Attr[]; selfClosing: boolean; next: number } {
  let i = start + 1;
  const nameMatch = /^[^\s/>]+/.exec(s.slice(i, i + 200));
  if (!nameMatch || !NAME.test(nameMatch[0])) fail('malformed tag name');
  const name = nameMatch[0];
  i += name.length;
  const attrs: Attr[] = [];
  const seen = new Set<string>();
  for (;;) {
    const ws = /^\s*/.exec(s.slice(i, i + 10_000))?.[0].length ?? 0;
    i += ws;
    if (s.startsWith('/>', i)) return { name, attrs, selfClosing: true, next: i + 2 };
    if (s[i] === '>') return { name, attrs, selfClosing: false, next: i + 1 };
    if (i >= s.length) fail(`unterminated <${name}>`);
    if (ws === 0) fail(`missing space between attributes of <${name}>`);
    const attrMatch = /^([^\s=/>"']+)\s*=\s*(["'])/.exec(s.slice(i, i + 300));
    if (!attrMatch) fail(`malformed attribute in <${name}>`);
    const attrName = attrMatch[1] as string;
    if (!NAME.test(attrName)) fail(`malformed attribute name in <${name}>`);
    const quote = attrMatch[2] as string;
    i += attrMatch[0].length;
    const close = s.indexOf(quote, i);
    if (close < 0) fail(`unterminated attribute ${attrName}`);
    const raw = s.slice(i, close);
    if (raw.includes('<')) fail(`"<" inside attribute ${attrName}`);
    i = close + 1;
    if (seen.has(attrName)) fail(`duplicate attribute ${attrName}`);
    seen.add(attrName);
    // Attribute-value normalisation: literal tab/CR/LF become spaces (XML 1.0 §3.3.3).
    attrs.push({ name: attrName, value: decodeEntities(raw.replace(/[\t\r\n]/g, ' ')) });
  }
}
