import { toEuros } from './exchange-rates.js';
import { formatPay, payOf, yearlyEuros } from './pay.js';

describe('formatPay', () => {
  it.each([
    [{ salaryMin: 50_000, salaryMax: 60_000, currency: 'EUR', period: 'year' }, '€50k–60k a year'],
    [{ salaryMin: 120_000, salaryMax: 150_000, currency: 'USD', period: 'year' }, '$120k–150k a year'],
    [{ salaryMin: 45, salaryMax: 60, currency: 'USD', period: 'hour' }, '$45–60 an hour'],
    [{ salaryMin: 22.5, salaryMax: 22.5, currency: 'GBP', period: 'hour' }, '£22.50 an hour'],
    [{ salaryMin: 6_000, salaryMax: 8_000, currency: 'PLN', period: 'month' }, 'PLN 6,000–8,000 a month'],
    [{ salaryMin: 400, salaryMax: 400, currency: 'EUR', period: 'day' }, '€400 a day'],
  ] as const)('shows %j as %s', (pay, text) => {
    expect(formatPay(pay).replace(/\u00a0/g, ' ')).toBe(text);
  });
});

describe('yearlyEuros', () => {
  it('turns each period into a year and each currency into euros', () => {
    expect(yearlyEuros({ salaryMin: 50_000, salaryMax: 60_000, currency: 'EUR', period: 'year' })).toEqual({
      min: 50_000,
      max: 60_000,
    });
    expect(yearlyEuros({ salaryMin: 6_000, salaryMax: 6_000, currency: 'PLN', period: 'month' })).toEqual({
      min: toEuros(72_000, 'PLN'),
      max: toEuros(72_000, 'PLN'),
    });
    // An intern's PLN 6,000 a month is far below a 70,000-a-year minimum in dollars, as it should be.
    expect(yearlyEuros({ salaryMin: 6_000, salaryMax: 6_000, currency: 'PLN', period: 'month' }).max).toBeLessThan(
      toEuros(70_000, 'USD'),
    );
    expect(yearlyEuros({ salaryMin: 45, salaryMax: 45, currency: 'USD', period: 'hour' }).min).toBe(
      toEuros(93_600, 'USD'),
    );
  });
});

describe('payOf', () => {
  it('needs an amount, a currency and a period; a lone amount is its own maximum', () => {
    expect(payOf({ salaryMin: 10, currency: 'EUR', period: 'hour' })).toEqual({
      salaryMin: 10,
      salaryMax: 10,
      currency: 'EUR',
      period: 'hour',
    });
    expect(payOf({ salaryMin: 10, period: 'hour' })).toBeUndefined();
    expect(payOf({})).toBeUndefined();
  });

  it('reads fields an edit cleared (null) as absent', () => {
    expect(payOf({ salaryMin: null, salaryMax: null, currency: null, period: null })).toBeUndefined();
    expect(payOf({ salaryMin: 10, salaryMax: null, currency: 'EUR', period: 'hour' })?.salaryMax).toBe(10);
  });
});
