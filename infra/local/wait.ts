// Bounded polling: every readiness wait of the local stack goes through here, so none can hang.

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface PollOptions {
  timeoutMs: number;
  intervalMs?: number;
  /** Called before each attempt; throw from it to give up early (e.g. the process died). */
  abortIf?: () => void;
  /** Builds the timeout error's message from the last failure of `attempt`. */
  timeoutMessage: (lastError: unknown) => string;
}

/** Calls `attempt` until it resolves, or throws once `timeoutMs` has passed. */
export async function pollUntil<T>(attempt: () => Promise<T>, options: PollOptions): Promise<T> {
  const deadline = Date.now() + options.timeoutMs;
  let lastError: unknown;
  for (;;) {
    options.abortIf?.();
    try {
      return await attempt();
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline) throw new Error(options.timeoutMessage(lastError));
    await sleep(options.intervalMs ?? 100);
  }
}
