// The viewer's journey in Chromium against the local stack: a customer filters the dashboard list,
// favourites a dashboard, lists favourites only, opens the dashboard in full screen and leaves it; then
// the project's administrator sees every dashboard with its edit icon and, in the dashboard's view
// history, the view the customer just made, ended, with its duration.
import dayjs from 'dayjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardShowResponse } from '#shared/api-types.ts';
import { UI } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';
import { dashboardList, launchBrowser, signedInPage } from '../support/browser.ts';

const DASHBOARD = { id: 'dash-relatorio-clientes', name: 'Relatório de Clientes' };
const DEMO_DASHBOARDS = 10;
const T = { timeout: 15_000 };

let browser: Browser;
/** The view the customer's visit started (from the show answer), checked in the admin's history. */
let visit: DashboardShowResponse['view'] | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};
const star = (page: Page, name: string) => page.getByRole('button', { name: MESSAGES.dashboards.favouriteToggle(name), exact: true });
const cardLinks = (page: Page) =>
  dashboardList(page)
    .getByRole('listitem')
    .getByRole('link', { name: /.+/ })
    .filter({ hasNot: page.locator('svg') });
/** The list has settled: no request in flight (skeletons gone, aria-busy false). */
const settled = (page: Page) => page.locator(`ul[aria-label="${MESSAGES.dashboards.listLabel}"][aria-busy="false"]`).waitFor(T);

async function setFavourite(page: Page, name: string, favourite: boolean): Promise<void> {
  const button = star(page, name);
  if ((await button.getAttribute('aria-pressed')) === String(favourite)) return;
  const saved = page.waitForResponse((r) => r.url().includes('/api/v1/bookmarks') && r.request().method() !== 'GET');
  await button.click();
  expect((await saved).ok()).toBe(true);
}

