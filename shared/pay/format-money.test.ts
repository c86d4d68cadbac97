import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JOB_LIMITS } from '../schemas/job-input.js';
import { CURRENCIES, type Currency } from './exchange-rates.js';
import { formatMoney } from './format-money.js';

/** What Intl writes: the reference formatMoney must equal, part for part. */
function intl(amount: number, currency: Currency, sign: boolean, compact: boolean, decimals: 0 | 2) {
  const format = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    notation: compact ? 'compact' : 'standard',
    minimumFractionDigits: compact ? 0 : decimals,
    maximumFractionDigits: compact ? 1 : decimals,
  });
  return format
    .formatToParts(amount)
    .filter((part) => sign || (part.type !== 'currency' && part.type !== 'literal'))
    .map((part) => part.value)
    .join('');
}

const currency = fc.constantFrom(...CURRENCIES);
/** A job's amount: above 0, at most the limit, with at most two decimals (the schema's rule). */
const cents = fc.integer({ min: 1, max: JOB_LIMITS.payAmount * 100 }).map((value) => value / 100);
const whole = fc.integer({ min: 1, max: JOB_LIMITS.payAmount });
/**
 * Where rounding decides: multiples of 50 hit every tie of the short scale (12,350 → 12.4K; 1,250,000 → 1.3M) and
 * its carries (999,950 → 1M), and one either side misses them.
 */
const edges = fc
  .tuple(fc.integer({ min: 1, max: JOB_LIMITS.payAmount / 50 }), fc.integer({ min: -1, max: 1 }))
  .map(([fifties, nudge]) => Math.max(1, fifties * 50 + nudge));

describe('formatMoney', () => {
  it.each([
    [50_000, 'EUR', { sign: true, compact: true }, '€50K'],
    [1_250_000, 'USD', { sign: true, compact: true }, '$1.3M'],
    [999_950, 'GBP', { sign: true, compact: true }, '£1M'],
    [6_000, 'PLN', { sign: true }, 'PLN\u00a06,000'],
    [22.5, 'GBP', { sign: true, decimals: 2 }, '£22.50'],
    [60_000, 'CHF', { sign: false, compact: true }, '60K'],
  ] as const)('writes %d %s (%j) as %s', (amount, code, format, text) => {
    expect(formatMoney(amount, code, format)).toBe(text);
  });

  it('writes every amount a job may have in every currency as Intl does, short or in full', () => {
    fc.assert(
      fc.property(fc.oneof(cents, whole, edges), currency, fc.boolean(), (amount, code, sign) => {
        expect(formatMoney(amount, code, { sign, compact: true })).toBe(intl(amount, code, sign, true, 0));
        expect(formatMoney(amount, code, { sign, decimals: 2 })).toBe(intl(amount, code, sign, false, 2));
        if (Number.isInteger(amount)) {
          expect(formatMoney(amount, code, { sign, decimals: 0 })).toBe(intl(amount, code, sign, false, 0));
        }
      }),
      { numRuns: 3_000 },
    );
  });
});
