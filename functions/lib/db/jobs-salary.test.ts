import { parseSalary } from './jobs-salary.js';

describe('parseSalary', () => {
  it.each([
    ['$120,000 - $150,000', 120_000, 150_000],
    ['$120k–$150k', 120_000, 150_000],
    ['€60,000', 60_000, 60_000],
    ['$45/hour', 93_600, 93_600],
    ['$70 - $90 per hour', 145_600, 187_200],
    ['£4,000 per month', 48_000, 48_000],
    ['$1.2M', 1_200_000, 1_200_000],
  ])('reads %s as a yearly range', (text, salaryMin, salaryMax) => {
    expect(parseSalary(text)).toEqual({ salaryMin, salaryMax });
  });

  it('leaves unreadable or missing salaries out', () => {
    expect(parseSalary('Competitive')).toBeUndefined();
    expect(parseSalary(undefined)).toBeUndefined();
  });
});