describe('the viewer journey', () => {
  it('a customer filters, favourites, lists favourites, opens a dashboard in full screen and leaves', async () => {
    const { context, page } = await signedInPage(browser, 'cliente@demo.local');
    try {
      // Name filter: accents do not matter, the URL keeps it after the debounce, back on page 1.
      await page.getByRole('searchbox', { name: MESSAGES.dashboards.nameFilter }).fill('relatorio');
      await expect.poll(() => pathAndQuery(page), T).toBe('/dashboards?name=relatorio');
      await settled(page);
      await expect.poll(() => cardLinks(page).allTextContents(), T).toEqual([DASHBOARD.name]);
      await page.getByText(MESSAGES.dashboards.count(1)).waitFor(T);

      // Favourite it: the star fills at once and stays after a reload (the filter too).
      await setFavourite(page, DASHBOARD.name, false); // a previous failed run may have left it on
      await setFavourite(page, DASHBOARD.name, true);
      expect(await star(page, DASHBOARD.name).getAttribute('aria-pressed')).toBe('true');
      await page.reload();
      await settled(page);
      expect(await page.getByRole('searchbox', { name: MESSAGES.dashboards.nameFilter }).inputValue()).toBe('relatorio');
      await expect.poll(() => star(page, DASHBOARD.name).getAttribute('aria-pressed'), T).toBe('true');

      // Favourites only: every card shown is a favourite, ours among them.
      await page.getByRole('searchbox', { name: MESSAGES.dashboards.nameFilter }).fill('');
      await page.getByRole('button', { name: MESSAGES.dashboards.favouritesOnly }).click();
      await expect.poll(() => pathAndQuery(page), T).toBe('/dashboards?bookmark=1');
      await settled(page);
      const stars = dashboardList(page).getByRole('button', { name: /^Favorito: / });
      await expect.poll(() => stars.evaluateAll((all) => all.map((b) => b.getAttribute('aria-pressed'))), T).not.toContain('false');
      expect(await cardLinks(page).allTextContents()).toContain(DASHBOARD.name);

      // Open it: one GET starts the view; the report is framed.
      const shown = page.waitForResponse((r) => r.url().endsWith(`/api/v1/dashboards/${DASHBOARD.id}`) && r.request().method() === 'GET');
      await dashboardList(page).getByRole('link', { name: DASHBOARD.name, exact: true }).click();
      visit = ((await (await shown).json()) as DashboardShowResponse).view;
      expect(new URL(page.url()).pathname).toBe(`/dashboards/${DASHBOARD.id}`);
      await page.getByTitle(MESSAGES.dashboards.frameTitle(DASHBOARD.name)).waitFor(T);

      // The report is another origin (the demo reports' own host): its page cannot reach the portal's.
      const frame = (await (await page.getByTitle(MESSAGES.dashboards.frameTitle(DASHBOARD.name)).elementHandle())!.contentFrame())!;
      await expect.poll(() => URL.parse(frame.url())?.hostname, T).toBe('reports.localhost');
      await frame.locator('#title').filter({ hasText: DASHBOARD.name }).waitFor(T); // the report ran there
      const reach = await frame.evaluate(() => {
        try {
          return window.parent.document.title;
        } catch (error) {
          return (error as Error).name;
        }
      });
      expect(reach).toBe('SecurityError');

      // f enters full screen on the report; Escape leaves it, and the control follows.
      const fullscreenControl = page.getByRole('button', { name: MESSAGES.toolbar.fullscreen });
      await page.keyboard.press('f');
      await expect.poll(() => page.evaluate(() => document.fullscreenElement?.tagName ?? null), T).toBe('DIV');
      await expect.poll(() => fullscreenControl.getAttribute('aria-pressed'), T).toBe('true');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.evaluate(() => document.fullscreenElement), T).toBeNull();
      await expect.poll(() => fullscreenControl.getAttribute('aria-pressed'), T).toBe('false');

      // Back to the list: the view is ended.
      const ended = page.waitForRequest((r) => r.method() === 'DELETE' && r.url().endsWith(`/api/v1/views/${visit!.id}`));
      await page.goBack();
      await ended;
      await expect.poll(() => pathAndQuery(page), T).toBe('/dashboards?bookmark=1');

      // Leave the demo user as found: un-favourited, the card leaves the favourites list.
      await settled(page);
      await setFavourite(page, DASHBOARD.name, false);
      await expect.poll(() => cardLinks(page).allTextContents(), T).not.toContain(DASHBOARD.name);
    } finally {
      await context.close();
    }
  });

  it("the project's administrator sees every dashboard with edit icons, and the customer's ended view", async () => {
    expect(visit, 'the customer journey ran first').toBeDefined();
    const { context, page } = await signedInPage(browser, 'gestor@demo.local');
    try {
      await settled(page);
      await page.getByText(MESSAGES.dashboards.count(DEMO_DASHBOARDS)).waitFor(T);
      expect(await dashboardList(page).getByRole('listitem').count()).toBe(DEMO_DASHBOARDS);
      const editLinks = dashboardList(page).getByRole('link', { name: /^Editar dashboard / });
      expect(await editLinks.count()).toBe(DEMO_DASHBOARDS);
      expect(await editLinks.first().getAttribute('href')).toMatch(/^\/dashboards\/[\w-]+\/edit$/);

      // The info modal leads to the dashboard's view history.
      await page.getByRole('button', { name: MESSAGES.dashboards.infoOf(DASHBOARD.name) }).click();
      await page.getByRole('dialog').getByRole('link', { name: MESSAGES.dashboards.viewHistory }).click();
      await expect.poll(() => pathAndQuery(page), T).toBe(`/views/dashboard/${DASHBOARD.id}`);

      const heading = `${MESSAGES.views.heading} ${MESSAGES.views.entityPrefix.dashboard} ${DASHBOARD.name}`;
      await page.getByRole('heading', { level: 1, name: heading }).waitFor(T);
      // The browser and this process share the machine's time zone, so the start reads the same here.
      const startedAt = dayjs(visit!.started_at).format(UI.viewDateFormat);
      const row = page.getByRole('table').getByRole('row').filter({ hasText: startedAt }).filter({ hasText: 'Carlos Cliente' });
      await expect.poll(() => row.count(), T).toBe(1);
      const cells = await row.getByRole('cell').allTextContents();
      expect(cells).toHaveLength(4); // Usuário, Iniciado em, Finalizado em, Duração: no Dashboard column
      const [, , finishedAt, duration] = cells;
      expect(finishedAt).not.toBe(MESSAGES.views.open);
      expect(finishedAt).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
      expect(duration).toMatch(/^(\d+ h \d{2} min \d{2} s|\d+ min \d{2} s|\d+ s)$/);
    } finally {
      await context.close();
    }
  });
});
