// The project administrator sees their team's use in Chromium against the local stack: gestor@demo.local
// reads Indicadores de uso, cliente@demo.local signs in and opens a dashboard in another browser context,
// and gestor then finds that view counted (the period's total and cliente's row in the most active
// collaborators) and cliente's sign-in in Atividade.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_MESSAGES } from '#shared/activity-messages.ts';
import { INSIGHTS_MESSAGES } from '#shared/insights-messages.ts';
import { shootWidths } from '../support/screenshots.ts';
import { launchBrowser, signedInPage } from '../support/browser.ts';
import { stackInfo, userIdOf } from '../support/stack.ts';

const T = { timeout: 15_000 };
const CUSTOMER = 'Carlos Cliente';
const DASHBOARD = { id: 'dash-vendas-mensais', name: 'Vendas Mensais' };

let browser: Browser;
let gestor: { context: BrowserContext; page: Page };

const url = (path: string) => `${stackInfo().baseUrl}${path}`;
const count = (text: string | null) => Number((text ?? '').replace(/\D/g, '') || '0');

/** The period's total views and cliente's views among the most active collaborators (0 when not listed). */
async function figures(page: Page): Promise<{ total: number; customer: number }> {
  await page.goto(url('/insights?days=7'));
  await expect.poll(() => page.getByRole('heading', { level: 1, name: INSIGHTS_MESSAGES.heading }).count(), T).toBe(1);
  const total = page.locator('dl dt', { hasText: INSIGHTS_MESSAGES.cards.views }).locator('xpath=following-sibling::dd[1]');
  await total.waitFor(T);
  const row = page.getByRole('region', { name: INSIGHTS_MESSAGES.mostActive }).getByRole('row').filter({ hasText: CUSTOMER });
  const customer = (await row.count()) > 0 ? count(await row.getByRole('cell').nth(1).textContent()) : 0;
  return { total: count(await total.textContent()), customer };
}

beforeAll(async () => {
  browser = await launchBrowser();
  gestor = await signedInPage(browser, 'gestor@demo.local');
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('a customer_admin sees how the team uses the portal', { timeout: 120_000 }, () => {
  it("counts a collaborator's view in Indicadores de uso and their sign-in in Atividade", async () => {
    const before = await figures(gestor.page);

    // cliente, in a browser of their own: signs in through the form and opens a dashboard.
    const cliente = await signedInPage(browser, 'cliente@demo.local');
    await cliente.page.goto(url(`/dashboards/${DASHBOARD.id}`));
    await cliente.page.getByRole('heading', { level: 1, name: DASHBOARD.name }).waitFor(T);
    await cliente.context.close();

    await expect.poll(() => figures(gestor.page), T).toEqual({ total: before.total + 1, customer: before.customer + 1 });
    await shootWidths(gestor.page, 'insights');

    const customerId = await userIdOf('cliente@demo.local');
    await gestor.page.goto(url(`/activity?person=${customerId}&kind=session`));
    const trail = gestor.page.getByRole('region', { name: ACTIVITY_MESSAGES.tableLabel });
    const signIn = trail.getByRole('row').filter({ hasText: CUSTOMER }).filter({ hasText: ACTIVITY_MESSAGES.actions.signed_in });
    await expect.poll(() => signIn.count(), T).toBeGreaterThan(0);
    await shootWidths(gestor.page, 'activity');
  });
});
