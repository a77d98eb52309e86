// `npm run bench:lighthouse`: Lighthouse (the npm package, with the machine's Chromium) against a local
// stack of its own, for the login page and, signed in, the dashboard list, on mobile (Lighthouse's
// default: a mid-range phone on a slow 4G link, simulated) and desktop. Each run starts with an empty
// HTTP cache. Prints the median of RUNS runs (default 3) of the performance, accessibility and
// best-practices scores with LCP, CLS, TBT, FCP and the bytes the page transferred. With
// LIGHTHOUSE_REPORTS=<dir>, each run's full report is also written there as JSON.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type RunnerResult } from 'lighthouse';
import { chromium } from 'playwright-core';
import { startLocalStack } from '#infra/local/local-stack.ts';
import { findFreePort } from '#infra/local/ports.ts';
import { buildWebIfNeeded } from '#infra/local/web-build.ts';
import { MESSAGES } from '#shared/messages.ts';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium.ts';
import { DEMO_PASSWORD } from '../support/stack.ts';

const RUNS = Number(process.env.RUNS ?? 3);
const VIEWER = 'cliente@demo.local';
const FORM_FACTORS: Record<'mobile' | 'desktop', Config | undefined> = { mobile: undefined, desktop: desktopConfig };

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  kib: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function figuresOf(result: RunnerResult): Figures {
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    fcpMs: value('first-contentful-paint'),
    kib: value('total-byte-weight') / 1024,
  };
}

/** Signs the browser in through the login form, so the refresh cookie is in its profile; then empties its HTTP cache. */
async function signIn(debuggingPort: number, baseUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('E-mail', { exact: true }).fill(VIEWER);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.getByRole('list', { name: MESSAGES.dashboards.listLabel }).waitFor({ timeout: 30_000 });
  // Lighthouse keeps the cache when it keeps storage: empty it here, so the audit starts cold.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
}

async function audit(url: string, formFactor: keyof typeof FORM_FACTORS, signedIn: boolean, baseUrl: string): Promise<Figures> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: CHROMIUM_ARGS.filter((flag) => flag !== '--headless').concat('--headless=new'),
  });
  try {
    if (signedIn) await signIn(chrome.port, baseUrl);
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // Signed in, storage (the refresh cookie) must stay; signIn emptied the HTTP cache.
      disableStorageReset: signedIn,
    };
    const result = await lighthouse(url, flags, FORM_FACTORS[formFactor]);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const reports = process.env.LIGHTHOUSE_REPORTS;
    if (reports) {
      mkdirSync(reports, { recursive: true });
      writeFileSync(join(reports, `${signedIn ? 'dashboard-list' : 'login'}-${formFactor}-${Date.now()}.json`), JSON.stringify(result.lhr));
    }
    return figuresOf(result);
  } finally {
    chrome.kill();
  }
}

async function main() {
  if (!findChromium()) throw new Error('Chromium not found: run `apt-get install -y chromium` or set CHROMIUM_PATH');
  buildWebIfNeeded();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  const ports = { gateway: await findFreePort(), dynamodb: await findFreePort(), s3: await findFreePort(), cognito: await findFreePort() };
  const stack = await startLocalStack({ dataDir, ports, inMemory: true });
  try {
    const pages = [
      { name: 'login', url: `${stack.url}/login`, signedIn: false },
      { name: 'dashboard list', url: `${stack.url}/dashboards`, signedIn: true },
    ];
    const rows: Record<string, string | number>[] = [];
    for (const page of pages) {
      for (const formFactor of Object.keys(FORM_FACTORS) as (keyof typeof FORM_FACTORS)[]) {
        const runs: Figures[] = [];
        for (let run = 0; run < RUNS; run++) runs.push(await audit(page.url, formFactor, page.signedIn, stack.url));
        const pick = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
        rows.push({
          page: page.name,
          'form factor': formFactor,
          performance: pick('performance'),
          accessibility: pick('accessibility'),
          'best practices': pick('bestPractices'),
          'LCP (s)': (pick('lcpMs') / 1000).toFixed(2),
          CLS: pick('cls').toFixed(3),
          'TBT (ms)': Math.round(pick('tbtMs')),
          'FCP (s)': (pick('fcpMs') / 1000).toFixed(2),
          'transferred (KiB)': Math.round(pick('kib')),
        });
        console.log(`${page.name}, ${formFactor}: performance ${runs.map((figures) => figures.performance).join(', ')}`);
      }
    }
    console.log(`\nMedian of ${RUNS} run(s) each, empty HTTP cache:`);
    console.table(rows);
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
