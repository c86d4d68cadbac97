/**
 * How people name a currency next to an amount: its sign ("€", "C$", "zł") or its ISO code ("EUR", "pln"), before
 * or after the number. Shared by the free-text salary reader (read-salary-text.ts) and the pay inputs'
 * reader (read-money.ts).
 */
import type { Currency } from './exchange-rates.js';

/**
 * Checked in this order, each match taken out of the text before the next is looked for: "C$", "A$", "R$" … before a
 * bare "$", which is read as US dollars. Every code of CURRENCIES is here.
 */
export const CURRENCY_MARKS: [RegExp, Currency][] = [
  [/€|\beur\b|\beuros?\b/gi, 'EUR'],
  [/£|\bgbp\b|\bpounds?\b/gi, 'GBP'],
  [/\bpln\b|zł/gi, 'PLN'],
  [/\bchf\b|\bs?fr\.?(?![a-z])/gi, 'CHF'],
  [/\bcad\b|\bca?\$/gi, 'CAD'],
  [/\baud\b|\bau?\$/gi, 'AUD'],
  [/\bnzd\b|\bnz\$/gi, 'NZD'],
  [/\bsgd\b|\bs\$/gi, 'SGD'],
  [/\bbrl\b|\br\$/gi, 'BRL'],
  [/\bmxn\b|\bmx\$/gi, 'MXN'],
  [/\bzar\b/gi, 'ZAR'],
  [/\binr\b|₹|\brs\.?(?![a-z])/gi, 'INR'],
  [/¥|\bjpy\b|円/gi, 'JPY'],
  [/\bsek\b/gi, 'SEK'],
  [/\bnok\b/gi, 'NOK'],
  [/\bdkk\b/gi, 'DKK'],
  [/\bczk\b|kč/gi, 'CZK'],
  [/\bus\$|\$|\busd\b|\bdollars?\b/gi, 'USD'],
];

/** The currencies a text names, each once, and the text with their marks taken out. */
export function takeCurrencyMarks(text: string): { currencies: Currency[]; rest: string } {
  let rest = text;
  const currencies: Currency[] = [];
  for (const [mark, currency] of CURRENCY_MARKS) {
    const without = rest.replace(mark, ' ');
    if (without !== rest && !currencies.includes(currency)) currencies.push(currency);
    rest = without;
  }
  return { currencies, rest };
}
