/**
 * Pay typed into the search words ("engineer $90,000", "designer 60k-70k EUR", "nurse $45 an hour"): the words
 * are matched as words and find little, where the person meant the salary filter. The list then offers the same
 * search with the pay taken out of the words and put in the filter (shared/pay/search-pay.ts).
 *
 * Only text that can be nothing but pay is read: an amount with a currency ("$90,000", "EUR 60k"), thousands ("90k")
 * or grouped thousands ("90,000"), worth at least MIN_YEARLY a year. "5 years", a zip code "94105", "C++ 11", "3M"
 * (a company) or "401k" (a retirement plan, searched for as a benefit) stay words.
 */
import { takeCurrencyMarks } from '../../../shared/pay/currency-marks.js';
import { DEFAULT_CURRENCY } from '../../../shared/pay/exchange-rates.js';
import type { Pay } from '../../../shared/pay/pay.js';
import { PERIODS_PER_YEAR } from '../../../shared/pay/pay-period.js';
import { readMoney } from '../../../shared/pay/read-money.js';
import type { SearchPay } from '../../../shared/pay/search-pay.js';

/** Words an amount of pay may run over: "$90k", "90,000 USD", "$90k – $110k a year". */
const LONGEST_PAY = 6;
/** Less than this a year is not a salary someone searches for ("$45" with no period is not read). */
const MIN_YEARLY = 1000;
/**
 * A thousand multiplier, or thousands grouped by a separator: the number is money even without a currency. Not "m"
 * or "million" alone: "3M" is a company and "5m" a distance; "$1.5m" has its currency.
 */
const MONEY_SHAPE = /\d\s*(?:k|thousand)\b|\d[.,' ]\d{3}(?!\d)/i;
const NOT_PAY = /^(?:401\s*\(?k\)?|403\s*\(?b\)?)$/i;

/** Whether a word may start an amount: it has a digit, or it is a currency ("$", "USD", "€90k"). */
function startsAmount(word: string): boolean {
  return /\d/.test(word) || takeCurrencyMarks(word.toLowerCase()).currencies.length > 0;
}

function readPay(text: string): Pay | undefined {
  if (NOT_PAY.test(text)) return undefined;
  const reading = readMoney(text);
  if (!reading) return undefined;
  if (reading.currency === undefined && !MONEY_SHAPE.test(text.normalize('NFKC'))) return undefined;
  const period = reading.period ?? 'year';
  if (reading.min * PERIODS_PER_YEAR[period] < MIN_YEARLY) return undefined;
  return {
    salaryMin: reading.min,
    salaryMax: reading.max ?? reading.min,
    currency: reading.currency ?? DEFAULT_CURRENCY,
    period,
  };
}

/** The pay in a search and the words around it, or undefined when the search names no pay. */
export function payInWords(search: string): SearchPay | undefined {
  const words = search.trim().split(/\s+/).filter(Boolean);
  // The longest run first, so "$90k – $110k" is one range rather than two amounts.
  for (let length = Math.min(LONGEST_PAY, words.length); length >= 1; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      if (!startsAmount(words[start] as string)) continue;
      const pay = readPay(words.slice(start, start + length).join(' '));
      if (!pay) continue;
      const rest = [...words.slice(0, start), ...words.slice(start + length)].join(' ');
      return { ...(rest ? { words: rest } : {}), pay };
    }
  }
  return undefined;
}
