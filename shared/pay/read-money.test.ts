import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JOB_LIMITS } from '../schemas/job-input.js';
import { CURRENCIES, type Currency } from './exchange-rates.js';
import { formatAmount } from './format-money.js';
import { formatPayInFull } from './pay.js';
import { PAY_PERIODS, type PayPeriod } from './pay-period.js';
import { readAmount, readMoney } from './read-money.js';

describe('readMoney', () => {
  it.each([
    ['$90,000', { min: 90_000, currency: 'USD' }],
    ['90,000', { min: 90_000 }],
    ['90k', { min: 90_000 }],
    ['90 K', { min: 90_000 }],
    ['€45.000', { min: 45_000, currency: 'EUR' }],
    ['45 000 €', { min: 45_000, currency: 'EUR' }],
    ['45\u202f000\u00a0€', { min: 45_000, currency: 'EUR' }],
    ['45.000,- €', { min: 45_000, currency: 'EUR' }],
    ['1.5k', { min: 1_500 }],
    ['1,5k', { min: 1_500 }],
    ['£30k–£35k', { min: 30_000, max: 35_000, currency: 'GBP' }],
    ['$90,000 - $110k', { min: 90_000, max: 110_000, currency: 'USD' }],
    ['90–110k', { min: 90_000, max: 110_000 }],
    ['80k to 100k USD', { min: 80_000, max: 100_000, currency: 'USD' }],
    ['1.234,56', { min: 1_234.56 }],
    ['1,234.56', { min: 1_234.56 }],
    ['22.50', { min: 22.5 }],
    ['22,50 zł', { min: 22.5, currency: 'PLN' }],
    ["CHF 120'000", { min: 120_000, currency: 'CHF' }],
    ['₹12,00,000', { min: 1_200_000, currency: 'INR' }],
    ['C$95k', { min: 95_000, currency: 'CAD' }],
    ['CA$95,000', { min: 95_000, currency: 'CAD' }],
    ['R$ 8.000', { min: 8_000, currency: 'BRL' }],
    ['US$ 70,000', { min: 70_000, currency: 'USD' }],
    ['$45/hour', { min: 45, currency: 'USD', period: 'hour' }],
    ['€4,000 per month', { min: 4_000, currency: 'EUR', period: 'month' }],
    ['$90,000 a year', { min: 90_000, currency: 'USD', period: 'year' }],
    ['60k EUR p.a.', { min: 60_000, currency: 'EUR', period: 'year' }],
    ['1.2m', { min: 1_200_000 }],
    ['$120k+', { min: 120_000, currency: 'USD' }],
    ['９０，０００', { min: 90_000 }],
  ])('reads %s', (text, reading) => {
    expect(readMoney(text)).toEqual(reading);
  });

  it.each([
    [''],
    ['$'],
    ['abc'],
    ['competitive'],
    ['1,2345'],
    ['90,00,0'],
    ['1.234.5678'],
    ['-5'],
    ['0'],
    ['$0.00'],
    ['12.345'.replace('.', '..')],
    ['1 - 2 - 3'],
    ['€5 – $6'],
    ['22.505'.replace('505', '5055')],
    ['$45 an hour a month'],
  ])('does not read %j', (text) => {
    expect(readMoney(text)).toBeUndefined();
  });

  it('reads one amount only where one is asked for', () => {
    expect(readAmount('$90k')).toBe(90_000);
    expect(readAmount('$90k–$100k')).toBeUndefined();
  });
});

/** A currency as people write it next to an amount: the sign or code, before or after, with or without a space. */
const SIGNS: Partial<Record<Currency, string[]>> = {
  USD: ['$', 'US$', 'USD', 'usd'],
  EUR: ['€', 'EUR', 'euro'],
  GBP: ['£', 'GBP'],
  PLN: ['zł', 'PLN'],
  CHF: ['CHF', 'Fr.'],
  CAD: ['C$', 'CA$', 'CAD'],
  INR: ['₹', 'INR', 'Rs.'],
  JPY: ['¥', 'JPY'],
  CZK: ['Kč', 'CZK'],
};

/** How a locale writes a number: its group and decimal marks, and the Indian lakh grouping. */
interface Locale {
  group: string;
  decimal: string;
  indian?: boolean;
}
const LOCALES: Locale[] = [
  { group: ',', decimal: '.' }, // en
  { group: '.', decimal: ',' }, // de, es, it, pt-BR
  { group: ' ', decimal: ',' }, // fr, pl, cs, with a plain space …
  { group: '\u00a0', decimal: ',' }, // … a no-break space (fr-FR's Intl before 2019) …
  { group: '\u202f', decimal: ',' }, // … or a narrow no-break space (fr-FR's Intl now)
  { group: "'", decimal: '.' }, // de-CH
  { group: '’', decimal: '.' }, // de-CH as Intl writes it
  { group: ',', decimal: '.', indian: true }, // en-IN
  { group: '', decimal: '.' }, // no grouping at all
  { group: '', decimal: ',' },
];

