// The main journeys by keyboard only (Tab, Shift+Tab, Enter, Space, Escape; no clicks) in Chromium
// against the local stack, on the demo business's subdomain. A customer signs in and lands on the main
// heading, reaches the skip link and the menu, favourites a dashboard, opens and closes its info dialog
// (the focus back on its trigger), opens the dashboard, leaves it and signs out; the project's
// administrator creates an access level through its form. On every screen the focus can Tab all the
// way round (no widget keeps it), each screen has its own title, and the focus ring of the demo theme
// has 3:1 against what is behind it on the login page, in the side menu and on the page.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '#shared/routes.ts';
import { MESSAGES } from '#shared/messages.ts';
import { ROLE_MESSAGES } from '#shared/team-messages.ts';
import { launchBrowser } from '../support/browser.ts';
import { callApi, DEMO_PASSWORD, loginAs, stackInfo } from '../support/stack.ts';

const T = { timeout: 15_000 };
const BUSINESS = 'Demo Analytics';
const DASHBOARD = { id: 'dash-vendas-mensais', name: 'Vendas Mensais' };
const ROLE_NAME = `Teclado ${randomUUID().slice(0, 8)}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  // The access level the administrator's journey made (if it got that far).
  const token = await loginAs('gestor@demo.local');
  const { roles } = (await callApi('GET', buildPath('listRoles', {}), { token })).body as { roles: { id: string; name: string }[] };
  for (const role of roles.filter(({ name }) => name === ROLE_NAME)) {
    await callApi('DELETE', buildPath('deleteRole', { id: role.id }), { token });
  }
});

const demoUrl = (path: string) => {
  const url = new URL(path, stackInfo().baseUrl);
  url.hostname = 'demo.localhost';
  return url.href;
};

interface Focused {
  tag: string;
  /** aria-label, else its label's text, else the alt of an image inside, else its text. */
  name: string;
  tabIndex: number;
  inDialog: boolean;
}

const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { tag: 'BODY', name: '', tabIndex: -1, inDialog: false };
    const name =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent?.trim() ??
      element.querySelector('img')?.getAttribute('alt') ??
      element.textContent?.trim() ??
      '';
    return { tag: element.tagName, name, tabIndex: element.tabIndex, inDialog: Boolean(element.closest('[role="dialog"]')) };
  });

const describeFocus = (focus: Focused) => `${focus.tag} "${focus.name.slice(0, 40)}"`;

interface TabOptions {
  back?: boolean;
  max?: number;
  /** Checks each stop on the way. */
  each?: () => Promise<void>;
}

/** Presses Tab (or Shift+Tab) until the focus is on what `wanted` accepts; the stops on the way. */
async function tabTo(page: Page, wanted: (focus: Focused) => boolean, { back = false, max = 40, each }: TabOptions = {}): Promise<Focused[]> {
  const stops: Focused[] = [];
  for (let press = 0; press < max; press++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    stops.push(await focused(page));
    await each?.();
    if (wanted(stops.at(-1)!)) return stops;
  }
  throw new Error(`not reached in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}: ${stops.map(describeFocus).join(' → ')}`);
}

const named = (name: string) => (focus: Focused) => focus.name === name;

/** After a move, the focus lands on the new page's main heading (reachable by script only). */
async function expectFocusOnHeading(page: Page, name: string) {
  await expect.poll(() => focused(page), T).toEqual({ tag: 'H1', name, tabIndex: -1, inDialog: false });
}

/** From the skip link, Tab goes through the whole page and comes back round to it: nothing keeps the focus. */
async function expectNoTrap(page: Page) {
  await tabTo(page, named(MESSAGES.a11y.skipToContent), { max: 100 });
  const round = await tabTo(page, named(MESSAGES.a11y.skipToContent), { max: 100 });
  expect(round.length).toBeGreaterThan(3);
}

/**
 * The focused element's ring: its style, width, colour and contrast with what is behind it (the
 * nearest background drawn under the ring: the parent's for a ring outside the element, the element's own
 * for one on its edge).
 */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (colour: string) => {
      const [r, g, b] = channels(colour)
        .slice(0, 3)
        .map((value) => {
          const s = value / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const transparent = (colour: string) => colour === 'transparent' || channels(colour)[3] === 0;
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    let behind: Element | null = parseFloat(style.outlineOffset) > 0 ? element.parentElement : element;
    while (behind && transparent(getComputedStyle(behind).backgroundColor)) behind = behind.parentElement;
    const background = behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)';
    const [light, dark] = [luminance(style.outlineColor), luminance(background)].sort((a, b) => b - a);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), ratio: (light + 0.05) / (dark + 0.05) };
  });

async function expectVisibleRing(page: Page) {
  const ring = await focusRing(page);
  expect(ring, describeFocus(await focused(page))).toMatchObject({ style: 'solid' });
  expect(ring.width).toBeGreaterThanOrEqual(1);
  expect(ring.ratio, describeFocus(await focused(page))).toBeGreaterThanOrEqual(3);
}

async function signInByKeyboard(page: Page, email: string) {
  await page.goto(demoUrl('/login'));
  await page.getByRole('heading', { level: 1, name: MESSAGES.login.heading }).waitFor(T);
  expect(await page.title()).toBe(`${MESSAGES.login.heading} · ${BUSINESS}`);
  await tabTo(page, (focus) => focus.tag === 'INPUT');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/dashboards', T);
  await expectFocusOnHeading(page, MESSAGES.breadcrumb['dashboard-list']);
  expect(await page.title()).toBe(`${MESSAGES.breadcrumb['dashboard-list']} · ${BUSINESS}`);
}

async function newPage() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

describe('keyboard journeys', { timeout: 120_000 }, () => {
  it('a customer signs in, goes through the menu, favourites, opens a dialog and a dashboard, leaves and signs out', async () => {
    const page = await newPage();
    await signInByKeyboard(page, 'cliente@demo.local');

    // Back up to the skip link, through the menu; then forward through the menu in its order.
    await tabTo(page, named(MESSAGES.a11y.skipToContent), { back: true });
    const menu = await tabTo(page, named(MESSAGES.menu.logout));
    expect(menu.map((focus) => focus.name)).toEqual([
      MESSAGES.menu.logoAlt,
      MESSAGES.menu.dashboards,
      MESSAGES.menu.account,
      MESSAGES.menu.logout,
    ]);
    await expectNoTrap(page);

    // The skip link jumps over the menu to the content.
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), T).toBe('main-content');

    // Favourite a dashboard with Space, and take it back.
    const star = page.getByRole('button', { name: MESSAGES.dashboards.favouriteToggle(DASHBOARD.name), exact: true });
    await star.waitFor(T);
    await tabTo(page, named(MESSAGES.dashboards.favouriteToggle(DASHBOARD.name)));
    for (const favourite of [(await star.getAttribute('aria-pressed')) !== 'true', (await star.getAttribute('aria-pressed')) === 'true']) {
      const saved = page.waitForResponse((r) => r.url().includes('/api/v1/bookmarks') && r.request().method() !== 'GET');
      await page.keyboard.press('Space');
      expect((await saved).ok()).toBe(true);
      await expect.poll(() => star.getAttribute('aria-pressed'), T).toBe(String(favourite));
    }

    // Its info dialog: Enter opens it with the focus inside, Escape closes it and the focus is back on the icon.
    const info = MESSAGES.dashboards.infoOf(DASHBOARD.name);
    await tabTo(page, named(info));
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor(T);
    await expect.poll(async () => (await focused(page)).inDialog, T).toBe(true);
    await page.keyboard.press('Tab');
    expect((await focused(page)).inDialog).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count(), T).toBe(0);
    await expect.poll(async () => (await focused(page)).name, T).toBe(info);

    // Open the dashboard from its card: the focus lands on its heading, the tab names it.
    await tabTo(page, (focus) => focus.tag === 'A' && focus.name === DASHBOARD.name, { back: true });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/dashboards/${DASHBOARD.id}`, T);
    await expectFocusOnHeading(page, DASHBOARD.name);
    expect(await page.title()).toBe(`${DASHBOARD.name} · ${BUSINESS}`);
    // The report's frame lets the focus through as well.
    await expectNoTrap(page);

    // Leave through the menu, then sign out.
    await tabTo(page, named(MESSAGES.menu.dashboards));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/dashboards', T);
    await expectFocusOnHeading(page, MESSAGES.breadcrumb['dashboard-list']);
    await tabTo(page, named(MESSAGES.menu.logout), { back: true });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/login', T);
    await page.getByRole('heading', { level: 1, name: MESSAGES.login.heading }).waitFor(T);
    expect(await page.title()).toBe(`${MESSAGES.login.heading} · ${BUSINESS}`);
    await page.context().close();
  });

  it("the project's administrator creates an access level through its form", async () => {
    const page = await newPage();
    await signInByKeyboard(page, 'gestor@demo.local');

    await tabTo(page, named(MESSAGES.menu.roles), { back: true });
    await page.keyboard.press('Enter');
    await expectFocusOnHeading(page, MESSAGES.breadcrumb['roles-list']);
    expect(await page.title()).toBe(`${MESSAGES.breadcrumb['roles-list']} · ${BUSINESS}`);
    // The page's toolbar sits in the header, before the content.
    await tabTo(page, named(MESSAGES.toolbar.createRole), { back: true, max: 5 });
    await page.keyboard.press('Enter');
    await expectFocusOnHeading(page, MESSAGES.breadcrumb['new-role']);
    // The form (its own chunk and its options) arrives after the heading, as a keyboard user sees it load.
    await page.getByLabel(ROLE_MESSAGES.name).waitFor(T);
    await expectNoTrap(page);

    await tabTo(page, (focus) => focus.tag === 'INPUT');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(await page.getByLabel(ROLE_MESSAGES.name).getAttribute('id'));
    await page.keyboard.type(ROLE_NAME);
    // The icon grid is one stop; the arrows choose within it.
    const [icon] = await tabTo(page, () => true);
    expect(icon.tag).toBe('BUTTON');
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(
        () =>
          page
            .getByRole('radiogroup')
            .getByRole('radio', { checked: true })
            .evaluate((radio) => radio === document.activeElement),
        T,
      )
      .toBe(true);
    await tabTo(page, named(ROLE_MESSAGES.submitNew));
    await page.keyboard.press('Enter');

    await page.getByText(ROLE_MESSAGES.created, { exact: true }).first().waitFor(T);
    await page.waitForURL((url) => url.pathname === '/roles', T);
    await expectFocusOnHeading(page, MESSAGES.breadcrumb['roles-list']);
    await page.getByRole('link', { name: ROLE_NAME, exact: true }).waitFor(T);
    await page.context().close();
  });

  it("draws the demo theme's focus ring with 3:1 against what is behind it: login page, side menu, page", async () => {
    const page = await newPage();
    const ringChecked = { each: () => expectVisibleRing(page) };
    await page.goto(demoUrl('/login'));
    await page.getByRole('heading', { level: 1, name: MESSAGES.login.heading }).waitFor(T);
    const login = await tabTo(page, named(MESSAGES.login.forgotLink), ringChecked);
    expect(login.map((focus) => focus.name)).toContain(MESSAGES.login.submit);

    await signInByKeyboard(page, 'cliente@demo.local');
    // Up through the header and the menu to the skip link, then down into the page's controls.
    const menu = await tabTo(page, named(MESSAGES.a11y.skipToContent), { ...ringChecked, back: true });
    expect(menu.map((focus) => focus.name)).toContain(MESSAGES.menu.account);
    const content = await tabTo(page, named(MESSAGES.dashboards.favouritesOnly), ringChecked);
    expect(content.map((focus) => focus.name)).toContain(MESSAGES.dashboards.nameFilter);
    await page.context().close();
  });
});
