/**
 * An amount of money as people type it into a pay field: "$90,000", "90,000", "90k", "€45.000", "45 000 €",
 * "1.5k", "CHF 120'000", "₹12,00,000", "£30k–£35k", "$45/hour". Used by every pay input of the site and by the API
 * when it is given an amount as text, so both read the same text the same way.
 *
 * - Separators: "," or "." may group thousands or mark the decimals. Both present: the last one marks the decimals
 *   (1.234,56 and 1,234.56). One of them once: it marks the decimals unless exactly three digits follow it
 *   (€45.000 and 90,000 are thousands; 1,5 and 22.50 are decimals). Spaces, no-break spaces and apostrophes only
 *   group. Groups of thousands are checked (1,00,000, the Indian way, too); "1,2345" is not read.
 * - "k" (or "thousand") and "m" (or "mn", "mio", "million") multiply: 1.5k is 1,500.
 * - A currency's sign or code before or after the amount (currency-marks.ts), and a period ("a year", "/hour",
 *   "per month"), are read and reported; two different currencies are not read.
 * - A range "a–b" ("-", "–", "—", "to") gives both amounts; "90–110k" is 90k–110k. More than two amounts, an amount
 *   that is not above zero or one with more than two decimals is not read.
 */
import { takeCurrencyMarks } from './currency-marks.js';
import type { Currency } from './exchange-rates.js';
import type { PayPeriod } from './pay-period.js';

export interface MoneyReading {
  /** The amount, or the lower one of a range. */
  min: number;
  /** The higher amount of a range; absent for one amount. */
  max?: number;
  /** The currency the text names, if it names one. */
  currency?: Currency;
  /** The period the text names, if it names one. */
  period?: PayPeriod;
}

/** Period words and what comes before them ("a", "an", "per", "/"): "/hour", "per month", "a year", "p.a.". */
const PERIODS: [RegExp, PayPeriod][] = [
  [/(?:\/|\bper\b|\ban?\b|\bthe\b)?\s*(?:\b(?:hours?|hourly|hrs?)\b|\/\s*h\b)/g, 'hour'],
  [/(?:\/|\bper\b|\ban?\b|\bthe\b)?\s*\b(?:days?|daily)\b/g, 'day'],
  [/(?:\/|\bper\b|\ban?\b|\bthe\b)?\s*\b(?:months?|monthly|mo)\b/g, 'month'],
  [/(?:\/|\bper\b|\ban?\b|\bthe\b)?\s*(?:\b(?:years?|yearly|yrs?|annum|annual|annually)\b|\bp\.?\s?a\b\.?)/g, 'year'],
];

/** Words of a range between two amounts. */
const RANGE = /\s*(?:[-–—‒~]|\bto\b|\bbis\b|\bà\b)\s*/;

const MULTIPLIERS: [RegExp, number][] = [
  [/\s*(?:k|thousand|tsd\.?)$/, 1_000],
  [/\s*(?:m|mn|mio\.?|million|millions)$/, 1_000_000],
];

interface Amount {
  value: number;
  multiplier: number;
  /** The number as written, before the multiplier. */
  plain: number;
}

