/**
 * How long a web test waits for the screen to show (or stop showing) something. The web tests run
 * beside the stack's tests on a 2-core machine (tests/run-all.ts), where a lazy screen's first render
 * or a notice's exit can take seconds: waiting longer changes no outcome, only the patience.
 */
export const PATIENCE = { timeout: 10_000 } as const;
