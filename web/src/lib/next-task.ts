/**
 * Resolves in a new task, so that the browser can paint, take input and run what is queued before the rest runs.
 * The entry uses it to cut its start-up work into pieces: one long task blocks a phone's main thread as a whole.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
