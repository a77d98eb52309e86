/** Runs a task when the browser is idle (requestIdleCallback), or after a short delay where that is missing. */
export function whenIdle(task: () => void): { cancel: () => void } {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task);
    return { cancel: () => window.cancelIdleCallback(handle) };
  }
  const handle = window.setTimeout(task, 1500);
  return { cancel: () => window.clearTimeout(handle) };
}
