// The platform admin manages the report catalogue in Chromium against the local stack: the seeded
// "Painel de Vendas", named by two demo dashboards, shows its count and explains why it cannot be
// deleted; a new report is inserted, found in the list with no dashboards, renamed and deleted.
// Screenshots of the form and the list at desktop and phone widths go to /tmp/shots/ (with SHOTS=1).
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { REPORT_MESSAGES as M } from '#shared/platform-messages.ts';
import { shootWidths } from '../support/screenshots.ts';
import { launchBrowser, signInThroughForm } from '../support/browser.ts';
import { DEMO_PASSWORD, stackInfo } from '../support/stack.ts';

const T = { timeout: 15_000 };
const NAME = `Report E2E ${randomUUID().slice(0, 8)}`;
let browser: Browser;

/** The list's row of a report, found by its name's link. */
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
/** The row's cells as text: name and dashboard count. */
const cellsOf = async (page: Page, name: string) => (await rowOf(page, name).getByRole('cell').allTextContents()).map((text) => text.trim());

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('the platform admin manages reports', { timeout: 90_000 }, () => {
  it('lists the seeded report as in use, then inserts, edits and deletes a report', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${stackInfo().baseUrl}/reports`);
    await signInThroughForm(page, 'admin@portal.local', DEMO_PASSWORD);
    await page.getByRole('heading', { level: 1, name: MESSAGES.breadcrumb['report-list'] }).waitFor(T);

    // The seed's "Painel de Vendas" is named by two dashboards: its delete is explained, not sent.
    await rowOf(page, 'Painel de Vendas').waitFor(T);
    expect(await cellsOf(page, 'Painel de Vendas')).toEqual(['Painel de Vendas', '2']);
    await page.getByRole('link', { name: 'Painel de Vendas', exact: true }).click();
    await page.getByText(M.inUse, { exact: true }).waitFor(T);
    // The description is edited as its text, never as the HTML it is stored as.
    await expect
      .poll(() => page.getByRole('textbox', { name: M.description }).inputValue(), T)
      .toBe('Modelo de painel comercial: vendas, metas e funil.');
    await page.getByRole('button', { name: M.delete }).click();
    await expect.poll(() => page.getByText(M.inUse, { exact: true }).count(), T).toBe(2);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await shootWidths(page, 'report-form-in-use');
    await page.getByRole('link', { name: M.back }).click();

    await page.getByRole('link', { name: M.create }).click();
    await page.getByRole('textbox', { name: M.name }).fill(NAME);
    await page.getByRole('textbox', { name: M.summary }).fill('Resumo do teste');
    await page.getByRole('textbox', { name: M.description }).fill('Descrição do teste\n\nCom <script>alert(1)</script> como texto');
    await page.getByRole('button', { name: M.submitNew, exact: true }).click();
    await page.getByText(M.created, { exact: true }).first().waitFor(T);
    await rowOf(page, NAME).waitFor(T);
    expect(await cellsOf(page, NAME)).toEqual([NAME, '0']);
    await shootWidths(page, 'reports-list');

    await page.getByRole('link', { name: NAME, exact: true }).click();
    // Stored as HTML paragraphs, what was typed escaped (sanitised on the way in too), and read back as the text typed.
    await expect
      .poll(() => page.getByRole('textbox', { name: M.description }).inputValue(), T)
      .toBe('Descrição do teste\n\nCom <script>alert(1)</script> como texto');
    await page.getByRole('textbox', { name: M.name }).fill(`${NAME} editado`);
    await page.getByRole('button', { name: M.submitEdit, exact: true }).click();
    await page.getByText(M.updated, { exact: true }).first().waitFor(T);
    await rowOf(page, `${NAME} editado`).waitFor(T);

    await page.getByRole('link', { name: `${NAME} editado`, exact: true }).click();
    await page.getByRole('button', { name: M.delete }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(M.deleteQuestion(`${NAME} editado`)).waitFor(T);
    await dialog.getByRole('button', { name: M.delete }).click();
    await page.getByText(M.deleted, { exact: true }).first().waitFor(T);
    await page.getByRole('heading', { level: 1, name: MESSAGES.breadcrumb['report-list'] }).waitFor(T);
    await expect.poll(() => page.getByRole('link', { name: `${NAME} editado`, exact: true }).count(), T).toBe(0);
    await context.close();
  });
});
