// Screenshots of the end-to-end screens, to look at them: taken only when asked (`SHOTS=1 npm test -- …`),
// as each full-page shot at two widths costs the suite about a second of a busy machine.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

export const SHOTS_DIR = '/tmp/shots';
export const TAKE_SHOTS = process.env.SHOTS === '1';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

/** One shot of the page as it is, to `/tmp/shots/<name>.png`. */
export async function shootPage(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!TAKE_SHOTS) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage });
}

/** The page at desktop and phone widths (`<name>-desktop.png`, `<name>-phone.png`), left at desktop width. */
export async function shootWidths(page: Page, name: string): Promise<void> {
  if (!TAKE_SHOTS) return;
  await shootPage(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await shootPage(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}
