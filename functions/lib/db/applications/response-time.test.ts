/** The figures read off a company's decision delays: median, share answered in time, and the mark it may earn. */
import { responseTimeOf } from './response-time.js';

/** A histogram with `count` decisions at each of these delays (days). */
const histogram = (delays: Record<number, number>) => Array.from({ length: 61 }, (_, day) => delays[day] ?? 0);

describe('responseTimeOf', () => {
  it('says nothing but the count below three decisions', () => {
    expect(responseTimeOf(histogram({ 1: 2 }))).toEqual({ decisions: 2 });
  });

  it('counts the share answered within 14 days over every decided or unanswered application', () => {
    const time = responseTimeOf(histogram({ 2: 6, 14: 2, 15: 1 }), 1);
    expect(time).toMatchObject({ decisions: 9, unanswered: 1, medianDays: 2, answeredWithinShare: 0.8 });
    expect(time.respondsToEveryApplicant).toBe(false);
  });

  it('earns the mark at 90 % within 14 days, but only from ten applications on', () => {
    expect(responseTimeOf(histogram({ 3: 9, 20: 1 })).respondsToEveryApplicant).toBe(true);
    expect(responseTimeOf(histogram({ 3: 9 })).respondsToEveryApplicant).toBe(false);
    expect(responseTimeOf(histogram({ 3: 9 }), 2).respondsToEveryApplicant).toBe(false);
  });
});
