// No dead ends with people, in Chromium against the local stack. The project administrator (desktop,
// 1366 px) sends an invitation again to someone who never signed in (who then signs in with the new
// temporary password only), deactivates them, finds them under Desativados, brings them back (they sign
// in with the password they had), and, after deactivating them again, is offered to reactivate them when
// inviting their e-mail. The platform administrator (phone, 375 px) does the same in a business's panel.
// Every new state (the lists, the badges, each dialog) is checked with axe.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { href } from '#web/lib/client-routes.ts';
import { axeViolations, settle } from '../support/accessibility.ts';
import { launchBrowser, signInThroughForm } from '../support/browser.ts';
import { waitForCognitoCode } from '../support/outbox.ts';
import { shootPage } from '../support/screenshots.ts';
import { DEMO_PASSWORD, stackInfo } from '../support/stack.ts';
import { createTestUser } from '../support/users.ts';

const T = { timeout: 15_000 };
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };
const NEW_PASSWORD = 'Volta#Senha2026';

let browser: Browser;

const url = (path: string) => `${stackInfo().baseUrl}${path}`;
const snackbar = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function signedIn(email: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(url('/login'));
  await signInThroughForm(page, email, DEMO_PASSWORD);
  await page.waitForURL((address) => address.pathname !== '/login', T);
  return page;
}

/** axe on the settled page (a dialog open or not): no WCAG 2.1 AA violation. */
async function expectAccessible(page: Page, shot: string) {
  await settle(page);
  await shootPage(page, `comeback-${shot}`);
  expect(await axeViolations(page)).toEqual([]);
}

/** Answers the open confirmation with its confirm button (named `label`), after checking it and its words. */
async function confirmDialog(page: Page, label: string, says: string, shot: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByText(says).waitFor(T);
  await expectAccessible(page, shot);
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await dialog.waitFor({ state: 'hidden', ...T });
}

/** Signed in: the portal's home (the dashboards; none, for someone without an access level). */
const signedInHome = (page: Page) => page.waitForURL((address) => address.pathname === href('dashboard-list'), T);

