// The platform admin creates a theme in Chromium against the local stack: types its colours, watches
// the preview and its contrast warning follow, finds it in the list with its six swatches, and deletes
// it. Screenshots of the form and the list at desktop and phone widths go to /tmp/shots/ (with SHOTS=1).
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { THEME_MESSAGES } from '#shared/platform-messages.ts';
import { shootWidths } from '../support/screenshots.ts';
import { launchBrowser, signInThroughForm } from '../support/browser.ts';
import { DEMO_PASSWORD, stackInfo } from '../support/stack.ts';

const T = { timeout: 15_000 };
const NAME = `Tema E2E ${randomUUID().slice(0, 8)}`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('the platform admin manages themes', { timeout: 90_000 }, () => {
  it('creates a theme with a live preview and a contrast warning, lists it with its swatches, and deletes it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${stackInfo().baseUrl}/themes`);
    await signInThroughForm(page, 'admin@portal.local', DEMO_PASSWORD);
    await page.getByRole('heading', { level: 1, name: MESSAGES.breadcrumb['themes-list'] }).waitFor(T);

    await page.getByRole('link', { name: THEME_MESSAGES.create }).click();
    await page.getByRole('textbox', { name: THEME_MESSAGES.name }).fill(NAME);
    // A mid-grey primary: neither white nor dark text reads well on it, and the form says so.
    await page.getByLabel(THEME_MESSAGES.colours.primary, { exact: true }).fill('808080');
    await page
      .getByText(/Contraste baixo/)
      .first()
      .waitFor(T);
    await page.getByLabel(THEME_MESSAGES.colours.primary, { exact: true }).fill('1d4ed8');
    await expect.poll(() => page.getByText(/Contraste baixo/).count(), T).toBe(0);
    await shootWidths(page, 'theme-form');
    await page.getByRole('button', { name: THEME_MESSAGES.submitNew, exact: true }).click();
    await page.getByText(THEME_MESSAGES.created, { exact: true }).first().waitFor(T);

    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: NAME, exact: true }) });
    await row.waitFor(T);
    await row.getByRole('img', { name: THEME_MESSAGES.swatchName(THEME_MESSAGES.colours.primary, '1d4ed8') }).waitFor(T);
    await shootWidths(page, 'themes-list');

    await page.getByRole('link', { name: NAME, exact: true }).click();
    await page.getByRole('button', { name: THEME_MESSAGES.delete }).click();
    await page.getByRole('dialog').getByRole('button', { name: THEME_MESSAGES.delete }).click();
    await page.getByText(THEME_MESSAGES.deleted, { exact: true }).first().waitFor(T);
    await expect.poll(() => page.getByRole('link', { name: NAME, exact: true }).count(), T).toBe(0);
    await context.close();
  });
});