/** "90,000", "1.234,56", "45 000", "1'000": the number, or undefined when the separators make no sense. */
export function readNumber(written: string): number | undefined {
  if (!/^\d[\d.,' ]*$/.test(written) || /[.,' ]$/.test(written) || /[.,' ]{2}/.test(written)) return undefined;
  const groups = written.split(/[.,' ]/);
  const separators = written.match(/[.,' ]/g) ?? [];
  if (separators.length === 0) return Number(written);
  const last = separators.at(-1) as string;
  const lastGroup = groups.at(-1) as string;
  const marks = separators.filter((mark) => mark === '.' || mark === ',');
  const isDecimal =
    (last === '.' || last === ',') &&
    (marks.some((mark) => mark !== last) || (marks.length === 1 && (lastGroup.length !== 3 || groups[0] === '0')));
  const whole = isDecimal ? groups.slice(0, -1) : groups;
  if (isDecimal && lastGroup.length > 2) return undefined;
  const groupSeparators = isDecimal ? separators.slice(0, -1) : separators;
  if (!wellGrouped(whole, groupSeparators)) return undefined;
  return Number(`${whole.join('')}${isDecimal ? `.${lastGroup}` : ''}`);
}

/** Thousands grouped in threes (1,234,567) or the Indian way (12,34,567), one kind of separator throughout. */
function wellGrouped(groups: string[], separators: string[]): boolean {
  if (groups.length === 1) return true;
  if (new Set(separators).size > 1) return false;
  const [first = '', ...rest] = groups;
  const lastGroup = rest.at(-1) ?? '';
  const middle = rest.slice(0, -1);
  const threes = first.length <= 3 && rest.every((group) => group.length === 3);
  const indian = separators[0] === ',' && first.length <= 2 && middle.every((group) => group.length === 2);
  return first.length > 0 && lastGroup.length === 3 && (threes || indian);
}

function readOne(text: string): Amount | undefined {
  let written = text.trim().replace(/\+$/, '').trim();
  let multiplier = 1;
  for (const [pattern, factor] of MULTIPLIERS) {
    if (pattern.test(written)) {
      written = written.replace(pattern, '');
      multiplier = factor;
      break;
    }
  }
  const plain = readNumber(written.trim());
  if (plain === undefined) return undefined;
  return { value: plain * multiplier, multiplier, plain };
}

/** "45.000,-" and "45.000,–" (German for "no cents"): the dash is not a range. */
const NO_CENTS = /([.,])[-–](?=\s|$)/g;

/** The reading of a pay text, or undefined when it cannot be read (the caller says so, with an example). */
export function readMoney(text: string): MoneyReading | undefined {
  // NFKC: no-break and thin spaces become spaces, full-width digits and signs plain ones.
  const typed = text.normalize('NFKC').toLowerCase().replace(/[’‘`]/g, "'").replace(NO_CENTS, '').trim();
  const { currencies, rest } = takeCurrencyMarks(typed);
  if (currencies.length > 1) return undefined;
  let remaining = rest;
  let period: PayPeriod | undefined;
  for (const [pattern, found] of PERIODS) {
    const without = remaining.replace(pattern, ' ');
    if (without !== remaining) {
      if (period) return undefined;
      period = found;
      remaining = without;
    }
  }
  const parts = remaining.trim().replace(/\s+/g, ' ').split(RANGE);
  if (parts.length > 2) return undefined;
  const amounts = parts.map(readOne);
  if (amounts.some((amount) => amount === undefined)) return undefined;
  const [first, second] = amounts as Amount[];
  if (!first) return undefined;
  // "90–110k": a multiplier written once is meant for both, when the bare number is small enough to need it.
  if (second && first.multiplier === 1 && second.multiplier > 1 && first.plain < 1000) {
    first.value = first.plain * second.multiplier;
  }
  if (second && second.multiplier === 1 && first.multiplier > 1 && second.plain < 1000) {
    second.value = second.plain * first.multiplier;
  }
  const values = (second ? [first.value, second.value] : [first.value]).map((value) => Math.round(value * 1e6) / 1e6);
  if (values.some((value) => !(value > 0) || !Number.isInteger(Math.round(value * 100 * 1e4) / 1e4))) {
    return undefined;
  }
  const [min, max] = [Math.min(...values), Math.max(...values)];
  return {
    min,
    ...(values.length === 2 ? { max } : {}),
    ...(currencies[0] ? { currency: currencies[0] } : {}),
    ...(period ? { period } : {}),
  };
}

/** One amount (no range), or undefined when the text is not one readable amount. */
export function readAmount(text: string): number | undefined {
  const reading = readMoney(text);
  return reading && reading.max === undefined ? reading.min : undefined;
}
