import { addDays, defaultClosingDate, isCalendarDate, isPastClosing, latestClosingDate } from './closing-date.js';

const now = new Date('2026-11-24T10:00:00Z');

describe('closing dates', () => {
  it('defaults to 60 days ahead and reaches at most 180', () => {
    expect(defaultClosingDate(now)).toBe('2027-01-23');
    expect(latestClosingDate(now)).toBe('2027-05-23');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('keeps a job open through its closing day', () => {
    expect(isPastClosing('2026-11-24', now)).toBe(false);
    expect(isPastClosing('2026-11-23', now)).toBe(true);
    expect(isPastClosing(undefined, now)).toBe(false);
  });

  it('takes only real calendar dates', () => {
    expect(isCalendarDate('2027-02-28')).toBe(true);
    expect(isCalendarDate('2027-02-30')).toBe(false);
    expect(isCalendarDate('28/02/2027')).toBe(false);
  });
});
