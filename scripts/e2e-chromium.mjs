// Debian's Chromium and its flags (TOOLCHAIN.md) for the end-to-end tests and `npm run perf`.
// Kept in this one spot until scripts/chromium.mjs (house-front) lands on main; then re-export it.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--hide-scrollbars',
];
