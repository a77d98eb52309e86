// The project administrator manages a dashboard in Chromium against the local stack: creates one with
// a picture (a real presigned PUT to the S3 emulator) and an iframe URL set through the modal, finds
// it in the list, renames it, deletes it through the confirmation; then a customer finds it nowhere.
// Screenshots of the form at desktop and phone widths go to /tmp/shots/ (with SHOTS=1).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateDashboardResponse } from '#shared/api-types.ts';
import { MESSAGES } from '#shared/messages.ts';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { dashboardList, launchBrowser, signedInPage } from '../support/browser.ts';
import { writePng } from '../support/png-file.ts';
import { shootPage, shootWidths } from '../support/screenshots.ts';
import { stackInfo } from '../support/stack.ts';

const F = MANAGEMENT_MESSAGES.dashboardForm;
const T = { timeout: 15_000 };
const IFRAME_URL = 'https://example.com/relatorio';
const suffix = randomUUID().slice(0, 8);
const NAME = `Painel E2E ${suffix}`;
const RENAMED = `Painel E2E renomeado ${suffix}`;

let browser: Browser;
let workDir: string;
let picture: string;
/** The created dashboard's id, for the customer's checks. */
let createdId: string | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  workDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  picture = join(workDir, 'previa.png');
  writePng(picture);
});
afterAll(async () => {
  await browser?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

const pathOf = (page: Page) => new URL(page.url()).pathname;
const settled = (page: Page) => page.locator(`ul[aria-label="${MESSAGES.dashboards.listLabel}"][aria-busy="false"]`).waitFor(T);
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const snackbar = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
/** The answer of the next such call; a failure before it comes (the page closed) is the test's, not unhandled. */
function apiAnswer(page: Page, method: string, path: RegExp) {
  const answer = page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname));
  answer.catch(() => undefined);
  return answer;
}

/** Filters the list by name and waits for it to settle (an empty result shows a status text instead of the list). */
async function search(page: Page, text: string, { empty = false } = {}): Promise<void> {
  await page.getByRole('searchbox', { name: MESSAGES.dashboards.nameFilter }).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('name'), T).toBe(text);
  if (empty) await page.getByRole('status').filter({ hasText: MESSAGES.dashboards.empty }).waitFor(T);
  else await settled(page);
}

