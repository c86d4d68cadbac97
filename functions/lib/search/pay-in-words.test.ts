import { payInWords } from './pay-in-words.js';

const yearly = (salaryMin: number, salaryMax = salaryMin, currency = 'USD') => ({
  salaryMin,
  salaryMax,
  currency,
  period: 'year',
});

describe('payInWords', () => {
  it.each([
    ['engineer $90,000', { words: 'engineer', pay: yearly(90_000) }],
    ['$90,000', { pay: yearly(90_000) }],
    ['engineer 90k', { words: 'engineer', pay: yearly(90_000) }],
    ['90,000 engineer', { words: 'engineer', pay: yearly(90_000) }],
    ['designer 60k-70k EUR', { words: 'designer', pay: yearly(60_000, 70_000, 'EUR') }],
    ['engineer $90k – $110k a year remote', { words: 'engineer remote', pay: yearly(90_000, 110_000) }],
    ['€45.000 berlin', { words: 'berlin', pay: yearly(45_000, 45_000, 'EUR') }],
    ['£30k–£35k', { pay: yearly(30_000, 35_000, 'GBP') }],
    ['USD 120000 data', { words: 'data', pay: yearly(120_000) }],
    ['data scientist 120k+', { words: 'data scientist', pay: yearly(120_000) }],
    ['analyst $1.5m', { words: 'analyst', pay: yearly(1_500_000) }],
    ['nurse $45 an hour', { words: 'nurse', pay: { salaryMin: 45, salaryMax: 45, currency: 'USD', period: 'hour' } }],
  ])('reads the pay in %j', (search, expected) => {
    expect(payInWords(search)).toEqual(expected);
  });

  it.each([
    'senior engineer london',
    '5 years experience',
    '2,5 years',
    'designer 94105',
    'C++ 11',
    'python 3.11',
    'ios 17.4',
    'react 18',
    '401k',
    '3M engineer',
    'runner 5m',
    '401(k) benefits',
    '$45',
    '',
  ])('leaves %j as words', (search) => {
    expect(payInWords(search)).toBeUndefined();
  });
});
