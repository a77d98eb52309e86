// The dashboard list's first load on a phone, as Lighthouse measures it: the SPA arrives compressed,
// the list is asked for beside the user data (not after it), the first row of previews loads at once
// and first while the rest wait, and nothing on the page moves once it is drawn.
import type { Browser, Page, Request, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UI } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';
import { dashboardList, launchBrowser, signedInPage } from '../support/browser.ts';
import { stackInfo } from '../support/stack.ts';

const T = { timeout: 15_000 };
const PHONE = { width: 375, height: 812 };

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await signedInPage(browser, 'cliente@demo.local'));
  await page.setViewportSize(PHONE);
});
afterAll(async () => {
  await browser?.close();
});

/** The list has settled: its cards are in (aria-busy false). */
const settled = (target: Page) => target.locator(`ul[aria-label="${MESSAGES.dashboards.listLabel}"][aria-busy="false"]`).waitFor(T);

/** The sum of the page's layout shifts since it started loading (CLS without the session windows). */
const layoutShift = (target: Page) =>
  target.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 1500);
      }),
  );

describe('the dashboard list, loaded afresh on a phone', () => {
  it('asks for the list once, without waiting for the user data', async () => {
    const listRequests: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/dashboards') listRequests.push(request);
    });
    let userDataAnswered = false;
    // The user data held back: the list must not wait for it.
    await page.route('**/api/v1/user_data', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      userDataAnswered = true;
      await route.continue();
    });
    let listAskedBeforeUserData: boolean | undefined;
    const listAsked = page
      .waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/dashboards', T)
      .then(() => {
        listAskedBeforeUserData = !userDataAnswered;
      });

    await page.reload();
    await listAsked;
    await settled(page);
    await page.unroute('**/api/v1/user_data');

    expect(listAskedBeforeUserData).toBe(true);
    expect(listRequests).toHaveLength(1);
  });

  it('loads the first row of previews at once and first, the others when they come near', async () => {
    const previews = dashboardList(page).getByRole('img');
    await expect.poll(() => previews.count(), T).toBeGreaterThan(UI.dashboardGridColumns);
    const attributes = await previews.evaluateAll((images) =>
      images.map((image) => [
        image.getAttribute('loading'),
        image.getAttribute('fetchpriority'),
        image.getAttribute('width'),
        image.getAttribute('height'),
      ]),
    );

    expect(attributes.slice(0, UI.dashboardGridColumns)).toEqual(Array(UI.dashboardGridColumns).fill(['eager', 'high', '16', '9']));
    for (const rest of attributes.slice(UI.dashboardGridColumns)) expect(rest).toEqual(['lazy', 'auto', '16', '9']);
  });

  it('does not move once drawn (layout shift under 0.02)', async () => {
    await page.reload();
    await settled(page);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  });

  it('arrives compressed: every script worth it in brotli, as the browser asked', async () => {
    const scripts: Promise<{ url: string; encoding: string | null; bytes: number }>[] = [];
    const onResponse = (response: Response) => {
      if (response.url().startsWith(`${stackInfo().baseUrl}/assets/`) && response.url().endsWith('.js') && response.status() === 200) {
        scripts.push(
          Promise.all([response.headerValue('content-encoding'), response.body()]).then(([encoding, body]) => ({
            url: response.url(),
            encoding,
            bytes: body.length,
          })),
        );
      }
    };
    page.on('response', onResponse);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.reload();
    await settled(page);
    // Every read started is awaited below: a script arriving later (a lazy chunk) would start one nobody
    // awaits, which fails as an unhandled rejection once the browser closes.
    page.off('response', onResponse);

    const answers = await Promise.all(scripts);
    expect(answers.filter((answer) => answer.bytes >= 1024).length).toBeGreaterThan(5);
    // Files under 1 KB go as they are: compressing them would save less than the headers cost.
    expect(answers.filter((answer) => answer.bytes >= 1024 !== (answer.encoding === 'br'))).toEqual([]);
  });
});
