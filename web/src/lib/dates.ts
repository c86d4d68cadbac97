/**
 * 'Posted {distance} ago' (spec §2); a missing or broken date shows nothing rather than crashing a card.
 * The distance is the largest whole unit ('3 days', '1 hour'), spelled by the browser's Intl: no date library in
 * the first page's JavaScript.
 */
import { labels } from '../../../shared/texts.js';

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

const formats = new Map(
  units.map(({ unit }) => [unit, new Intl.NumberFormat('en-US', { style: 'unit', unit, unitDisplay: 'long' })]),
);

/** '3 days', '1 hour', 'less than a minute' between `date` and `now` (either order). */
export function distance(date: Date, now: Date): string {
  const elapsed = Math.abs(now.getTime() - date.getTime());
  const fit = units.find(({ ms }) => elapsed >= ms);
  return fit ? (formats.get(fit.unit)?.format(Math.floor(elapsed / fit.ms)) ?? '') : 'less than a minute';
}

export function postedAgo(iso: string | undefined, now = new Date()): string {
  const date = iso ? new Date(iso) : undefined;
  return date && !Number.isNaN(date.getTime()) ? labels.postedAgo(distance(date, now)) : '';
}
