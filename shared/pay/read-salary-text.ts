/**
 * Structured pay read from a free-text salary ('$120k - $150k', '€60,000 a year', 'PLN 6,000 / month',
 * '$45/hour'): the first two amounts, the currency its mark names and the period its words name (a year when none
 * does). Text without a currency mark, with a weekly period or without a positive amount is not readable: such a
 * job keeps its text and stays out of the salary filter, never guessed into it.
 */
import { takeCurrencyMarks } from './currency-marks.js';
import type { Pay } from './pay.js';
import type { PayPeriod } from './pay-period.js';

const PERIOD_WORDS: [RegExp, PayPeriod | 'week'][] = [
  [/\b(hour|hourly|hr)\b|\/\s*h\b/, 'hour'],
  [/\b(day|daily)\b/, 'day'],
  [/\b(week|weekly|wk)\b/, 'week'],
  [/\b(month|monthly|mo)\b/, 'month'],
];

export function readSalaryText(text: string | undefined): Pay | undefined {
  if (!text) return undefined;
  const currency = takeCurrencyMarks(text).currencies[0];
  if (!currency) return undefined;
  const lower = text.toLowerCase().replace(/(\d)[,\s](?=\d{3}\b)/g, '$1');
  const amounts = [...lower.matchAll(/(\d+(?:\.\d+)?)\s*(k|m)?\b/g)].slice(0, 2).map((match) => {
    const scale = match[2] === 'k' ? 1_000 : match[2] === 'm' ? 1_000_000 : 1;
    return Math.round(Number(match[1]) * scale * 100) / 100;
  });
  if (amounts.length === 0 || amounts.some((amount) => amount <= 0)) return undefined;
  const period = PERIOD_WORDS.find(([pattern]) => pattern.test(lower))?.[1] ?? 'year';
  if (period === 'week') return undefined;
  return { salaryMin: Math.min(...amounts), salaryMax: Math.max(...amounts), currency, period };
}
