// The Debian Chromium that the browser tests and `npm run audit:pages` drive (no downloaded
// browsers on these machines), with the flags that keep it quiet and offline.
// Relative imports with extensions only: Node runs the audit script directly (type stripping).

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
