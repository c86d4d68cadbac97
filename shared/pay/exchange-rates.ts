/**
 * The pay currencies a job may name (ISO 4217) and what one euro bought in each: the European Central Bank's euro
 * foreign exchange reference rates of 2024-06-13 (EUR 1 = x units; the ECB's daily reference feed, eurofxref).
 * The salary filter compares yearly pay in euros; the table is fixed in the repo so a search never waits on the
 * network and gives the same answer every time. Refreshing it is editing these lines and the date.
 */

export const UNITS_PER_EURO = {
  EUR: 1,
  USD: 1.0784,
  GBP: 0.84468,
  CHF: 0.9668,
  PLN: 4.3473,
  CZK: 24.699,
  SEK: 11.221,
  NOK: 11.4315,
  DKK: 7.4593,
  CAD: 1.4823,
  AUD: 1.6232,
  NZD: 1.7477,
  JPY: 169.58,
  INR: 90.112,
  SGD: 1.4557,
  BRL: 5.8261,
  MXN: 20.1654,
  ZAR: 19.8385,
} as const;

export type Currency = keyof typeof UNITS_PER_EURO;
export const CURRENCIES = Object.keys(UNITS_PER_EURO) as Currency[];

/** Where a pay list starts when nothing says otherwise (a new job, the salary filter, a seeker's lowest pay). */
export const DEFAULT_CURRENCY: Currency = 'USD';

export const isCurrency = (code: string): code is Currency => Object.hasOwn(UNITS_PER_EURO, code);

/** An amount of `currency` in euros, whole. */
export function toEuros(amount: number, currency: Currency): number {
  return Math.round(amount / UNITS_PER_EURO[currency]);
}
