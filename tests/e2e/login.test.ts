// A person opens a deep link, signs in, lands on that page inside the themed shell, and signs out; a
// new password in Minha conta ends the session and the login page says why.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_THEMES } from '#infra/local/seed/demo-data.ts';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { MESSAGES } from '#shared/messages.ts';
import { launchBrowser, signInThroughForm, storedValues } from '../support/browser.ts';
import { DEMO_PASSWORD, stackInfo } from '../support/stack.ts';
import { createTestUser } from '../support/users.ts';

const hexToRgb = (hex: string) => `rgb(${[0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** A poll's patience: vitest's default second is too short for the SPA to start on a busy machine. */
const WAIT = { timeout: 15_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('login and the shell', () => {
  it('keeps a deep link through login, shows it in the themed shell, keeps the session on reload, and logs out', async () => {
    const { baseUrl } = stackInfo();
    const context = await browser.newContext();
    const page = await context.newPage();
    const deepLink = '/dashboards?name=vendas';

    await page.goto(`${baseUrl}${deepLink}`);
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/login');
    await signInThroughForm(page, 'cliente@demo.local', DEMO_PASSWORD);

    await expect
      .poll(
        () => {
          const u = new URL(page.url());
          return u.pathname + u.search;
        },
        { timeout: 15_000 },
      )
      .toBe(deepLink);
    const nav = page.getByRole('navigation', { name: MESSAGES.menu.navigation });
    await nav.waitFor();
    // A customer's menu: Dashboards, Minha conta, Sair; nothing of the admins'.
    await expect.poll(() => nav.getByRole('link', { name: MESSAGES.menu.dashboards }).count(), WAIT).toBe(1);
    expect(await nav.getByText(MESSAGES.menu.businesses).count()).toBe(0);
    expect(await nav.getByText(MESSAGES.menu.roles).count()).toBe(0);

    const demoTheme = DEMO_THEMES.find((theme) => theme.id === 'theme-demo')!.colours;
    const mainBackground = await page.getByRole('main').evaluate((main) => getComputedStyle(main).backgroundColor);
    expect(mainBackground).toBe(hexToRgb(demoTheme.background));

    // No token anywhere in web storage.
    const stored = await storedValues(page);
    expect(stored.filter((value) => /eyJ[\w-]+\.[\w-]+\./.test(value))).toEqual([]);

    // A reload keeps the session (refresh cookie), on the same page.
    await page.reload();
    await nav.waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboards');

    await nav
      .getByRole('button', { name: MESSAGES.menu.logout })
      .or(nav.getByRole('link', { name: MESSAGES.menu.logout }))
      .click();
    await page.getByRole('button', { name: MESSAGES.login.submit, exact: true }).waitFor();
    // Signed out for real: a reload does not bring the session back.
    await page.reload();
    await page.getByRole('button', { name: MESSAGES.login.submit, exact: true }).waitFor();
    await context.close();
  });

  it('sends a first-time visitor no session refresh, so nothing fails on the way to the form', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const refreshes: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/auth/refresh')) refreshes.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${stackInfo().baseUrl}/dashboards`);
    await page.getByRole('button', { name: MESSAGES.login.submit }).waitFor();

    expect(refreshes).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('after a new password in Minha conta: a notice in the portal, no browser alert, then the login page asks for the new password', async () => {
    const account = MANAGEMENT_MESSAGES.account;
    const user = await createTestUser({ businessId: 'biz-demo', access: 'customer' });
    const newPassword = 'Nova#Senha2027';
    const context = await browser.newContext();
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.goto(`${stackInfo().baseUrl}/my-account`);
    await signInThroughForm(page, user.email, user.password);
    await page.getByLabel(account.currentPassword, { exact: true }).fill(user.password);
    await page.getByLabel(account.newPassword, { exact: true }).fill(newPassword);
    await page.getByLabel(account.newPasswordConfirmation, { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: account.submit }).click();

    await page.getByText(account.passwordChangedNotice, { exact: true }).waitFor({ timeout: 15_000 });
    const notice = page.getByRole('status').filter({ hasText: MESSAGES.login.passwordChanged });
    await notice.waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByText(MESSAGES.login.sessionExpired).count()).toBe(0);
    expect(dialogs).toEqual([]);

    // Said once: a reload shows the plain login page (and the session stays ended).
    await page.reload();
    await page.getByRole('button', { name: MESSAGES.login.submit, exact: true }).waitFor();
    expect(await page.getByText(MESSAGES.login.passwordChanged).count()).toBe(0);
    await signInThroughForm(page, user.email, newPassword);
    // Signed in with the new password (a collaborator with no access level: an empty dashboard list).
    await page.getByRole('heading', { level: 1, name: MESSAGES.breadcrumb['dashboard-list'] }).waitFor({ timeout: 15_000 });
    expect(dialogs).toEqual([]);
    await context.close();
  });

  it('shows a wrong-password message in Portuguese', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${stackInfo().baseUrl}/login`);
    await signInThroughForm(page, 'cliente@demo.local', 'senha-errada');
    await page.getByRole('alert').filter({ hasText: MESSAGES.login.wrongCredentials }).waitFor();
    await context.close();
  });

  it("wears the business's colours and logo on the login page of its subdomain", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const port = new URL(stackInfo().baseUrl).port;
    await page.goto(`http://demo.localhost:${port}/login`);
    const logo = page.locator('img[src*="/uploads/biz-demo/"]');
    await logo.waitFor();
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.getByText('Demo Analytics').first().waitFor();
    await context.close();
  });

  it('names the business with ?empresa= where the host cannot, through the redirect to /login; an unknown or no business is the plain login', async () => {
    const { baseUrl } = stackInfo();
    const context = await browser.newContext();
    const page = await context.newPage();
    const brandingAnswers: number[] = [];
    context.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/v1/branding') brandingAnswers.push(response.status());
    });
    const title = (owner: string) => MESSAGES.app.pageTitle(MESSAGES.login.heading, owner);

    await page.goto(`${baseUrl}/?empresa=demo`);
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/login');
    await page.locator('img[src*="/uploads/biz-demo/"]').waitFor();
    await expect.poll(() => page.title(), WAIT).toBe(title('Demo Analytics'));

    await page.goto(`${baseUrl}/login?empresa=nao-existe`);
    await expect.poll(() => brandingAnswers.at(-1), WAIT).toBe(404);
    await expect.poll(() => page.title(), WAIT).toBe(title(MESSAGES.app.title));
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.getByRole('button', { name: MESSAGES.login.submit }).waitFor();

    // The bare host asks for no branding at all.
    const asked = brandingAnswers.length;
    const fresh = await context.newPage();
    await fresh.goto(`${baseUrl}/login`);
    await expect.poll(() => fresh.title(), WAIT).toBe(title(MESSAGES.app.title));
    expect(brandingAnswers).toHaveLength(asked);
    await context.close();
  });
});
