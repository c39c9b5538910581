// How this project launches Debian's Chromium (never a browser Playwright downloads). As root it
// needs --no-sandbox; the rest keeps it from calling out to a network that is closed here.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
