/**
 * A job's structured pay: the amounts as the company gives them, in their currency and per their period. Shown as
 * "€50k–60k a year"; compared by the salary filter as yearly euros.
 */
import { type Currency, toEuros } from './exchange-rates.js';
import { formatMoney } from './format-money.js';
import { type PayPeriod, PERIODS_PER_YEAR } from './pay-period.js';

export interface Pay {
  salaryMin: number;
  /** Equal to the minimum for a single figure. */
  salaryMax: number;
  currency: Currency;
  period: PayPeriod;
}

/**
 * The pay fields of a job, when all four are there (a job may carry only the free-text salary). A field sent as null
 * (how an edit clears the pay) counts as absent, so a job held with the edit's fields merged in reads as unpaid.
 */
export function payOf(job: { [Field in keyof Pay]?: Pay[Field] | null }): Pay | undefined {
  const { salaryMin, salaryMax, currency, period } = job;
  if (salaryMin == null || currency == null || period == null) return undefined;
  return { salaryMin, salaryMax: salaryMax ?? salaryMin, currency, period };
}

/** The pay as yearly euros: what the search index stores and the salary filter compares. */
export function yearlyEuros(pay: Pay): { min: number; max: number } {
  const perYear = PERIODS_PER_YEAR[pay.period];
  return { min: toEuros(pay.salaryMin * perYear, pay.currency), max: toEuros(pay.salaryMax * perYear, pay.currency) };
}

const PERIOD_WORDS: Record<PayPeriod, string> = { hour: 'an hour', day: 'a day', month: 'a month', year: 'a year' };

/** Amounts from ten thousand up read better short: 50k, 1.2m. */
const COMPACT_FROM = 10_000;

/** "€50k–60k a year", "$45–60 an hour", "PLN 6,000 a month". */
export function formatPay(pay: Pay): string {
  const compact = pay.salaryMin >= COMPACT_FROM;
  // Cents only when an amount has them (an hourly £22.50), and then for both amounts.
  const cents = !compact && !(Number.isInteger(pay.salaryMin) && Number.isInteger(pay.salaryMax));
  // The short scale's letter in lower case: "€50k".
  const amount = (value: number, sign: boolean) =>
    formatMoney(value, pay.currency, { sign, compact, decimals: cents ? 2 : 0 }).replace(/[KMBT]$/, (unit) =>
      unit.toLowerCase(),
    );
  const amounts =
    pay.salaryMax === pay.salaryMin
      ? amount(pay.salaryMin, true)
      : `${amount(pay.salaryMin, true)}–${amount(pay.salaryMax, false)}`;
  return `${amounts} ${PERIOD_WORDS[pay.period]}`;
}

/** Every digit, as a pay field says what it read: "$90,000 a year", "€45,000–€50,000 a year", "£22.50 an hour". */
export function formatPayInFull(pay: Pay): string {
  const decimals = Number.isInteger(pay.salaryMin) && Number.isInteger(pay.salaryMax) ? 0 : 2;
  const amount = (value: number) => formatMoney(value, pay.currency, { sign: true, decimals });
  const amounts =
    pay.salaryMax === pay.salaryMin ? amount(pay.salaryMin) : `${amount(pay.salaryMin)}–${amount(pay.salaryMax)}`;
  return `${amounts} ${PERIOD_WORDS[pay.period]}`;
}
