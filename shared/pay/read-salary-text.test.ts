import { readSalaryText } from './read-salary-text.js';

describe('readSalaryText', () => {
  it.each([
    ['$120,000 - $150,000', 120_000, 150_000, 'USD', 'year'],
    ['$120k–$150k', 120_000, 150_000, 'USD', 'year'],
    ['€60,000', 60_000, 60_000, 'EUR', 'year'],
    ['$45/hour', 45, 45, 'USD', 'hour'],
    ['$70 - $90 per hour', 70, 90, 'USD', 'hour'],
    ['£4,000 per month', 4_000, 4_000, 'GBP', 'month'],
    ['PLN 6,000 / month', 6_000, 6_000, 'PLN', 'month'],
    ['C$95k', 95_000, 95_000, 'CAD', 'year'],
    ['$1.2M', 1_200_000, 1_200_000, 'USD', 'year'],
    ['€400 a day', 400, 400, 'EUR', 'day'],
  ])('reads %s', (text, salaryMin, salaryMax, currency, period) => {
    expect(readSalaryText(text)).toEqual({ salaryMin, salaryMax, currency, period });
  });

  it.each([['Competitive'], ['80,000 - 100,000'], ['$900 per week'], ['$0']])(
    'leaves %s unread: no currency, a weekly period or no positive amount',
    (text) => {
      expect(readSalaryText(text)).toBeUndefined();
    },
  );

  it('reads nothing from no text', () => {
    expect(readSalaryText(undefined)).toBeUndefined();
  });
});
