// The platform admin creates a theme in Chromium against the local stack: types its colours, watches
// the preview and its contrast warnings follow (an all-white theme warns too), learns which colour is
// not a hex code from the field and from the API's 422, finds the theme in the list with its six
// swatches, and deletes it; a theme a business wears offers no delete at all. The form is checked at
// 1366 px (the preview beside the fields, kept in view) and 375 px (the preview before the colours).
// Screenshots of the form and the list at desktop and phone widths go to /tmp/shots/ (with SHOTS=1).
import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_COLOURS, type ThemeColour } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';
import { THEME_MESSAGES } from '#shared/platform-messages.ts';
import { shootWidths } from '../support/screenshots.ts';
import { launchBrowser, signInThroughForm } from '../support/browser.ts';
import { DEMO_PASSWORD, stackInfo } from '../support/stack.ts';

const M = THEME_MESSAGES;
const T = { timeout: 15_000 };
const NAME = `Tema E2E ${randomUUID().slice(0, 8)}`;
const DESKTOP = { width: 1366, height: 900 };
// A laptop's 1366 × 768 screen less the browser's bars: the form is taller than the window.
const LAPTOP = { width: 1366, height: 650 };
const PHONE = { width: 375, height: 812 };
const COLOURS: Record<ThemeColour, string> = {
  primary: '1d4ed8',
  primary2: '1e40af',
  secondary: 'b45309',
  secondary2: 'fcd34d',
  background: 'f8fafc',
  support: '64748b',
};
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

const colourField = (page: Page, colour: ThemeColour) => page.getByRole('textbox', { name: M.colours[colour], exact: true });
const warnings = (page: Page) => page.getByText(/^Contraste baixo/).allTextContents();

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

/**
 * At 1366 px the preview stands right of the fields and stays in view (sticky) while the form scrolls;
 * at 375 px it comes right under the name, before the six colours, and nothing scrolls sideways.
 */
async function checkLayout(page: Page) {
  const section = page.getByRole('region', { name: M.preview });
  const preview = section.getByRole('img', { name: M.preview });
  const position = () => section.evaluate((element) => getComputedStyle(element).position);
  await page.setViewportSize(LAPTOP);
  const name = await box(page.getByRole('textbox', { name: M.name }));
  expect((await box(preview)).x).toBeGreaterThanOrEqual(name.x + name.width);
  expect(await position()).toBe('sticky');
  await page.getByRole('button', { name: M.submitNew, exact: true }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const kept = await box(preview);
  expect([kept.y >= 0, kept.y + kept.height <= LAPTOP.height]).toEqual([true, true]);

  await page.setViewportSize(PHONE);
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await position()).toBe('static');
  expect((await box(preview)).y).toBeLessThan((await box(colourField(page, 'primary'))).y);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize(DESKTOP);
}

describe('the platform admin manages themes', { timeout: 90_000 }, () => {
  it('creates a theme with a live preview and its contrast warnings, names a refused colour, lists it, and deletes it', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${stackInfo().baseUrl}/themes`);
    await signInThroughForm(page, 'admin@portal.local', DEMO_PASSWORD);
    await page.getByRole('heading', { level: 1, name: MESSAGES.breadcrumb['themes-list'] }).waitFor(T);

    await page.getByRole('link', { name: M.create }).click();
    await page.getByRole('textbox', { name: M.name }).fill(NAME);
    // All white: every text reads, but the buttons, icons and the star vanish on white, and the form says so.
    for (const colour of THEME_COLOURS) await colourField(page, colour).fill('ffffff');
    await expect
      .poll(() => warnings(page), T)
      .toEqual([
        M.lowContrast(M.contrastPairs.primaryOnPanels, '1,00', '3'),
        M.lowContrast(M.contrastPairs.primaryOnPage, '1,00', '3'),
        M.lowContrast(M.contrastPairs.favouriteStar, '1,00', '3'),
      ]);
    // A mid-grey primary: neither white nor dark text reads well on it.
    await colourField(page, 'primary').fill('808080');
    await expect.poll(() => warnings(page), T).toContain(M.lowContrast(M.contrastPairs.menuText, '4,13', '4,5'));
    for (const colour of THEME_COLOURS) await colourField(page, colour).fill(COLOURS[colour]);
    await expect.poll(() => warnings(page), T).toEqual([]);
    await checkLayout(page);

    // Five digits: the field says which colour, once left; the API's 422 says the same.
    const refusedText = M.invalidColour(M.colours.secondary2);
    await colourField(page, 'secondary2').fill('fcd34');
    await colourField(page, 'secondary2').press('Tab');
    await page.getByText(refusedText, { exact: true }).waitFor(T);
    const refused = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/admin/themes');
    await page.getByRole('button', { name: M.submitNew, exact: true }).click();
    const answer = await refused;
    expect([answer.status(), await answer.json()]).toEqual([422, { success: false, errors: { secondary2: [refusedText] } }]);
    await page.getByText(M.createFailed, { exact: true }).first().waitFor(T);
    await colourField(page, 'secondary2').fill(COLOURS.secondary2);
    await expect.poll(() => page.getByText(refusedText, { exact: true }).count(), T).toBe(0);
    await shootWidths(page, 'theme-form');

    // The refusal's notice may still cover the button at this size: the keyboard sends the form.
    await page.getByRole('button', { name: M.submitNew, exact: true }).press('Enter');
    await page.getByText(M.created, { exact: true }).first().waitFor(T);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: NAME, exact: true }) });
    await row.waitFor(T);
    await row.getByRole('img', { name: M.swatchName(M.colours.primary, COLOURS.primary) }).waitFor(T);
    await shootWidths(page, 'themes-list');

    await page.getByRole('link', { name: NAME, exact: true }).click();
    await page.getByRole('button', { name: M.delete }).click();
    await page.getByRole('dialog').getByRole('button', { name: M.delete }).click();
    await page.getByText(M.deleted, { exact: true }).first().waitFor(T);
    await expect.poll(() => page.getByRole('link', { name: NAME, exact: true }).count(), T).toBe(0);

    // The demo's theme is worn by Demo Analytics: its dialog names it and offers only "Entendi".
    await page.getByRole('link', { name: 'Verde Demo', exact: true }).click();
    await page.getByRole('button', { name: M.delete }).click();
    const dialog = page.getByRole('dialog', { name: M.inUseTitle('Verde Demo') });
    await dialog.getByText('Demo Analytics', { exact: true }).waitFor(T);
    expect(await dialog.getByRole('button').allTextContents()).toEqual([M.understood]);
    await dialog.getByRole('button', { name: M.understood }).click();
    await dialog.waitFor({ state: 'hidden', ...T });
    await context.close();
  });
});