function group(whole: number, locale: Locale): string {
  const digits = String(whole);
  if (!locale.group) return digits;
  if (locale.indian && digits.length > 3) {
    const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, locale.group);
    return `${head}${locale.group}${digits.slice(-3)}`;
  }
  return digits.replace(/\B(?=(\d{3})+$)/g, locale.group);
}

/** An amount in cents as a person of `locale` writes it: cents only when there are some, "90k" when short. */
function write(cents: number, locale: Locale, short: boolean): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  if (short && rest === 0 && whole >= 1000 && whole < 1_000_000 && whole % 100 === 0) {
    const thousands = whole / 1000;
    return `${String(thousands).replace('.', locale.decimal)}k`;
  }
  const written = group(whole, locale);
  return rest === 0 ? written : `${written}${locale.decimal}${String(rest).padStart(2, '0')}`;
}

const cents = fc.integer({ min: 1, max: JOB_LIMITS.payAmount * 100 });
/** Amounts as they are on job ads: round thousands, hourly rates with cents, and anything. */
const amountInCents = fc.oneof(
  cents,
  fc.integer({ min: 1, max: 999 }).map((thousands) => thousands * 100_000),
  fc.integer({ min: 1, max: 9_999 }).map((value) => value * 10),
);
const locale = fc.constantFrom(...LOCALES);
const marked = fc.constantFrom(...(Object.keys(SIGNS) as Currency[]));
const period = fc.constantFrom(...PAY_PERIODS);
const PERIOD_TEXTS: Record<PayPeriod, string[]> = {
  hour: [' an hour', '/hour', ' per hour', '/h'],
  day: [' a day', '/day', ' per day'],
  month: [' a month', '/month', ' per month', ' monthly'],
  year: [' a year', '/year', ' per year', ' p.a.', ' annually'],
};

const decorated = fc.record({
  currency: fc.option(marked, { nil: undefined }),
  sign: fc.nat(),
  after: fc.boolean(),
  space: fc.constantFrom('', ' ', '\u00a0'),
  period: fc.option(period, { nil: undefined }),
  periodText: fc.nat(),
});

interface Decoration {
  currency?: Currency | undefined;
  sign: number;
  after: boolean;
  space: string;
  period?: PayPeriod | undefined;
  periodText: number;
}

function decorate(text: string, how: Decoration): string {
  const signs = how.currency ? (SIGNS[how.currency] as string[]) : [];
  const sign = signs[how.sign % Math.max(signs.length, 1)] ?? '';
  // A code or word against the digits needs the space ("USD90" is not how anyone writes it).
  const space = /[a-z.]$/i.test(sign) || /^[a-z]/i.test(sign) ? ' ' : how.space;
  const withSign = !sign ? text : how.after ? `${text}${space}${sign}` : `${sign}${space}${text}`;
  const periods = how.period ? PERIOD_TEXTS[how.period] : [];
  return `${withSign}${periods[how.periodText % Math.max(periods.length, 1)] ?? ''}`;
}

describe('readMoney on amounts written the way people write them', () => {
  it('reads an amount in every locale, with or without a currency and a period', () => {
    fc.assert(
      fc.property(amountInCents, locale, fc.boolean(), decorated, (value, written, short, how) => {
        const text = decorate(write(value, written, short), how);
        expect(readMoney(text), text).toEqual({
          min: value / 100,
          ...(how.currency ? { currency: how.currency } : {}),
          ...(how.period ? { period: how.period } : {}),
        });
      }),
      { numRuns: 2_000 },
    );
  });

  it('reads a range, whatever the dash and the spaces around it', () => {
    const dash = fc.constantFrom('-', '–', '—', ' - ', ' – ', ' to ');
    fc.assert(
      fc.property(amountInCents, amountInCents, locale, dash, marked, (a, b, written, between, currency) => {
        const sign = (SIGNS[currency] as string[])[0] as string;
        const text = `${sign} ${write(a, written, false)}${between}${sign} ${write(b, written, false)}`;
        const [min, max] = [Math.min(a, b) / 100, Math.max(a, b) / 100];
        expect(readMoney(text), text).toEqual({ min, ...(a === b ? { max: min } : { max }), currency });
      }),
      { numRuns: 1_000 },
    );
  });

  it('reads back what the pay fields write: the amount on leaving a field, the reading shown below it', () => {
    fc.assert(
      fc.property(cents, cents, fc.constantFrom(...CURRENCIES), period, (a, b, currency, per) => {
        const [salaryMin, salaryMax] = [Math.min(a, b) / 100, Math.max(a, b) / 100];
        expect(readAmount(formatAmount(salaryMin))).toBe(salaryMin);
        const reading = readMoney(formatPayInFull({ salaryMin, salaryMax, currency, period: per }));
        expect(reading).toEqual({
          min: salaryMin,
          ...(salaryMax === salaryMin ? {} : { max: salaryMax }),
          currency,
          period: per,
        });
      }),
      { numRuns: 1_000 },
    );
  });
});
