// One headless Chromium per test file, driven by playwright-core.
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium.ts';

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
