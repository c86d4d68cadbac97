/**
 * Amounts of money as American English writes them ("€50K", "PLN 6,000", "£22.50"), without `Intl.NumberFormat`.
 *
 * Why not Intl: the first Intl formatter a page creates loads ICU's number data, 140 to 300 ms of main thread on a
 * phone (Chromium at 4× CPU, measured 2026-11-25), and a job card's pay is the first on every public page. It also
 * keeps the server's text and the browser's equal whatever ICU each one ships, so a page is adopted as it came.
 * The output is meant to be Intl's en-US output, for every currency a job may name: format-money.test.ts compares the
 * two on random amounts and on the rounding edges.
 */
import { groupDigits } from '../group-digits.js';
import type { Currency } from './exchange-rates.js';

/** en-US's currency signs; a code without a sign of its own is written before the amount, with a no-break space. */
const SIGNS: Record<Currency, string> = {
  EUR: '€',
  USD: '$',
  GBP: '£',
  CHF: 'CHF\u00a0',
  PLN: 'PLN\u00a0',
  CZK: 'CZK\u00a0',
  SEK: 'SEK\u00a0',
  NOK: 'NOK\u00a0',
  DKK: 'DKK\u00a0',
  CAD: 'CA$',
  AUD: 'A$',
  NZD: 'NZ$',
  JPY: '¥',
  INR: '₹',
  SGD: 'SGD\u00a0',
  BRL: 'R$',
  MXN: 'MX$',
  ZAR: 'ZAR\u00a0',
};

/** en-US's short scale: thousand, million, billion, trillion. */
const COMPACT_UNITS = ['', 'K', 'M', 'B', 'T'] as const;

export interface MoneyFormat {
  /** With the currency's sign (the second amount of a range goes without). */
  sign: boolean;
  /** "50K", one decimal at most (Intl's `notation: 'compact'`, `maximumFractionDigits: 1`). */
  compact?: boolean;
  /** Exactly this many decimals when not compact: 0 or 2 (rounded half away from zero, as Intl does). */
  decimals?: 0 | 2;
}

/** A positive amount; `sign` puts the currency's sign before it. */
export function formatMoney(amount: number, currency: Currency, { sign, compact = false, decimals = 0 }: MoneyFormat) {
  const number = compact ? compactNumber(amount) : standardNumber(amount, decimals);
  return sign ? `${SIGNS[currency]}${number}` : number;
}

function standardNumber(amount: number, decimals: 0 | 2): string {
  // toFixed rounds the double's exact value; a job's amounts have at most two decimals, so nothing is lost.
  const [whole = '0', fraction] = amount.toFixed(decimals).split('.');
  return fraction === undefined ? groupDigits(Number(whole)) : `${groupDigits(Number(whole))}.${fraction}`;
}

function compactNumber(amount: number): string {
  let unit = 0;
  while (unit < COMPACT_UNITS.length - 1 && amount >= 1000 ** (unit + 1)) unit += 1;
  // In tenths of the unit. The divisor is a whole number (100 for K), so a tie (12,350 → 123.5) is exact and rounds
  // up, as Intl's half-expand does; 999,950 rounds to 1,000.0K and is then written in the next unit, 1M.
  let tenths = Math.round(unit === 0 ? amount * 10 : amount / (1000 ** unit / 10));
  if (tenths >= 10_000 && unit < COMPACT_UNITS.length - 1) {
    unit += 1;
    tenths = Math.round(amount / (1000 ** unit / 10));
  }
  const whole = groupDigits(Math.floor(tenths / 10));
  const tenth = tenths % 10;
  return `${tenth ? `${whole}.${tenth}` : whole}${COMPACT_UNITS[unit]}`;
}

/** An amount as a pay field shows it once read: "90,000", "22.50" (cents only when it has some), no sign. */
export function formatAmount(amount: number): string {
  return standardNumber(amount, Number.isInteger(amount) ? 0 : 2);
}
