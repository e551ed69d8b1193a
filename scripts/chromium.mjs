// Debian's Chromium as the end-to-end suite and the benches launch it (playwright.config.ts,
// bench-reservations.mjs, bench-lighthouse.mjs): one binary, and one set of switches that keep it quiet.

/** The Chromium to run: `CHROMIUM_PATH`, or Debian's. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** No sandbox (it runs in a container), no GPU, and none of Chromium's own traffic beside the page's. */
export const chromiumSwitches = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
