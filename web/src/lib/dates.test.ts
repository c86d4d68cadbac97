import { describe, expect, it } from 'vitest';
import { distance, postedAgo } from './dates.js';
import { longDate } from './long-date.js';

const now = new Date('2026-11-21T12:00:00Z');
const earlier = (ms: number) => new Date(now.getTime() - ms);

describe('postedAgo', () => {
  it.each([
    [10_000, 'less than a minute'],
    [60_000, '1 minute'],
    [59 * 60_000, '59 minutes'],
    [3_600_000, '1 hour'],
    [5 * 3_600_000 + 59 * 60_000, '5 hours'],
    [86_400_000, '1 day'],
    [2 * 86_400_000, '2 days'],
    [30 * 86_400_000, '30 days'],
    [31 * 86_400_000, '1 month'],
    [200 * 86_400_000, '6 months'],
    [366 * 86_400_000, '1 year'],
    [3 * 366 * 86_400_000, '3 years'],
  ])('%i ms before now reads %s', (ms, expected) => {
    expect(distance(earlier(ms), now)).toBe(expected);
  });

  it("wraps the distance in 'Posted … ago'", () => {
    expect(postedAgo(earlier(2 * 86_400_000).toISOString(), now)).toBe('Posted 2 days ago');
  });

  it('shows nothing for a missing or broken date', () => {
    expect(postedAgo(undefined, now)).toBe('');
    expect(postedAgo('not a date', now)).toBe('');
  });
});

describe('longDate', () => {
  it('spells the month out', () => {
    expect(longDate('2024-01-15T12:00:00Z')).toBe('January 15, 2024');
  });

  it('shows nothing for a missing or broken date', () => {
    expect(longDate(undefined)).toBe('');
    expect(longDate('2024-13-45')).toBe('');
  });
});
