// The project administrator runs their team in Chromium against the local stack: creates an access
// level with two dashboards, invites a collaborator into it, who signs in through the first-password
// step and sees those two dashboards only; then deactivates them through the modal (their open session
// ends), deletes the access level, and changes their own name in Minha conta (and back).
// Screenshots of the screens at desktop and phone widths go to /tmp/shots/ (with SHOTS=1).
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { MESSAGES } from '#shared/messages.ts';
import { ROLE_MESSAGES, USER_MESSAGES } from '#shared/team-messages.ts';
import { dashboardList, launchBrowser, signedInPage, signInThroughForm } from '../support/browser.ts';
import { waitForCognitoCode } from '../support/outbox.ts';
import { shootWidths } from '../support/screenshots.ts';
import { stackInfo } from '../support/stack.ts';

const T = { timeout: 15_000 };
const suffix = randomUUID().slice(0, 8);
const ROLE_NAME = `Equipe E2E ${suffix}`;
const DASHBOARDS = ['Fluxo de Caixa', 'Metas Regionais'];
const INVITED = { firstName: 'Íris', lastName: `Convidada ${suffix}`, email: `iris-${suffix}@exemplo.local` };
const NEW_PASSWORD = 'Primeira#Senha2026';

let browser: Browser;
let gestor: { context: BrowserContext; page: Page };

const url = (path: string) => `${stackInfo().baseUrl}${path}`;
const snackbar = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** Ticks items of a multi-select list by name, after opening it from its header if it is closed. */
async function pick(page: Page, listTitle: string, names: string[]) {
  const header = page.getByRole('button', { name: new RegExp(listTitle) });
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  const group = page.getByRole('group', { name: listTitle });
  for (const name of names) await group.getByRole('checkbox', { name, exact: true }).check();
}

