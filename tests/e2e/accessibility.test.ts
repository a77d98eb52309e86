// The accessibility sweep in Chromium against the local stack: every screen each access level can open
// (the route table says which), and the login screens signed out, at desktop and phone widths, settled,
// then axe with the WCAG 2.1 AA tags; at phone width the page never scrolls sideways. Dialogs are opened
// on a few screens and checked the same way, and for their fit. With SHOTS=1, screenshots of every
// screen go to /tmp/shots/a11y-<level>-<screen>-<width>.png.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '#shared/access.ts';
import { CLIENT_ROUTES, href, LOGIN_PATHS, type ClientRoute, type ClientRouteName } from '#web/lib/client-routes.ts';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { MESSAGES } from '#shared/messages.ts';
import { THEME_MESSAGES } from '#shared/platform-messages.ts';
import { ROLE_MESSAGES } from '#shared/team-messages.ts';
import { axeViolations, dialogFitProblems, navigate, settle, sidewaysScrollProblems } from '../support/accessibility.ts';
import { launchBrowser, signInThroughForm } from '../support/browser.ts';
import { shootPage } from '../support/screenshots.ts';
import { callApi, DEMO_PASSWORD, loginAs, stackInfo, userIdOf } from '../support/stack.ts';

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
] as const;
type Width = (typeof WIDTHS)[number];

const LEVELS: { name: string; email: string; access: Access }[] = [
  { name: 'customer', email: 'cliente@demo.local', access: 'customer' },
  { name: 'customer_admin', email: 'gestor@demo.local', access: 'customer_admin' },
  { name: 'admin', email: 'admin@portal.local', access: 'admin' },
];

// Seeded records (infra/local/seed/demo-data.ts) the show and edit screens open.
const DASHBOARD = 'dash-vendas-mensais'; // the customer sees it through the access level Comercial
const BUSINESS = 'biz-demo';

interface Dialog {
  name: string;
  /** The button of the screen that opens it. */
  button: string;
}

interface Screen {
  /** The screenshot's and the report's name. */
  name: string;
  /** The spec route it is (the login screens are none). */
  route?: ClientRouteName;
  path: string;
  /** A list screen whose table must be there: its region is what the phone checks are about. */
  table?: boolean;
  dialogs?: Dialog[];
}

const screen = (route: ClientRouteName, params: Record<string, string> = {}, more: Partial<Screen> = {}): Screen => ({
  name: route,
  route,
  path: href(route, params),
  ...more,
});

/** Every screen of the portal behind the login, with seeded ids; a level visits those its access opens. */
function screensBehindLogin(customerId: string): Screen[] {
  const panel = href('business-panel', { id: BUSINESS });
  const iframeUrlDialog = { name: 'iframe-url', button: MANAGEMENT_MESSAGES.dashboardForm.setIframeUrl };
  return [
    screen('home'),
    screen('page-not-found'),
    screen('dashboard-list'),
    screen('dashboard-show', { id: DASHBOARD }, { dialogs: [{ name: 'info', button: MESSAGES.toolbar.info }] }),
    screen('dashboard-new'),
    screen(
      'dashboard-edit',
      { id: DASHBOARD },
      { dialogs: [iframeUrlDialog, { name: 'delete', button: MANAGEMENT_MESSAGES.dashboardForm.delete }] },
    ),
    screen('roles-list', {}, { table: true }),
    screen('new-role'),
    screen('roles-form', { id: 'role-comercial' }, { dialogs: [{ name: 'delete', button: ROLE_MESSAGES.delete }] }),
    screen('users-list', {}, { table: true }),
    // The deactivated: a table or the empty notice, as other files left the demo business.
    screen('users-list', {}, { name: 'users-list-inactive', path: `${href('users-list')}?status=inactive` }),
    screen('users-new'),
    screen('users-form', { id: customerId }),
    screen('views-list', { entity_class: 'user', id: customerId }, { name: 'views-list-user', table: true }),
    screen('views-list', { entity_class: 'dashboard', id: DASHBOARD }, { name: 'views-list-dashboard', table: true }),
    screen('themes-list', {}, { table: true }),
    screen('themes-new'),
    screen('themes-form', { id: 'theme-demo' }, { dialogs: [{ name: 'delete', button: THEME_MESSAGES.delete }] }),
    screen('report-list', {}, { table: true }),
    screen('report-new'),
    screen('report-form', { id: 'report-vendas' }),
    screen('business-list', {}, { table: true }),
    screen('business-form'),
    // The panel's tabs, each a screen of its own (`?tab=` opens it).
    screen('business-panel', { id: BUSINESS }, { name: 'business-panel-infos' }),
    screen('business-panel', { id: BUSINESS }, { name: 'business-panel-dashboards', path: `${panel}?tab=dashboards`, table: true }),
    screen('business-panel', { id: BUSINESS }, { name: 'business-panel-users', path: `${panel}?tab=users`, table: true }),
    screen('business-panel', { id: BUSINESS }, { name: 'business-panel-users-inactive', path: `${panel}?tab=users&status=inactive` }),
    screen('business-panel', { id: BUSINESS }, { name: 'business-panel-insights', path: `${panel}?tab=insights`, table: true }),
    screen('business-panel', { id: BUSINESS }, { name: 'business-panel-activity', path: `${panel}?tab=activity`, table: true }),
    screen('business-dashboards-new', { business_id: BUSINESS }),
    screen('business-dashboards-edit', { business_id: BUSINESS, id: DASHBOARD }, { dialogs: [iframeUrlDialog] }),
    screen('account-form'),
    screen('insights', {}, { table: true }),
    screen('activity', {}, { table: true }),
  ];
}

