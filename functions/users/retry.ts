// How often a user write is tried again when it lost a race (a transaction conflict, or the user or a
// role changed between the read and the write), and the short random pause in between, so writes that
// collided do not collide again in step.

/** Tries of one write before answering 409 (the user changed meanwhile). */
export const WRITE_ATTEMPTS = 5;

/** Waits 20–60 ms the first time, doubling after each try. */
export const pauseBeforeRetry = (attempt: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, (20 + Math.random() * 40) * 2 ** (attempt - 1)));