/** The first-password step of an invited person, in a context of its own, up to the dashboards. */
async function firstSignIn(email: string, temporaryPassword: string): Promise<void> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(url('/login'));
  await signInThroughForm(page, email, temporaryPassword);
  await page.getByRole('heading', { name: MESSAGES.login.newPasswordHeading }).waitFor(T);
  await page.getByLabel(MESSAGES.login.newPassword, { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(MESSAGES.login.newPasswordConfirmation, { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: MESSAGES.login.newPasswordSubmit }).click();
  await signedInHome(page);
  await context.close();
}

/** Whether a password signs the person in (the dashboards open) or is refused (the login stays). */
async function signsIn(email: string, password: string): Promise<boolean> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(url('/login'));
  await signInThroughForm(page, email, password);
  const outcome = await Promise.race([
    signedInHome(page).then(() => true),
    page
      .getByRole('alert')
      .filter({ hasText: MESSAGES.login.wrongCredentials })
      .waitFor(T)
      .then(() => false),
  ]);
  await context.close();
  return outcome;
}

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('people come back', { timeout: 180_000 }, () => {
  it('the project administrator resends an invitation, deactivates, finds and reactivates a person', async () => {
    const suffix = randomUUID().slice(0, 8);
    const person = { firstName: 'Rita', lastName: `Retorno ${suffix}`, email: `rita-${suffix}@exemplo.local` };
    const name = `${person.firstName} ${person.lastName}`;
    const page = await signedIn('gestor@demo.local', DESKTOP);

    // The invitation: the row says it is pending, and when it went.
    await page.goto(url(href('users-new')));
    await page.getByLabel(USER_MESSAGES.firstName, { exact: true }).fill(person.firstName);
    await page.getByLabel(USER_MESSAGES.lastName, { exact: true }).fill(person.lastName);
    await page.getByLabel(USER_MESSAGES.email, { exact: true }).fill(person.email);
    const invitedAt = Date.now();
    await page.getByRole('button', { name: USER_MESSAGES.submitNew, exact: true }).click();
    await snackbar(page, USER_MESSAGES.invited).waitFor(T);
    const firstPassword = await waitForCognitoCode(person.email, { after: invitedAt - 1000, invitation: true });
    const row = page.getByRole('row').filter({ hasText: person.email });
    await row.getByText(USER_MESSAGES.invitationPending).waitFor(T);
    await row.getByText(/Convite enviado em \d{2}\/\d{2}\/\d{4}/).waitFor(T);
    await expectAccessible(page, 'pending-1366');

    // Sent again: a new temporary password, and the first one no longer works.
    const resentAt = Date.now();
    await row.getByRole('button', { name: USER_MESSAGES.resendInvitationNamed(name) }).click();
    await confirmDialog(page, USER_MESSAGES.resendInvitation, USER_MESSAGES.resendQuestion(person.email), 'resend-dialog-1366');
    await snackbar(page, USER_MESSAGES.invitationResent(person.email)).waitFor(T);
    const secondPassword = await waitForCognitoCode(person.email, { after: resentAt - 1000, invitation: true });
    expect(secondPassword).not.toBe(firstPassword);
    expect(await signsIn(person.email, firstPassword)).toBe(false);
    await firstSignIn(person.email, secondPassword);
    // Signed in once: no invitation pending any more.
    await page.reload();
    await page.getByRole('row').filter({ hasText: person.email }).waitFor(T);
    expect(await row.getByText(USER_MESSAGES.invitationPending).count()).toBe(0);

    // Deactivated from the edit screen: the notice says so.
    await row.getByRole('link', { name, exact: true }).click();
    await page.getByRole('button', { name: USER_MESSAGES.deactivate }).click();
    await page.getByRole('dialog').getByRole('textbox').fill(person.email);
    await page.getByRole('dialog').getByRole('button', { name: USER_MESSAGES.deactivate }).click();
    await snackbar(page, USER_MESSAGES.deactivated).waitFor(T);

    // Under Desativados, with the day; brought back with a confirmation.
    await page.getByRole('combobox', { name: USER_MESSAGES.statusFilter }).selectOption({ label: USER_MESSAGES.statuses.inactive });
    await page.waitForURL(/status=inactive/, T);
    const gone = page.getByRole('row').filter({ hasText: person.email });
    await gone.getByText(/Desativado em \d{2}\/\d{2}\/\d{4}/).waitFor(T);
    await expectAccessible(page, 'inactive-1366');
    await gone.getByRole('button', { name: USER_MESSAGES.reactivateNamed(name) }).click();
    await confirmDialog(page, USER_MESSAGES.reactivate, USER_MESSAGES.reactivateQuestion(name), 'reactivate-dialog-1366');
    await snackbar(page, USER_MESSAGES.reactivated).waitFor(T);
    await expect.poll(() => gone.count(), T).toBe(0);
    await page.getByRole('combobox', { name: USER_MESSAGES.statusFilter }).selectOption({ label: USER_MESSAGES.statuses.active });
    await page.getByRole('row').filter({ hasText: person.email }).waitFor(T);
    // Back with the password they chose.
    expect(await signsIn(person.email, NEW_PASSWORD)).toBe(true);

    // Deactivated again, then invited by e-mail: the form offers to bring them back instead of an error.
    await page.getByRole('link', { name, exact: true }).click();
    await page.getByRole('button', { name: USER_MESSAGES.deactivate }).click();
    await page.getByRole('dialog').getByRole('textbox').fill(person.email);
    await page.getByRole('dialog').getByRole('button', { name: USER_MESSAGES.deactivate }).click();
    await snackbar(page, USER_MESSAGES.deactivated).waitFor(T);
    await page.goto(url(href('users-new')));
    await page.getByLabel(USER_MESSAGES.firstName, { exact: true }).fill(person.firstName);
    await page.getByLabel(USER_MESSAGES.lastName, { exact: true }).fill(person.lastName);
    await page.getByLabel(USER_MESSAGES.email, { exact: true }).fill(person.email);
    await page.getByRole('button', { name: USER_MESSAGES.submitNew, exact: true }).click();
    await confirmDialog(page, USER_MESSAGES.reactivate, USER_MESSAGES.inviteDeactivated(name), 'invite-deactivated-1366');
    await snackbar(page, USER_MESSAGES.reactivated).waitFor(T);
    await page.waitForURL((address) => address.pathname === '/users', T);
    await page.getByRole('row').filter({ hasText: person.email }).waitFor(T);
    await page.context().close();
  });

  it('the platform administrator, on a phone, reactivates and re-invites people of a business from its panel', async () => {
    const suffix = randomUUID().slice(0, 8);
    const away = await createTestUser({ businessId: 'biz-demo', access: 'customer', lastName: `Afastada ${suffix}`, disabled: true });
    const pending = await createTestUser({ businessId: 'biz-demo', access: 'customer', lastName: `Pendente ${suffix}`, invited: true });
    const page = await signedIn('admin@portal.local', PHONE);

    await page.goto(url(`${href('business-panel', { id: 'biz-demo' })}?tab=users&status=inactive`));
    const awayRow = page.getByRole('row').filter({ hasText: away.email });
    await awayRow.waitFor(T);
    await expectAccessible(page, 'panel-inactive-375');
    await awayRow.getByRole('button', { name: USER_MESSAGES.reactivateNamed(`Pessoa Afastada ${suffix}`) }).click();
    await confirmDialog(page, USER_MESSAGES.reactivate, USER_MESSAGES.reactivateQuestion(`Pessoa Afastada ${suffix}`), 'panel-reactivate-375');
    await snackbar(page, USER_MESSAGES.reactivated).waitFor(T);
    await expect.poll(() => awayRow.count(), T).toBe(0);
    expect(await signsIn(away.email, away.password)).toBe(true);

    await page.getByRole('combobox', { name: USER_MESSAGES.statusFilter }).selectOption({ label: USER_MESSAGES.statuses.active });
    const pendingRow = page.getByRole('row').filter({ hasText: pending.email });
    await pendingRow.getByText(USER_MESSAGES.invitationPending).waitFor(T);
    const resentAt = Date.now();
    await pendingRow.getByRole('button', { name: USER_MESSAGES.resendInvitationNamed(`Pessoa Pendente ${suffix}`) }).click();
    await confirmDialog(page, USER_MESSAGES.resendInvitation, USER_MESSAGES.resendQuestion(pending.email), 'panel-resend-375');
    await snackbar(page, USER_MESSAGES.invitationResent(pending.email)).waitFor(T);
    await firstSignIn(pending.email, await waitForCognitoCode(pending.email, { after: resentAt - 1000, invitation: true }));
    await page.context().close();
  });
});
