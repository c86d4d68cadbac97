import { readSearchPay, salaryFilterOf, writeSearchPay } from './search-pay.js';

const pay = { salaryMin: 60_000, salaryMax: 70_000, currency: 'EUR', period: 'year' } as const;

describe('the x-search-pay header', () => {
  it('carries the words and the pay, whatever the words hold', () => {
    const words = 'C++ & “data” 50% = ok?';
    expect(readSearchPay(writeSearchPay({ words, pay }))).toEqual({ words, pay });
    expect(readSearchPay(writeSearchPay({ pay }))).toEqual({ pay });
  });

  it.each([
    undefined,
    '',
    'salaryMin=1&salaryMax=2&currency=XYZ&period=year',
    'salaryMin=1&salaryMax=2&currency=EUR&period=week',
    'salaryMin=2&salaryMax=1&currency=EUR&period=year',
    'salaryMin=-1&salaryMax=2&currency=EUR&period=year',
    'salaryMin=abc&salaryMax=2&currency=EUR&period=year',
    'salaryMax=2&currency=EUR&period=year',
  ])('is no offer when malformed: %j', (header) => {
    expect(readSearchPay(header)).toBeUndefined();
  });
});

describe('salaryFilterOf', () => {
  it('gives a range as the range and one amount as a lower bound, yearly', () => {
    expect(salaryFilterOf(pay)).toEqual({ salaryMin: '60000', salaryMax: '70000', currency: 'EUR' });
    expect(salaryFilterOf({ salaryMin: 22.5, salaryMax: 22.5, currency: 'GBP', period: 'hour' })).toEqual({
      salaryMin: '46800',
      currency: 'GBP',
    });
  });
});