beforeAll(async () => {
  browser = await launchBrowser();
  gestor = await signedInPage(browser, 'gestor@demo.local');
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('a customer_admin runs their team', { timeout: 120_000 }, () => {
  it('creates an access level with two dashboards and invites a collaborator who sees exactly those', async () => {
    const { page } = gestor;
    await page.goto(url('/roles'));
    await page.getByRole('button', { name: MESSAGES.toolbar.createRole }).click();
    await page.getByLabel(ROLE_MESSAGES.name).fill(ROLE_NAME);
    // The icon picker is a radio group: arrows move the choice.
    const firstIcon = page.getByRole('radiogroup').getByRole('radio', { checked: true });
    await firstIcon.focus();
    await page.keyboard.press('ArrowRight');
    await pick(page, ROLE_MESSAGES.dashboards, DASHBOARDS);
    await shootWidths(page, 'role-form');
    await page.getByRole('button', { name: ROLE_MESSAGES.submitNew, exact: true }).click();
    await snackbar(page, ROLE_MESSAGES.created).waitFor(T);
    await page.getByRole('link', { name: ROLE_NAME, exact: true }).waitFor(T);
    await shootWidths(page, 'roles-list');

    await page.goto(url('/users'));
    await page.getByRole('button', { name: MESSAGES.toolbar.inviteUser }).click();
    await page.getByLabel(USER_MESSAGES.firstName, { exact: true }).fill(INVITED.firstName);
    await page.getByLabel(USER_MESSAGES.lastName, { exact: true }).fill(INVITED.lastName);
    await page.getByLabel(USER_MESSAGES.email, { exact: true }).fill(INVITED.email);
    await pick(page, USER_MESSAGES.roles, [ROLE_NAME]);
    // The note lists what the chosen access level allows.
    for (const name of DASHBOARDS) await expect(page.getByText(name, { exact: true }).first().isVisible()).resolves.toBe(true);
    await shootWidths(page, 'user-form');
    const invitedAt = Date.now();
    await page.getByRole('button', { name: USER_MESSAGES.submitNew, exact: true }).click();
    await snackbar(page, USER_MESSAGES.invited).waitFor(T);
    await page.getByRole('link', { name: `${INVITED.firstName} ${INVITED.lastName}`, exact: true }).waitFor(T);
    await shootWidths(page, 'users-list');

    // The invitation's temporary password, as the e-mail carries it; the first sign-in asks for a new one.
    const temporaryPassword = await waitForCognitoCode(INVITED.email, { after: invitedAt - 1000, invitation: true });
    const invited = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const invitedPage = await invited.newPage();
    await invitedPage.goto(url('/dashboards'));
    await signInThroughForm(invitedPage, INVITED.email, temporaryPassword);
    await invitedPage.getByRole('heading', { name: MESSAGES.login.newPasswordHeading }).waitFor(T);
    await invitedPage.getByLabel(MESSAGES.login.newPassword, { exact: true }).fill(NEW_PASSWORD);
    await invitedPage.getByLabel(MESSAGES.login.newPasswordConfirmation, { exact: true }).fill(NEW_PASSWORD);
    await invitedPage.getByRole('button', { name: MESSAGES.login.newPasswordSubmit }).click();
    await dashboardList(invitedPage).waitFor(T);
    // Each card's name is a link (its picture and icons are links or buttons too, drawn with an svg).
    const cardNames = dashboardList(invitedPage)
      .getByRole('listitem')
      .getByRole('link', { name: /.+/ })
      .filter({ hasNot: invitedPage.locator('svg') });
    await expect.poll(async () => (await cardNames.allTextContents()).sort(), T).toEqual([...DASHBOARDS].sort());

    // Deactivated through the modal that asks for their e-mail: a wrong one is refused first.
    await page.getByRole('link', { name: `${INVITED.firstName} ${INVITED.lastName}`, exact: true }).click();
    await page.getByRole('button', { name: USER_MESSAGES.deactivate }).click();
    const dialog = page.getByRole('dialog');
    const typed = dialog.getByRole('textbox');
    await typed.fill('outra@exemplo.local');
    await dialog.getByRole('button', { name: USER_MESSAGES.deactivate }).click();
    await dialog.getByText(MANAGEMENT_MESSAGES.forms.confirm.emailMismatch).waitFor(T);
    await typed.fill(INVITED.email);
    await dialog.getByRole('button', { name: USER_MESSAGES.deactivate }).click();
    await snackbar(page, USER_MESSAGES.deactivated).waitFor(T);
    await expect.poll(() => page.getByRole('link', { name: `${INVITED.firstName} ${INVITED.lastName}`, exact: true }).count(), T).toBe(0);

    // Their open session ends: the next request is refused and the portal asks them to sign in.
    await invitedPage.reload();
    await invitedPage.getByLabel('Senha', { exact: true }).waitFor(T);
    await invited.close();

    // The access level goes too; its delete modal lists what it leaves.
    await page.goto(url('/roles'));
    await page.getByRole('link', { name: ROLE_NAME, exact: true }).click();
    await page.getByRole('button', { name: ROLE_MESSAGES.delete }).click();
    const deleting = page.getByRole('dialog');
    for (const name of DASHBOARDS) await deleting.getByText(name, { exact: true }).waitFor(T);
    await deleting.getByRole('button', { name: ROLE_MESSAGES.delete }).click();
    await snackbar(page, ROLE_MESSAGES.deleted).waitFor(T);
    await expect.poll(() => page.getByRole('link', { name: ROLE_NAME, exact: true }).count(), T).toBe(0);
  });

  it('changes their own name in Minha conta, shown at once in the collaborators list, and back', async () => {
    const { page } = gestor;
    const account = MANAGEMENT_MESSAGES.account;
    const rename = async (firstName: string) => {
      await page.goto(url('/my-account'));
      const field = page.getByLabel(account.firstName, { exact: true });
      await expect.poll(() => field.inputValue(), T).not.toBe('');
      await field.fill(firstName);
      await page.getByRole('button', { name: account.submit }).click();
      await snackbar(page, account.updated).waitFor(T);
    };
    await rename(`Gabi ${suffix}`);
    await page.reload();
    await expect.poll(() => page.getByLabel(account.firstName, { exact: true }).inputValue(), T).toBe(`Gabi ${suffix}`);
    await shootWidths(page, 'my-account');
    await page.goto(url('/users'));
    await page.getByRole('link', { name: `Gabi ${suffix} Gestora`, exact: true }).waitFor(T);
    await rename('Gabriela');
  });
});
