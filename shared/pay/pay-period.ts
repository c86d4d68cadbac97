/**
 * How often a job's pay amounts are paid, and how many of each make a working year: 52 weeks of 40 hours (2,080
 * hours) or 5 days (260 days), 12 months. The salary filter compares these yearly figures.
 */
export const PAY_PERIODS = ['hour', 'day', 'month', 'year'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

export const PERIODS_PER_YEAR: Record<PayPeriod, number> = { hour: 2080, day: 260, month: 12, year: 1 };

export const PAY_PERIOD_LABELS: Record<PayPeriod, string> = {
  hour: 'Per hour',
  day: 'Per day',
  month: 'Per month',
  year: 'Per year',
};
