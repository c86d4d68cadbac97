/** The pay inputs' words (web/src/components/common/money-input.tsx): what a field read, or that it read nothing. */
export const moneyTexts = {
  /** Below a field while typing, once the text reads as an amount: "Read as $90,000 a year". */
  readAs: (pay: string) => `Read as ${pay}`,
  /** Pay by the hour, day or month with its yearly figure: "$12.50 an hour: about $26k a year". */
  withYearly: (pay: string, yearly: string) => `${pay}: about ${yearly}`,
  /** Below an empty or half-typed field. */
  example: 'Write it as you like: 90,000, $90k or 45.000 €',
  /** Below a field left with text that is no amount. */
  unreadable: 'This is not an amount we can read. Write it like 90,000, $90k or 45.000 €',
} as const;