const LOGIN_SCREENS: Screen[] = [
  { name: 'login', path: LOGIN_PATHS.login },
  { name: 'forgot-password', path: LOGIN_PATHS.forgotPassword },
];

const opens = (access: Access, route: ClientRouteName) => {
  const allowed = (CLIENT_ROUTES[route] as ClientRoute).access;
  return !allowed || allowed.includes(access);
};

let browser: Browser;
let screens: Screen[];

beforeAll(async () => {
  browser = await launchBrowser();
  const customerId = await userIdOf('cliente@demo.local');
  screens = screensBehindLogin(customerId);
  // A view of the customer's, so both history screens show their table.
  const visit = await callApi('GET', `/api/v1/dashboards/${DASHBOARD}`, { token: await loginAs('cliente@demo.local') });
  expect(visit.status).toBe(200);
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** The problems of the settled page (a screen, or a screen with a dialog open), in one line each. */
async function problemsOf(page: Page, width: Width, shot: string): Promise<string[]> {
  const problems = await axeViolations(page);
  if (width.name === 'phone') problems.push(...(await sidewaysScrollProblems(page)));
  await shootPage(page, `a11y-${shot}-${width.viewport.width}`);
  return problems;
}

/**
 * One screen's problems: reached by loading the page (`load`) or as the SPA's links do, then each of its
 * dialogs opened, checked and closed. Never throws: what could not be checked is a problem too.
 */
async function checkScreen(
  page: Page,
  { name, path, table, dialogs = [] }: Screen,
  width: Width,
  level: string,
  load: boolean,
): Promise<string[]> {
  const problems: string[] = [];
  const where = (what: string) => `[${level} ${width.viewport.width}px ${what} ${path}]`;
  try {
    if (load) {
      await page.goto(`${stackInfo().baseUrl}${path}`);
      await settle(page);
    } else await navigate(page, path);
    if (table && (await page.getByRole('table').count()) === 0) problems.push(`${where(name)} shows no table`);
    problems.push(...(await problemsOf(page, width, `${level}-${name}`)).map((problem) => `${where(name)} ${problem}`));
    for (const dialog of dialogs) {
      await page.getByRole('button', { name: dialog.button, exact: true }).click();
      await page.getByRole('dialog').waitFor({ timeout: 10_000 });
      await settle(page);
      const found = [...(await dialogFitProblems(page)), ...(await problemsOf(page, width, `${level}-${name}-${dialog.name}`))];
      problems.push(...found.map((problem) => `${where(`${name} dialog ${dialog.name}`)} ${problem}`));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden', timeout: 10_000 });
    }
  } catch (error) {
    problems.push(`${where(name)} could not be checked: ${(error as Error).message.split('\n')[0]}`);
  }
  return problems;
}

/** The screens a level may open (`all`: the screens with the seeded ids, once they are known). */
const screensOf = (access: Access, all: Screen[] = screens): Screen[] => all.filter((entry) => entry.route && opens(access, entry.route));

it('sweeps every route each level may open: a new route cannot slip out of the sweep', () => {
  for (const level of LEVELS) {
    const list = screensOf(level.access);
    const missing = (Object.keys(CLIENT_ROUTES) as ClientRouteName[]).filter(
      (route) => opens(level.access, route) && !list.some((entry) => entry.route === route),
    );
    expect(missing).toEqual([]);
  }
});

// One test per screen, one after the other, on a page signed in once per level and width: a test is a
// screen's work only, so a busy machine slows it without running it out of time. (Whole sweeps per test,
// run five at once, did.) The names are known before the seeded ids are: they do not carry them.
describe('every screen passes axe (WCAG 2.1 AA) at desktop and phone widths, and fits the phone', { timeout: 60_000 }, () => {
  for (const width of WIDTHS) {
    describe(`signed out, ${width.name}`, () => {
      let context: BrowserContext;
      beforeAll(async () => {
        context = await browser.newContext({ viewport: width.viewport });
        await context.newPage();
      });
      afterAll(() => context?.close());
      for (const [index, entry] of LOGIN_SCREENS.entries()) {
        it(entry.name, async () => {
          expect(await checkScreen(context.pages()[0], entry, width, 'signed-out', index === 0)).toEqual([]);
        });
      }
    });

    for (const level of LEVELS) {
      describe(`${level.name}, ${width.name}`, () => {
        let context: BrowserContext;
        beforeAll(async () => {
          context = await browser.newContext({ viewport: width.viewport });
          const page = await context.newPage();
          await page.goto(`${stackInfo().baseUrl}${LOGIN_PATHS.login}`);
          await signInThroughForm(page, level.email, DEMO_PASSWORD);
          await page.waitForURL((url) => url.pathname !== LOGIN_PATHS.login, { timeout: 15_000 });
        }, 60_000);
        afterAll(() => context?.close());
        for (const [index, { name }] of screensOf(level.access, screensBehindLogin('any-id')).entries()) {
          it(name, async () => {
            const entry = screensOf(level.access)[index];
            expect(await checkScreen(context.pages()[0], entry, width, level.name, index === 0)).toEqual([]);
          });
        }
      });
    }
  }
});
