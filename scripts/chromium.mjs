// The one place that says which Chromium the tests, benchmarks and checks drive, and with which flags.
// Debian's Chromium (no browser download on our machines); flags from the toolchain notes.

/** The browser binary; `CHROMIUM_PATH` overrides it. */
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

/** Added where pixels are compared: the same glyph edges on every machine, no scrollbars in the shot. */
export const screenshotArgs = ['--font-render-hinting=none', '--hide-scrollbars'];
