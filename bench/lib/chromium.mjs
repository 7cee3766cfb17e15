// Which browser Lighthouse drives, checked before minutes of work. Node built-ins only, so the
// runner can check it before it installs anything.
import { existsSync } from 'node:fs';

/** Debian's Chromium unless CHROME_PATH says otherwise. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Stops before minutes of work when Lighthouse would have no browser to drive. */
export function requireChromium(chromePath = CHROME_PATH) {
  if (existsSync(chromePath)) return;
  console.error(`Lighthouse needs Debian's Chromium at ${chromePath} (or set CHROME_PATH): apt-get update && apt-get install chromium`);
  process.exit(1);
}
