import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, checkUpload, sanitiseSvg, sniffImage, uploadResponseHeaders } from './uploads.ts';

const enc = (s: string) => new TextEncoder().encode(s);
const dec = (b: Uint8Array) => new TextDecoder().decode(b);

/** A minimal valid PNG header (signature + IHDR chunk start). */
const png = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15,
  0xc4, 0x89,
]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const logo = `<?xml version="1.0" encoding="UTF-8"?>
<!-- exported by a drawing tool -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 10 10" inkscape:version="1.3">
  <metadata><rdf:RDF><cc:Work/></rdf:RDF></metadata>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#0a7"/></linearGradient></defs>
  <style><![CDATA[ .a { fill: url(#g); } ]]></style>
  <title>وصل &amp; Wasl</title>
  <rect class="a" width="10" height="10" style="fill: url('#g')"/>
  <use xlink:href="#g" href="#g"/>
</svg>`;

function unsafe(svg: string): string {
  const result = sanitiseSvg(svg);
  expect(result.ok, `expected refusal of ${svg}`).toBe(false);
  return result.ok ? '' : result.reason;
}

describe('sniffImage / checkUpload: type by content, not by name', () => {
  it('recognises PNG, JPEG and SVG by their bytes', () => {
    expect(sniffImage(png)).toBe('png');
    expect(sniffImage(jpeg)).toBe('jpeg');
    expect(sniffImage(enc(logo))).toBe('svg');
    expect(sniffImage(enc('\uFEFF  <svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
  });

  it('answers 415 for other content, whatever it claims to be', () => {
    for (const bytes of [
      enc('GIF89a......'),
      enc('<html><body>hi</body></html>'),
      enc('%PDF-1.7'),
      enc('RIFF....WEBPVP8 '),
      png.slice(0, 8), // signature without IHDR
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x44, 0x41, 0x54, 0, 0, 0, 0, 0, 0, 0, 0]),
      new Uint8Array([0xc3, 0x28, 0x3c, 0x73, 0x76, 0x67]), // invalid UTF-8 then "<svg"
    ]) {
      expect(checkUpload(bytes)).toMatchObject({ ok: false, status: 415, error: 'upload.unsupportedType' });
    }
  });

  it('answers 400 for an empty file and 413 above 2 MB, before looking inside', () => {
    expect(checkUpload(new Uint8Array())).toMatchObject({ ok: false, status: 400, error: 'upload.empty' });
    const big = new Uint8Array(LOGO_MAX_BYTES + 1);
    big.set(png);
    expect(checkUpload(big)).toMatchObject({ ok: false, status: 413, error: 'upload.tooLarge' });
    const exact = new Uint8Array(LOGO_MAX_BYTES);
    exact.set(png);
    expect(checkUpload(exact)).toMatchObject({ ok: true, kind: 'png', mime: 'image/png' });
    expect(checkUpload(png, { maxBytes: 10 })).toMatchObject({ status: 413 });
  });

  it('passes PNG and JPEG bytes through untouched, honours the allowed list', () => {
    const r = checkUpload(jpeg);
    expect(r).toMatchObject({ ok: true, kind: 'jpeg', mime: 'image/jpeg', extension: 'jpg' });
    expect(r.ok && r.bytes).toBe(jpeg);
    expect(checkUpload(enc(logo), { allowed: ['png'] })).toMatchObject({ status: 415 });
  });

  it('returns a cleaned SVG for an ordinary exported logo', () => {
    const r = checkUpload(enc(logo));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const svg = dec(r.bytes);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toContain('inkscape');
    expect(svg).not.toContain('metadata');
    expect(svg).not.toContain('<!--');
    expect(svg).not.toContain('<?xml');
    expect(svg).toContain('<title>وصل &amp; Wasl</title>');
    expect(svg).toContain('<use xlink:href="#g" href="#g"/>');
    expect(svg).toContain('fill: url(#g);');
    // The output is itself accepted unchanged (idempotent).
    expect(sanitiseSvg(svg)).toEqual({ ok: true, svg });
  });

  it('answers 400 with a reason for an unsafe SVG', () => {
    const r = checkUpload(enc('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    expect(r).toMatchObject({ ok: false, status: 400, error: 'upload.unsafeSvg' });
    expect(!r.ok && r.detail).toContain('script');
    expect(!r.ok && r.message).toMatch(/scripts/);
  });

  it('serves uploads with their exact type, nosniff and a script-free CSP', () => {
    const h = uploadResponseHeaders('svg');
    expect(h['Content-Type']).toBe('image/svg+xml');
    expect(h['X-Content-Type-Options']).toBe('nosniff');
    expect(h['Content-Security-Policy']).toContain("default-src 'none'");
    expect(h['Content-Security-Policy']).toContain('sandbox');
  });
});

describe('sanitiseSvg: adversarial inputs are refused', () => {
  const wrap = (inner: string, rootAttrs = '') => `<svg xmlns="http://www.w3.org/2000/svg"${rootAttrs}>${inner}</svg>`;

  it.each([
    ['script', wrap('<script>alert(1)</script>')],
    ['upper-case script', wrap('<SCRIPT>alert(1)</SCRIPT>')],
    ['mixed-case script', wrap('<ScRiPt>alert(1)</ScRiPt>')],
    ['prefixed script', wrap('<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>')],
    ['html-namespaced script', wrap('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>')],
    ['script in nested svg', wrap('<g><svg><g><script>alert(1)</script></g></svg></g>')],
    ['script hidden in CDATA', wrap('<script><![CDATA[alert(1)]]></script>')],
    ['foreignObject', wrap('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>')],
    ['lower-case foreignobject', wrap('<foreignobject/>')],
    ['iframe', wrap('<iframe src="https://evil.example"/>')],
    ['animate setting href', wrap('<a><set attributeName="href" to="javascript:alert(1)"/></a>')],
    ['image with external href', wrap('<image href="https://evil.example/x.png"/>')],
    ['onload on root', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ['ONLOAD upper case', '<svg xmlns="http://www.w3.org/2000/svg" ONLOAD="alert(1)"/>'],
    ['onclick on a shape', wrap('<rect onclick="alert(1)"/>')],
    ['prefixed event handler', wrap('<rect xlink:onmouseover="alert(1)"/>', ' xmlns:xlink="http://www.w3.org/1999/xlink"')],
    ['external use href', wrap('<use href="https://evil.example/s.svg#a"/>')],
    ['external xlink:href', wrap('<use xlink:href="//evil.example/s.svg#a"/>', ' xmlns:xlink="http://www.w3.org/1999/xlink"')],
    ['javascript: href', wrap('<use href="javascript:alert(1)"/>')],
    ['entity-encoded javascript: href', wrap('<use href="&#106;avascript:alert(1)"/>')],
    ['hex-entity javascript in fill', wrap('<rect fill="&#x6A;avascript:alert(1)"/>')],
    ['tab inside javascript scheme', wrap('<rect fill="java&#9;script:alert(1)"/>')],
    ['data: URI href', wrap('<use href="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PjwvPjwvc3ZnPg=="/>')],
    ['data: URI in url()', wrap('<rect fill="url(data:image/svg+xml;base64,AAAA)"/>')],
    ['url(http) in an attribute', wrap('<rect fill="url(http://evil.example/#g)"/>')],
    ['url(http) in a style attribute', wrap('<rect style="fill:url( \'https://evil.example/a\' )"/>')],
    ['url(http) in a style element', wrap('<style>rect{fill:url(https://evil.example/a)}</style>')],
    ['@import in style', wrap('<style>@import "https://evil.example/x.css";</style>')],
    ['@IMPORT via CDATA', wrap('<style><![CDATA[@IMPORT url(x.css);]]></style>')],
    ['css escapes', wrap('<style>rect{fill:\\75 rl(https://evil.example)}</style>')],
    ['css expression', wrap('<rect style="width: expression(alert(1))"/>')],
    ['DOCTYPE with entities', '<!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>'],
    ['external entity', '<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg>&xxe;</svg>'],
    ['ENTITY inside', wrap('<!ENTITY x "y">')],
    ['undeclared entity', wrap('<text>&nbsp;</text>')],
    ['stray ampersand', wrap('<text>a & b</text>')],
    ['stylesheet processing instruction', '<?xml-stylesheet href="https://evil.example/x.css"?><svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['processing instruction inside', wrap('<?php echo 1 ?>')],
    ['html root', '<html><svg xmlns="http://www.w3.org/2000/svg"/></html>'],
    ['foreign default namespace', '<svg xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></svg>'],
    ['unknown namespace element', wrap('<evil:thing xmlns:evil="urn:evil"/>')],
    ['unknown element', wrap('<marquee>x</marquee>')],
    ['unquoted attribute', wrap('<rect width=10/>')],
    ['duplicate attribute', wrap('<rect width="1" width="2"/>')],
    ['mismatched tags', wrap('<g></rect>')],
    ['unclosed element', '<svg xmlns="http://www.w3.org/2000/svg"><g>'],
    ['second root after the svg', `${wrap('')}<script>alert(1)</script>`],
    ['text after the root', `${wrap('')}hello`],
    ['NUL byte', wrap('<rect\u0000onload="alert(1)"/>')],
    ['invalid character reference', wrap('<text>&#0;</text>')],
    ['attribute without a space', wrap('<rect width="1"onload="x"/>')],
    ['< inside an attribute', wrap('<rect title="<script>"/>')],
    ['deep nesting', wrap('<g>'.repeat(200) + '</g>'.repeat(200))],
  ])('%s', (_label, svg) => {
    expect(unsafe(svg).length).toBeGreaterThan(0);
  });

  it('keeps inert content and escapes it on output', () => {
    const r = sanitiseSvg('<svg xmlns="http://www.w3.org/2000/svg"><text x="1">&lt;script&gt;alert(1)&lt;/script&gt; &#x645;</text></svg>');
    expect(r).toEqual({
      ok: true,
      svg: '<svg xmlns="http://www.w3.org/2000/svg"><text x="1">&lt;script&gt;alert(1)&lt;/script&gt; م</text></svg>',
    });
  });

  it('adds the SVG namespace when the root lacks it and keeps quotes safe', () => {
    const r = sanitiseSvg(`<svg viewBox='0 0 1 1'><title a='say "hi"'>x</title></svg>`);
    expect(r).toEqual({
      ok: true,
      svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><title a="say &quot;hi&quot;">x</title></svg>',
    });
  });

  it('refuses hostile attributes even inside stripped metadata', () => {
    unsafe('<svg xmlns="http://www.w3.org/2000/svg"><metadata><rect onload="x"/></metadata></svg>');
  });
});
