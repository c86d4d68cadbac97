/**
 * The local stand-in for a deployed schedule (an EventBridge rule running a worker Lambda): while the stack runs,
 * the worker's handler (the very one deployed) runs once at start (unless `runAtStart` is false: a daily email
 * should not go out on every restart) and then every `intervalMs`, one run at a time, so a slow run is never
 * overtaken by the next.
 */
import { logger } from '../../functions/lib/logger.js';

export interface ScheduleTimer {
  /** Resolves once the first run is over. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

export function startScheduleTimer(
  name: string,
  run: () => Promise<unknown>,
  intervalMs: number,
  { runAtStart = true } = {},
): ScheduleTimer {
  let running: Promise<void> = Promise.resolve();
  const next = () => {
    running = running.then(async () => {
      try {
        await run();
      } catch (error) {
        logger.error(`Local ${name} failed`, { error: error as Error });
      }
    });
    return running;
  };
  const first = runAtStart ? next() : Promise.resolve();
  const timer = setInterval(next, intervalMs);
  timer.unref();
  return {
    ready: first,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
