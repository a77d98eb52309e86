// The demo's themes as the theme form judges them (web/src/lib/theme-contrast.ts). Two pairs miss, and
// the demo keeps them as businesses pick such colours, so the form's warning shows on seeded data: Verde
// Demo's amber star (#f59e0b) on the white cards, and the white text of Roxo Outra's current menu item
// on its light violet (#8b5cf6).
import { describe, expect, it } from 'vitest';
import { unreadablePairs } from '#web/lib/theme-contrast.ts';
import { DEMO_THEMES } from './demo-data.ts';

/** The pairs a demo theme misses, each with its ratio as the form shows it (truncated to two decimals). */
const missed = (id: string) =>
  unreadablePairs(DEMO_THEMES.find((theme) => theme.id === id)!.colours).map(({ name, ratio }) => [name, Math.floor(ratio * 100) / 100]);

describe('the demo themes', () => {
  it('read well everywhere but on two pairs, which the theme form names', () => {
    expect(missed('theme-demo')).toEqual([['favouriteStar', 2.14]]);
    expect(missed('theme-outra')).toEqual([['menuCurrent', 4.23]]);
  });
});
