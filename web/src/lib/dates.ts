/**
 * 'Posted {distance} ago'; a missing or broken date shows nothing rather than crashing a card.
 * The distance is the largest whole unit ('3 days', '1 hour'). The site speaks English only, so the plural is an
 * 's': neither a date library in the first page's JavaScript nor Intl formatters, whose creation costs the
 * first page ~25 ms of main thread on a phone.
 */
import { labels, promiseTexts } from '@shared/texts.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// Months and years by their mean length: '1 month' from 30.4 days on, '1 year' from 365.25.
const MONTH = 30.4375 * DAY;
const YEAR = 365.25 * DAY;

const units = [
  { unit: 'year', ms: YEAR },
  { unit: 'month', ms: MONTH },
  { unit: 'day', ms: DAY },
  { unit: 'hour', ms: HOUR },
  { unit: 'minute', ms: MINUTE },
] as const;

/** '3 days', '1 hour', 'less than a minute' between `date` and `now` (either order). */
export function distance(date: Date, now: Date): string {
  const elapsed = Math.abs(now.getTime() - date.getTime());
  const fit = units.find(({ ms }) => elapsed >= ms);
  if (!fit) return 'less than a minute';
  const count = Math.floor(elapsed / fit.ms);
  return `${count} ${fit.unit}${count === 1 ? '' : 's'}`;
}

export function postedAgo(iso: string | undefined, now = new Date()): string {
  const date = iso ? new Date(iso) : undefined;
  return date && !Number.isNaN(date.getTime()) ? labels.postedAgo(distance(date, now)) : '';
}

/** 'Confirmed open 3 days ago' (docs/hiring.md, "Still hiring?"); nothing for a missing or broken date. */
export function confirmedOpenAgo(iso: string | undefined, now = new Date()): string {
  const date = iso ? new Date(iso) : undefined;
  return date && !Number.isNaN(date.getTime()) ? promiseTexts.confirmedOpenAgo(distance(date, now)) : '';
}
