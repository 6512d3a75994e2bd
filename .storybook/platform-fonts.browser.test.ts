// The story tests' font check must be able to fail: text in a face the page does not ship is
// reported, text in the design system's faces is not. Runs in the components project (Debian's
// Chromium, which has the machine's fonts: exactly what the check exists to catch).
import '@wasl/tokens/fonts';
import { afterEach, describe, expect, it } from 'vitest';
import { fontFamilies } from '@wasl/tokens/values';
import { foreignFonts, foreignFontsOfNewText } from './platform-fonts';

function paragraph(text: string, fontFamily: string) {
  const element = document.createElement('p');
  element.textContent = text;
  element.style.fontFamily = fontFamily;
  document.body.append(element);
  return element;
}

afterEach(() => document.body.replaceChildren());

describe('foreignFonts', () => {
  it("reports text drawn in the machine's own monospace face, with the text it drew", async () => {
    paragraph('GET /merchant/v1.0/header', 'monospace');
    await document.fonts.ready;
    const foreign = await foreignFonts();
    expect(foreign.length).toBeGreaterThan(0);
    expect(foreign[0]).toMatchObject({ text: 'GET /merchant/v1.0/header', glyphs: expect.any(Number) });
    expect(foreign[0]!.family).not.toMatch(/IBM Plex/);
  });

  it("reports Arabic in a stack that lacks the design system's Arabic face", async () => {
    paragraph('مرحبا بك', "'IBM Plex Sans', sans-serif");
    await document.fonts.ready;
    await expect.poll(async () => (await foreignFonts()).length).toBeGreaterThan(0);
  });

  it("reports nothing for English, Arabic, code, combining marks and emoji in the design system's stacks", async () => {
    paragraph('Order #10482 — 1,250.00 SAR ↑ →', fontFamilies.latin);
    paragraph('تم شحن الطلب ‎#10482‎ إلى الرياض', fontFamilies.arabic);
    paragraph('curl -H "X-Api-Key: …" طلب', fontFamilies.mono);
    paragraph('x\u0301 e\u0301\u0301 zalgo 👩🏽‍💻🇸🇦', fontFamilies.latin);
    // Every face the text needs has loaded (they load on first use).
    await expect.poll(async () => await foreignFonts(), { timeout: 10_000 }).toEqual([]);
  });
});

// The story tests' variant skips the DevTools call for text it has already seen drawn: it must still
// fail on every new way a system face could come in.
describe('foreignFontsOfNewText', () => {
  it('checks the same characters again in another style, and text that was hidden when first seen', async () => {
    paragraph('Order 10482', fontFamilies.latin);
    await document.fonts.ready;
    await expect.poll(async () => await foreignFontsOfNewText(), { timeout: 10_000 }).toEqual([]);
    // The same characters in the machine's monospace face: a new style, so checked, and reported.
    paragraph('Order 10482', 'monospace');
    expect((await foreignFontsOfNewText()).length).toBeGreaterThan(0);
    document.body.replaceChildren();
    // Hidden text has no font to report, so it is not marked as seen…
    const hidden = paragraph('Hidden 77', 'monospace');
    hidden.style.display = 'none';
    expect(await foreignFontsOfNewText()).toEqual([]);
    // …and is checked when it shows.
    hidden.style.display = '';
    expect((await foreignFontsOfNewText()).length).toBeGreaterThan(0);
  });

  it('checks a new character in a style it has seen', async () => {
    paragraph('abc', "'IBM Plex Sans', sans-serif");
    await document.fonts.ready;
    await expect.poll(async () => await foreignFontsOfNewText(), { timeout: 10_000 }).toEqual([]);
    // Arabic in the same Latin-only stack: a system face draws it.
    paragraph('abc مرحبا', "'IBM Plex Sans', sans-serif");
    await expect.poll(async () => (await foreignFontsOfNewText()).length).toBeGreaterThan(0);
  });
});