describe('dashboard management', () => {
  it('a customer_admin creates a dashboard with a picture and an iframe URL, renames it and deletes it', async () => {
    const { context, page } = await signedInPage(browser, 'gestor@demo.local');
    try {
      // The list's toolbar button opens the empty form.
      await page.getByRole('button', { name: MESSAGES.toolbar.newDashboard }).click();
      await expect.poll(() => pathOf(page), T).toBe('/dashboards/new');
      await page.getByRole('heading', { level: 2, name: F.heading }).waitFor(T);
      await page.getByText(F.noPreview).waitFor(T);
      expect(await page.getByRole('button', { name: F.delete }).count()).toBe(0);

      await field(page, F.name).fill(NAME);
      await field(page, F.summary).fill('Criado pelo teste de ponta a ponta');
      await field(page, F.description).fill('<p>Vendas por <strong>região</strong></p>');

      // The iframe URL only through the modal: confirm disabled until the text is a web address.
      await page.getByRole('button', { name: F.setIframeUrl }).click();
      const dialog = page.getByRole('dialog', { name: F.setIframeUrl });
      await dialog.waitFor(T);
      const confirm = dialog.getByRole('button', { name: MANAGEMENT_MESSAGES.forms.confirm.confirm });
      await dialog.getByLabel(F.iframeUrl, { exact: true }).fill('não é um endereço');
      expect(await confirm.isDisabled()).toBe(true);
      expect(await dialog.locator('iframe').count()).toBe(0);
      await dialog.getByLabel(F.iframeUrl, { exact: true }).fill(IFRAME_URL);
      await expect.poll(() => confirm.isEnabled(), T).toBe(true);
      const preview = dialog.locator('iframe');
      await preview.waitFor({ state: 'attached', ...T });
      expect(await preview.getAttribute('src')).toBe(IFRAME_URL);
      expect(await preview.getAttribute('sandbox')).toContain('allow-scripts');
      await shootPage(page, 'dashboard-form-modal-desktop', { fullPage: false });
      await confirm.click();
      await dialog.waitFor({ state: 'hidden', ...T });
      expect(await field(page, F.iframeUrl).inputValue()).toBe(IFRAME_URL);

      // A real PNG on the file input: its live preview shows.
      await page.getByLabel(F.newPreview, { exact: true }).setInputFiles(picture);
      await page.getByRole('img', { name: MANAGEMENT_MESSAGES.forms.file.previewAlt }).waitFor(T);

      await shootWidths(page, 'dashboard-form');

      // Save: POST /uploads, the PUT to the presigned URL, then POST /dashboards.
      const upload = apiAnswer(page, 'POST', /^\/api\/v1\/uploads$/);
      const put = page.waitForResponse((r) => r.request().method() === 'PUT');
      put.catch(() => undefined);
      const created = apiAnswer(page, 'POST', /^\/api\/v1\/dashboards$/);
      await page.getByRole('button', { name: F.insert }).click();
      expect((await upload).ok()).toBe(true);
      expect((await put).ok()).toBe(true);
      const createdAnswer = await created;
      expect(createdAnswer.status()).toBe(201);
      createdId = ((await createdAnswer.json()) as CreateDashboardResponse).dashboard.id;
      await snackbar(page, F.inserted).waitFor(T);
      await expect.poll(() => pathOf(page), T).toBe('/dashboards');

      // In the list, with its picture; its edit icon opens the filled form.
      await search(page, NAME);
      const card = dashboardList(page).getByRole('listitem').filter({ hasText: NAME });
      await card.getByRole('link', { name: NAME, exact: true }).waitFor(T);
      const cardPicture = card.getByRole('img', { name: MESSAGES.dashboards.previewAlt(NAME) });
      await expect.poll(() => cardPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), T).toBe(64);
      await card.getByRole('link', { name: MESSAGES.dashboards.editOf(NAME) }).click();
      await expect.poll(() => pathOf(page), T).toBe(`/dashboards/${createdId}/edit`);
      await expect.poll(() => field(page, F.name).inputValue(), T).toBe(NAME);
      expect(await field(page, F.iframeUrl).inputValue()).toBe(IFRAME_URL);
      await page.getByRole('img', { name: MANAGEMENT_MESSAGES.forms.file.currentAlt }).waitFor(T);

      // Rename: PATCH without a new picture keeps the current one.
      await field(page, F.name).fill(RENAMED);
      const updated = apiAnswer(page, 'PATCH', new RegExp(`^/api/v1/dashboards/${createdId}$`));
      await page.getByRole('button', { name: F.update }).click();
      const updateAnswer = await updated;
      expect(updateAnswer.status()).toBe(200);
      expect(JSON.parse(updateAnswer.request().postData() ?? '{}').dashboard).not.toHaveProperty('preview_key');
      await snackbar(page, F.updated).waitFor(T);
      await expect.poll(() => pathOf(page), T).toBe('/dashboards');
      await search(page, RENAMED);
      const renamed = dashboardList(page).getByRole('listitem').filter({ hasText: RENAMED });
      await renamed.getByRole('link', { name: RENAMED, exact: true }).waitFor(T);
      await renamed.getByRole('img', { name: MESSAGES.dashboards.previewAlt(RENAMED) }).waitFor(T);

      // Delete through the confirmation modal.
      await renamed.getByRole('link', { name: MESSAGES.dashboards.editOf(RENAMED) }).click();
      await expect.poll(() => field(page, F.name).inputValue(), T).toBe(RENAMED);
      await page.getByRole('button', { name: F.delete }).click();
      const confirmDelete = page.getByRole('dialog');
      await confirmDelete.getByText(F.deleteQuestion(RENAMED)).waitFor(T);
      const deleted = apiAnswer(page, 'DELETE', new RegExp(`^/api/v1/dashboards/${createdId}$`));
      await confirmDelete.getByRole('button', { name: F.delete }).click();
      expect((await deleted).status()).toBe(200);
      await snackbar(page, F.deleted).waitFor(T);
      await expect.poll(() => pathOf(page), T).toBe('/dashboards');
      await search(page, RENAMED, { empty: true });
    } finally {
      await context.close();
    }
  });

  it('the deleted dashboard is nowhere for a customer', async () => {
    expect(createdId, 'the administrator journey ran first').toBeDefined();
    const { context, page } = await signedInPage(browser, 'cliente@demo.local');
    try {
      await settled(page);
      expect(await dashboardList(page).getByText(RENAMED).count()).toBe(0);
      // Neither its first nor its last name finds anything.
      await search(page, suffix, { empty: true });

      // Its show page answers not found: the spec's danger snackbar, and back to the list.
      const shown = apiAnswer(page, 'GET', new RegExp(`^/api/v1/dashboards/${createdId}$`));
      await page.goto(`${stackInfo().baseUrl}/dashboards/${createdId}`);
      expect((await shown).status()).toBe(404);
      await snackbar(page, MESSAGES.errors.dashboardNotFound).waitFor(T);
      await expect.poll(() => pathOf(page), T).toBe('/dashboards');
    } finally {
      await context.close();
    }
  });
});
