// The platform admin onboards a client company from the portal alone, in Chromium against the local
// stack: creates a theme, then a business wearing it with a logo and a main contact, then a dashboard
// for it in the business panel. The new subdomain's login page wears that theme and logo; the main
// contact signs in there through the first-password step and sees that dashboard.
// Screenshots of the new screens at desktop and phone widths go to /tmp/shots/ (with SHOTS=1).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { MESSAGES } from '#shared/messages.ts';
import { BUSINESS_DASHBOARD_MESSAGES, BUSINESS_MESSAGES, THEME_MESSAGES } from '#shared/platform-messages.ts';
import { dashboardList, launchBrowser, signInThroughForm } from '../support/browser.ts';
import { waitForCognitoCode } from '../support/outbox.ts';
import { writePng } from '../support/png-file.ts';
import { shootWidths } from '../support/screenshots.ts';
import { DEMO_PASSWORD, stackInfo } from '../support/stack.ts';

const T = { timeout: 20_000 };
const suffix = randomUUID().slice(0, 8);
const THEME = { name: `Tema Onboarding ${suffix}`, primary: '7c2d12', secondary: '1e3a8a' };
const BUSINESS = {
  name: `Cliente Novo ${suffix}`,
  cnpj: '11222333000181',
  subdomain: `cliente-${suffix}`,
  email: `contato-${suffix}@cliente.local`,
  firstName: 'Helena',
  lastName: `Contato ${suffix}`,
  phone: '11987654321',
  pricing: '2.500,90',
  userCount: '10',
};
const DASHBOARD = `Painel do Cliente ${suffix}`;
const NEW_PASSWORD = 'Primeira#Senha2026';
const F = MANAGEMENT_MESSAGES.dashboardForm;
const B = BUSINESS_MESSAGES.fields;

let browser: Browser;
let admin: { context: BrowserContext; page: Page };
let workDir: string;
let logo: string;
let preview: string;

const url = (path: string) => `${stackInfo().baseUrl}${path}`;
const snackbar = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

beforeAll(async () => {
  browser = await launchBrowser();
  workDir = mkdtempSync(join(tmpdir(), 'portal-onboarding-'));
  logo = join(workDir, 'logo.png');
  preview = join(workDir, 'previa.png');
  writePng(logo, 30);
  writePng(preview, 200);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(url('/businesses'));
  await signInThroughForm(page, 'admin@portal.local', DEMO_PASSWORD);
  await page.getByRole('heading', { level: 1, name: MESSAGES.breadcrumb['business-list'] }).waitFor(T);
  admin = { context, page };
}, 60_000);

