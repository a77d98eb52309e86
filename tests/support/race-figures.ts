// The races' figures: each race test records how many requests it sent at once and how many
// violations of its invariant it found (it asserts 0 itself), one line per test in
// .build/race-figures.json, so a run's figures can be quoted per invariant:
//   npx tsx tests/support/race-figures.ts
// Integration files run one at a time (vitest.config.ts), so the read-modify-write here never races.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect } from 'vitest';
import { REPO_ROOT } from '#infra/paths.ts';

/** Every invariant two requests could race on (docs/security.md, "Races"). */
export const INVARIANTS = [
  'user limit',
  'last administrator',
  'main contact',
  'unique e-mail',
  'unique subdomain',
  'theme in use',
  'report in use',
  'view end',
  'attempt limit',
  'upload taken once',
  'view time counted once',
  'open views per user',
  'invitation limit',
  'one profile per identity',
] as const;
export type Invariant = (typeof INVARIANTS)[number];

export interface RaceFigure {
  invariant: Invariant;
  /** Requests sent at once, summed over the test's rounds. */
  requests: number;
  /** Breaks of the invariant the test found (it asserts 0). */
  violations: number;
}

interface RecordedFigure extends RaceFigure {
  at: string;
}

export const RACE_FIGURES_FILE = join(REPO_ROOT, '.build', 'race-figures.json');

function readFigures(): Record<string, RecordedFigure> {
  if (!existsSync(RACE_FIGURES_FILE)) return {};
  return JSON.parse(readFileSync(RACE_FIGURES_FILE, 'utf8')) as Record<string, RecordedFigure>;
}

/** Records the figure of the running test (replacing its line of an earlier run). Call it before asserting. */
export function recordRace(figure: RaceFigure): void {
  const state = expect.getState();
  const test = `${relative(REPO_ROOT, state.testPath ?? '?')} > ${state.currentTestName ?? '?'}`;
  const figures = { ...readFigures(), [`${figure.invariant} | ${test}`]: { ...figure, at: new Date().toISOString() } };
  mkdirSync(dirname(RACE_FIGURES_FILE), { recursive: true });
  const lines = Object.entries(figures).map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`);
  writeFileSync(RACE_FIGURES_FILE, `{\n${lines.join(',\n')}\n}\n`);
}

/**
 * One line per invariant: requests and violations summed over its tests, each test's figure from the
 * last time it ran (`npm test` runs them all; a file run alone since replaces its own lines only).
 */
export function raceSummary(figures: Record<string, RecordedFigure> = readFigures()): string[] {
  const all = Object.values(figures);
  const span = all.map((figure) => figure.at).sort();
  const lines = INVARIANTS.map((invariant) => {
    const mine = all.filter((figure) => figure.invariant === invariant);
    if (mine.length === 0) return `${invariant}: not recorded`;
    const sum = (pick: (figure: RecordedFigure) => number) => mine.reduce((total, figure) => total + pick(figure), 0);
    return `${invariant}: ${sum((f) => f.requests)} concurrent requests in ${mine.length} tests, ${sum((f) => f.violations)} violations`;
  });
  return [`Races (recorded ${span[0] ?? '-'} to ${span.at(-1) ?? '-'}):`, ...lines];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(raceSummary().join('\n'));
}
