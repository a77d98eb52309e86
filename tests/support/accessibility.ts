// The accessibility sweep's checks on one settled screen of a real Chromium: axe with the WCAG 2.1 AA
// tags, no sideways scrolling of the page at phone width (only inside a labelled region the keyboard
// reaches), and an open dialog that fits the viewport. Each returns readable problems, never throws.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Anything still loading: the page spinner, a busy list or table, a skeleton or a spinner. */
const BUSY = '[aria-busy="true"], .chakra-skeleton, .chakra-spinner';

declare global {
  interface Window {
    /** What the main area held when `navigate` started. */
    sweepLeft?: { screen: Element | null; text: string };
  }
}

/**
 * Goes to a path the way the SPA's own links do (history and popstate, no reload: a screen loads in a
 * fraction of the time), waits for the router to render it, then for it to settle. The new screen is
 * another element in `main`, or (a route that shares its page with the last, as a form's new and edit
 * screens do) other text; a screen that failed leaves no heading in `main`.
 */
export async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    const main = document.querySelector('main')!;
    window.sweepLeft = { screen: main.firstElementChild, text: main.textContent };
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      const left = window.sweepLeft!;
      return !main?.querySelector('h1') || main.firstElementChild !== left.screen || main.textContent !== left.text;
    },
    undefined,
    { timeout: 15_000 },
  );
  await settle(page);
}

/**
 * Waits until the screen's main area has its heading, nothing is busy and the fonts are in, then for
 * the animations still running (a dialog's entrance) to end: axe and the screenshot see the final page.
 * A screen that failed to load has no heading: this times out, and the sweep reports it.
 */
export async function settle(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction((busy) => document.querySelector('main h1') !== null && document.querySelector(busy) === null, BUSY, {
    timeout,
  });
  await page.evaluate(async () => {
    await document.fonts.ready;
    const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** axe's WCAG 2.1 AA violations, one line per rule with its impact and the targets it failed on. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA_TAGS).analyze();
  return violations.map(
    (violation) =>
      `axe ${violation.id} (${violation.impact}): ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
}

/**
 * At phone width the page itself never scrolls sideways; an element that does scroll sideways must be
 * reachable by the keyboard (focusable itself, or holding something focusable) and named.
 */
export function sidewaysScrollProblems(page: Page): Promise<string[]> {
  // One plain function body: the page runs it as text, so it declares no helpers of its own.
  return page.evaluate(() => {
    const problems: string[] = [];
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > window.innerWidth) problems.push(`the page scrolls sideways: ${scrollWidth}px wide in ${window.innerWidth}px`);
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (!['auto', 'scroll'].includes(getComputedStyle(element).overflowX) || element.scrollWidth <= element.clientWidth + 1) continue;
      const reachable =
        element.tabIndex >= 0 || element.querySelector('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])') !== null;
      const named = element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby');
      if (reachable && named) continue;
      const what = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')}`;
      const lacks = [named ? '' : 'a name', reachable ? '' : 'a keyboard stop'].filter(Boolean).join(' and ');
      problems.push(`${what} scrolls sideways (${element.scrollWidth}px in ${element.clientWidth}px) without ${lacks}`);
    }
    return problems;
  });
}

/**
 * The open dialog lies within the viewport's width (a tall one scrolls within its positioner, as the
 * page would).
 */
export async function dialogFitProblems(page: Page): Promise<string[]> {
  const dialog = page.getByRole('dialog');
  const count = await dialog.count();
  if (count !== 1) return [`expected one open dialog, found ${count}`];
  const box = await dialog.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  if (!box) return ['the dialog has no box'];
  return box.x >= 0 && box.x + box.width <= width
    ? []
    : [`the dialog (x ${Math.round(box.x)}, ${Math.round(box.width)}px wide) overflows the ${width}px viewport`];
}
