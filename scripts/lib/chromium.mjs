// Debian's Chromium, for Playwright and Lighthouse alike; nothing may download a browser of its own.
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** The flags that keep Chromium quiet on a machine with no outside network (decision 004). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
