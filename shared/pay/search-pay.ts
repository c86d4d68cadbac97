/**
 * Pay typed into a job search's words ("engineer $90,000"), as GET /api/jobs reports it in the x-search-pay header
 * (functions/lib/search/pay-in-words.ts reads it) and the jobs list offers it: the same search with the pay in the
 * salary filter instead of the words. The header is URL-encoded fields, so any words travel; one that does not
 * read as a whole pay is no offer rather than an error.
 */
import { isCurrency } from './exchange-rates.js';
import { type Pay, payOf } from './pay.js';
import { PAY_PERIODS, type PayPeriod, PERIODS_PER_YEAR } from './pay-period.js';

export interface SearchPay {
  /** The search words without the pay; absent when the search was the pay alone. */
  words?: string;
  /** The pay as typed: a single amount has its maximum equal to its minimum. */
  pay: Pay;
}

export function writeSearchPay({ words, pay }: SearchPay): string {
  const fields = new URLSearchParams({
    salaryMin: String(pay.salaryMin),
    salaryMax: String(pay.salaryMax),
    currency: pay.currency,
    period: pay.period,
  });
  if (words) fields.set('words', words);
  return fields.toString();
}

const amountOf = (text: string | null) => {
  const amount = Number(text ?? '');
  return text && Number.isFinite(amount) && amount > 0 ? amount : undefined;
};

export function readSearchPay(header: string | null | undefined): SearchPay | undefined {
  if (!header) return undefined;
  const fields = new URLSearchParams(header);
  const currency = fields.get('currency') ?? '';
  const period = fields.get('period') ?? '';
  const salaryMin = amountOf(fields.get('salaryMin'));
  const salaryMax = amountOf(fields.get('salaryMax'));
  if (!isCurrency(currency) || !PAY_PERIODS.includes(period as PayPeriod)) return undefined;
  if (salaryMin === undefined || salaryMax === undefined || salaryMax < salaryMin) return undefined;
  const pay = payOf({ salaryMin, salaryMax, currency, period: period as PayPeriod });
  const words = fields.get('words')?.trim();
  return pay && { ...(words ? { words } : {}), pay };
}

/**
 * The salary filter for that pay: yearly whole amounts in its currency. A single amount is a lower bound ("$90,000
 * or more"), a range the range.
 */
export function salaryFilterOf(pay: Pay): { salaryMin: string; salaryMax?: string; currency: string } {
  const perYear = PERIODS_PER_YEAR[pay.period];
  return {
    salaryMin: String(Math.round(pay.salaryMin * perYear)),
    ...(pay.salaryMax === pay.salaryMin ? {} : { salaryMax: String(Math.round(pay.salaryMax * perYear)) }),
    currency: pay.currency,
  };
}
