/**
 * Structured pay read from a free-text salary ('$120k - $150k', '€60,000 a year', 'PLN 6,000 / month',
 * '$45/hour'): the first two amounts, the currency its mark names and the period its words name (a year when none
 * does). Text without a currency mark, with a weekly period or without a positive amount is not readable: such a
 * job keeps its text and stays out of the salary filter, never guessed into it.
 */
import type { Currency } from './exchange-rates.js';
import type { Pay } from './pay.js';
import type { PayPeriod } from './pay-period.js';

/** Checked in this order: "C$" and "A$" before a bare "$", which is read as US dollars. */
const CURRENCY_MARKS: [RegExp, Currency][] = [
  [/€|\beur\b|\beuros?\b/i, 'EUR'],
  [/£|\bgbp\b/i, 'GBP'],
  [/\bpln\b|zł/i, 'PLN'],
  [/\bchf\b/i, 'CHF'],
  [/\bcad\b|c\$/i, 'CAD'],
  [/\baud\b|a\$/i, 'AUD'],
  [/\bnzd\b|nz\$/i, 'NZD'],
  [/\binr\b|₹/i, 'INR'],
  [/¥|\bjpy\b/i, 'JPY'],
  [/\bsek\b/i, 'SEK'],
  [/\bnok\b/i, 'NOK'],
  [/\bdkk\b/i, 'DKK'],
  [/\bczk\b|kč/i, 'CZK'],
  [/\$|\busd\b/i, 'USD'],
];

const PERIOD_WORDS: [RegExp, PayPeriod | 'week'][] = [
  [/\b(hour|hourly|hr)\b|\/\s*h\b/, 'hour'],
  [/\b(day|daily)\b/, 'day'],
  [/\b(week|weekly|wk)\b/, 'week'],
  [/\b(month|monthly|mo)\b/, 'month'],
];

export function readSalaryText(text: string | undefined): Pay | undefined {
  if (!text) return undefined;
  const currency = CURRENCY_MARKS.find(([mark]) => mark.test(text))?.[1];
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
