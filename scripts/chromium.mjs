// The one place that says which Chromium the tests, benchmarks and checks drive, and with which flags.
// Two browsers (ADR 003): Debian's Chromium for what asserts behaviour (component and end-to-end
// tests, Lighthouse, benchmarks), and a Chromium pinned in the lockfile for what compares pixels (the
// story screenshots), so a Debian update never changes a baseline.
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's browser binary; `CHROMIUM_PATH` overrides it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Every launch: no sandbox (containers), no GPU, no network chatter or first-run UI. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Added where pixels are compared: the same glyph edges on every machine, no scrollbars in the shot,
 * and a raster that does not depend on the CPU or on timing: Skia's baseline code paths instead of
 * the fastest the CPU offers (AVX2 and AVX-512 paths round differently), one raster thread, whole
 * tiles re-rastered rather than dirty rectangles (partial raster blended a hovered or focused area
 * one colour level off the full raster), sRGB output.
 */
export const screenshotArgs = [
  '--font-render-hinting=none',
  '--hide-scrollbars',
  '--disable-skia-runtime-opts',
  '--num-raster-threads=1',
  '--disable-partial-raster',
  '--force-color-profile=srgb',
  '--disable-lcd-text',
];

/**
 * The renderer of story screenshots: the Chromium build inside the npm package `@sparticuz/chromium`
 * (exact version in package.json, bytes in package-lock.json), unpacked to the temporary folder on
 * first use. The design system's faces come from the page as web fonts (tokens/src/fonts.css) and
 * every text of every story is in them, so no screenshot depends on a font of the machine. The
 * machine's fonts (and the package's Open Sans) are still visible to fontconfig, on purpose: a glyph
 * our faces lack is then drawn by one of them, and the story's font check fails on it
 * (.storybook/platform-fonts.ts). With no system font it would be drawn as an empty box from our own
 * face, and pass unnoticed into a baseline.
 */
export async function pinnedChromium() {
  const { default: pinned } = await import('@sparticuz/chromium');
  const executablePath = await pinned.executablePath();
  // executablePath() unpacked the package's fonts to <tmp>/fonts/fonts (its own fonts.conf assumes /tmp).
  const fontDir = path.join(tmpdir(), 'fonts', 'fonts');
  const configDir = path.join(tmpdir(), 'wasl-screenshot-fontconfig');
  mkdirSync(configDir, { recursive: true });
  writeFileSync(
    path.join(configDir, 'fonts.conf'),
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${fontDir}</dir>\n  <dir>/usr/share/fonts</dir>\n  <cachedir>${path.join(configDir, 'cache')}</cachedir>\n</fontconfig>\n`,
  );
  return {
    executablePath,
    // Only the browser's environment: the test process and Debian's Chromium keep the machine's fonts.
    env: { ...process.env, FONTCONFIG_FILE: path.join(configDir, 'fonts.conf'), FONTCONFIG_PATH: configDir },
  };
}
