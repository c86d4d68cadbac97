/** Milliseconds in a day. The code counts days in UTC, where every day is 24 hours long (no daylight saving). */
export const DAY_MS = 86_400_000;
