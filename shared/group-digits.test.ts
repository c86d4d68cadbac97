import { describe, expect, it } from 'vitest';
import { groupDigits } from './group-digits.js';

describe('groupDigits', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [10_000, '10,000'],
    [20_000, '20,000'],
    [1_234_567, '1,234,567'],
  ])('writes %i as %s, as en-US does', (count, written) => {
    expect(groupDigits(count)).toBe(written);
    expect(groupDigits(count)).toBe(count.toLocaleString('en-US'));
  });
});