afterAll(async () => {
  await browser?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('the platform admin onboards a new client company', { timeout: 180_000 }, () => {
  it('creates a theme, a business wearing it with a logo and a main contact, and a dashboard in its panel', async () => {
    const { page } = admin;
    await page.goto(url('/themes/new'));
    await page.getByRole('textbox', { name: THEME_MESSAGES.name }).fill(THEME.name);
    await page.getByLabel(THEME_MESSAGES.colours.primary, { exact: true }).fill(THEME.primary);
    await page.getByLabel(THEME_MESSAGES.colours.secondary, { exact: true }).fill(THEME.secondary);
    await page.getByRole('button', { name: THEME_MESSAGES.submitNew, exact: true }).click();
    await snackbar(page, THEME_MESSAGES.created).waitFor(T);

    await page.goto(url('/businesses'));
    await page.getByRole('link', { name: BUSINESS_MESSAGES.create }).click();
    await textbox(page, B.name).fill(BUSINESS.name);
    // Masks follow the typing: the CNPJ and a mobile phone take their layouts.
    await textbox(page, B.cnpj).pressSequentially(BUSINESS.cnpj);
    await expect.poll(() => textbox(page, B.cnpj).inputValue(), T).toBe('11.222.333/0001-81');
    await textbox(page, B.subdomain).fill(BUSINESS.subdomain);
    await textbox(page, B.main_contact_email).fill(BUSINESS.email);
    await textbox(page, B.main_contact_first_name).fill(BUSINESS.firstName);
    await textbox(page, B.main_contact_last_name).fill(BUSINESS.lastName);
    await textbox(page, B.main_contact_phone_number).pressSequentially(BUSINESS.phone);
    await expect.poll(() => textbox(page, B.main_contact_phone_number).inputValue(), T).toBe('(11) 98765-4321');
    await textbox(page, B.pricing).fill(BUSINESS.pricing);
    await textbox(page, B.user_count).fill(BUSINESS.userCount);
    await page.getByRole('radio', { name: new RegExp(THEME.name) }).check();
    await page.getByLabel(B.logo, { exact: true }).setInputFiles(logo);
    await shootWidths(page, 'business-form');
    await page.getByRole('button', { name: BUSINESS_MESSAGES.submitNew, exact: true }).click();
    await snackbar(page, BUSINESS_MESSAGES.created).waitFor(T);
    await expect.poll(() => new URL(page.url()).pathname, T).toMatch(/^\/businesses\/[^/]+\/panel$/);
    await shootWidths(page, 'business-panel');

    // The panel's dashboards tab: the same dashboard form, in the business's scope.
    await page.getByRole('tab', { name: BUSINESS_MESSAGES.tabs.dashboards }).click();
    await page.getByRole('link', { name: BUSINESS_DASHBOARD_MESSAGES.create }).click();
    // The form and the browser tab name the company it publishes to.
    const formHeading = BUSINESS_DASHBOARD_MESSAGES.formHeading(MESSAGES.breadcrumb['business-dashboards-new'], BUSINESS.name);
    await page.getByRole('heading', { level: 1, name: formHeading, exact: true }).waitFor(T);
    await expect.poll(() => page.title(), T).toBe(MESSAGES.app.pageTitle(formHeading, MESSAGES.app.title));
    await textbox(page, F.name).fill(DASHBOARD);
    await page.getByRole('button', { name: F.setIframeUrl }).click();
    const dialog = page.getByRole('dialog', { name: F.setIframeUrl });
    await dialog.getByLabel(F.iframeUrl, { exact: true }).fill('https://example.com/cliente-novo');
    await dialog.getByRole('button', { name: MANAGEMENT_MESSAGES.forms.confirm.confirm }).click();
    await dialog.waitFor({ state: 'hidden', ...T });
    await page.getByLabel(F.newPreview, { exact: true }).setInputFiles(preview);
    await shootWidths(page, 'business-dashboard-form');
    await page.getByRole('button', { name: F.insert }).click();
    await snackbar(page, F.inserted).waitFor(T);
    await page
      .getByRole('link', { name: new RegExp(DASHBOARD) })
      .first()
      .waitFor(T);
    await shootWidths(page, 'business-dashboards-tab');

    // The business list shows it with its figures.
    await page.goto(url('/businesses'));
    const row = page.getByRole('row').filter({ hasText: BUSINESS.name });
    await row.getByText('R$ 2.500,90').waitFor(T);
    await row.getByText('1/10').waitFor(T);
    await shootWidths(page, 'business-list');
  });

  it("the new subdomain's login page wears the theme and logo; the main contact signs in and sees the dashboard", async () => {
    const port = new URL(stackInfo().baseUrl).port;
    const origin = `http://${BUSINESS.subdomain}.localhost:${port}`;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const invitedAfter = Date.now() - 120_000;
    await page.goto(`${origin}/login`);
    await page.getByText(BUSINESS.name).first().waitFor(T);
    const picture = page.locator('img[src*="/uploads/"][src*="/logos/"]');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), T).toBe(64);
    const primary = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-primary').trim());
    await expect.poll(primary, T).toBe(`#${THEME.primary}`);
    await shootWidths(page, 'new-business-login');

    const temporaryPassword = await waitForCognitoCode(BUSINESS.email, { after: invitedAfter, invitation: true });
    await signInThroughForm(page, BUSINESS.email, temporaryPassword);
    await page.getByRole('heading', { name: MESSAGES.login.newPasswordHeading }).waitFor(T);
    await page.getByLabel(MESSAGES.login.newPassword, { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(MESSAGES.login.newPasswordConfirmation, { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: MESSAGES.login.newPasswordSubmit }).click();
    await dashboardList(page).waitFor(T);
    await dashboardList(page).getByRole('link', { name: DASHBOARD, exact: true }).waitFor(T);
    // Signed in, the portal still wears the business's theme.
    await expect.poll(primary, T).toBe(`#${THEME.primary}`);
    await shootWidths(page, 'new-business-dashboards');
    await context.close();
  });
});
