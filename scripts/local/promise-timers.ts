/**
 * The local stand-ins for the deployed schedules of the board's promises (docs/hiring.md, "The board's promises"):
 * "Still hiring?" (functions/workers/ask-still-hiring.ts) and "every application gets an answer"
 * (functions/workers/answer-applications.ts) run once at start and then every `intervalMs` (PROMISES_INTERVAL_MS,
 * default ten minutes; deployed they run daily), each on its own timer. LOCAL_CLOCK_AHEAD_DAYS moves the workers'
 * clock forward that many days, to see locally what the board does a month on (questions asked, jobs closed).
 */
import { DAY_MS } from '../../shared/time.js';
import { type ScheduleTimer, startScheduleTimer } from './schedule-timer.js';

const TEN_MINUTES_MS = 10 * 60_000;

/** The workers' now: the real clock, moved forward LOCAL_CLOCK_AHEAD_DAYS when set. */
export const localNow = () => new Date(Date.now() + (Number(process.env.LOCAL_CLOCK_AHEAD_DAYS) || 0) * DAY_MS);

export function startPromiseTimers(intervalMs = Number(process.env.PROMISES_INTERVAL_MS) || TEN_MINUTES_MS): {
  stop(): Promise<void>;
} {
  const timers: ScheduleTimer[] = [
    startScheduleTimer(
      'still hiring?',
      async () => (await import('../../functions/workers/ask-still-hiring.js')).runStillHiring(localNow()),
      intervalMs,
    ),
    startScheduleTimer(
      'application answers',
      async () => (await import('../../functions/workers/answer-applications.js')).runApplicationAnswers(localNow()),
      intervalMs,
    ),
  ];
  return { stop: async () => void (await Promise.all(timers.map((timer) => timer.stop()))) };
}
