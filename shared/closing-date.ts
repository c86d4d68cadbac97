/**
 * A job's closing date: the last day (UTC) it takes applications. Optional when posting: without one a job closes
 * 60 days after it is posted; it may be at most 180 days ahead. The day after it, the expiry worker
 * (functions/workers/expire-jobs.ts) takes the job out of search and lists; its company can repost it.
 */
import { DAY_MS } from './time.js';

export const DEFAULT_OPEN_DAYS = 60;
export const MAX_OPEN_DAYS = 180;

/** Today's date in UTC, as YYYY-MM-DD. */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The YYYY-MM-DD date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function defaultClosingDate(now = new Date()): string {
  return addDays(todayUtc(now), DEFAULT_OPEN_DAYS);
}

export function latestClosingDate(now = new Date()): string {
  return addDays(todayUtc(now), MAX_OPEN_DAYS);
}

/** True once the closing day is over (a job closing today still takes applications today). */
export function isPastClosing(closingDate: string | undefined, now = new Date()): boolean {
  return closingDate !== undefined && closingDate < todayUtc(now);
}

/** A real calendar date written YYYY-MM-DD (no 2027-02-30). */
export function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) && addDays(value, 0) === value;
}

/** The last moment of the closing day, for schema.org's `validThrough`. */
export function closingMoment(closingDate: string): string {
  return `${closingDate}T23:59:59.000Z`;
}
