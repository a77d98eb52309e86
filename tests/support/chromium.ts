// Where the end-to-end tests find Chromium, and how they launch it on these machines (Debian's
// package; Playwright cannot download its own browsers here).
import { existsSync } from 'node:fs';

export const CHROMIUM_CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((path): path is string =>
  Boolean(path),
);

export const findChromium = (): string | undefined => CHROMIUM_CANDIDATES.find((path) => existsSync(path));

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
