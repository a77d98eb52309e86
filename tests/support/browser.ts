// One headless Chromium per test file, driven by playwright-core.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { MESSAGES } from '#shared/messages.ts';
import { CHROMIUM_ARGS, findChromium } from './chromium.ts';
import { DEMO_PASSWORD, stackInfo } from './stack.ts';

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found: run `apt-get install -y chromium` or set CHROMIUM_PATH');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}

/** Signs in through the login form the way a person does. */
export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** The dashboard list of the page (the landing screen of every tenant user). */
export const dashboardList = (page: Page) => page.getByRole('list', { name: MESSAGES.dashboards.listLabel });

/** A fresh desktop-sized context signed in as a demo user, on the dashboard list. */
export async function signedInPage(browser: Browser, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${stackInfo().baseUrl}/dashboards`);
  await signInThroughForm(page, email, DEMO_PASSWORD);
  await dashboardList(page).waitFor({ timeout: 15_000 });
  return { context, page };
}

/** Every value kept in the page's localStorage and sessionStorage. */
export function storedValues(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const values: string[] = [];
    for (const storage of [window.localStorage, window.sessionStorage]) {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i)!;
        values.push(`${key}=${storage.getItem(key)}`);
      }
    }
    return values;
  });
}
