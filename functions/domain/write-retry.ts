// How often a write is tried again when it lost a race (a transaction conflict, or what it read changed
// before it wrote), and the short random pause in between, so writes that collided do not collide again
// in step. Shared by the users Lambda (invitations, access changes, deactivations) and the businesses'.
import { isTransactionConflict } from '#functions/data/user-changes.ts';

/** Tries of one write before answering 409 (what it read changed meanwhile). */
export const WRITE_ATTEMPTS = 5;

/** Waits 20–60 ms the first time, doubling after each try. */
export const pauseBeforeRetry = (attempt: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, (20 + Math.random() * 40) * 2 ** (attempt - 1)));

/** Runs a transaction again while it only conflicts with other writes (not one of its conditions), up to WRITE_ATTEMPTS. */
export async function retryOnConflict(write: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await write();
      return;
    } catch (error) {
      if (!isTransactionConflict(error) || attempt >= WRITE_ATTEMPTS) throw error;
      await pauseBeforeRetry(attempt);
    }
  }
}
