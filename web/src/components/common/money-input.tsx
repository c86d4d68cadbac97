/**
 * A pay amount typed the way people write it ("$90,000", "90k", "€45.000", "45 000 €", "£30k–£35k"), read with the
 * shared reader (shared/pay/read-money.ts) that the API uses too. While typing, the line below says what was read
 * ("Read as $90,000 a year"); on leaving the field the text becomes the amount written plainly ("90,000"), and a
 * currency, a period or a second amount (a pasted range) the text named are handed to `onRead`, for the form's own
 * currency, period and maximum fields. Text that is no amount gets a message with an example once the field is left.
 *
 * Used by every pay input: the job form's salary, the jobs list's salary filter; a form asking for a minimum pay can
 * use it the same way.
 */

import type { Currency } from '@shared/pay/exchange-rates.js';
import { formatAmount } from '@shared/pay/format-money.js';
import { formatPay, formatPayInFull } from '@shared/pay/pay.js';
import { type PayPeriod, PERIODS_PER_YEAR } from '@shared/pay/pay-period.js';
import { type MoneyReading, readMoney } from '@shared/pay/read-money.js';
import { moneyTexts } from '@shared/texts.js';
import { type ClipboardEvent, useState } from 'react';
import { TextInput, type TextInputProps } from './text-input.js';

export type { MoneyReading };

interface Props extends Pick<TextInputProps, 'name' | 'label' | 'size' | 'fullWidth' | 'required' | 'disabled'> {
  value: string;
  onChange: (text: string) => void;
  /** What the amount is in and per, for the reading shown ("$90,000 a year"), unless the text names its own. */
  currency: string;
  period: PayPeriod;
  /**
   * The text read on leaving the field or on a paste, when it names a currency, a period or a range: the form sets
   * its currency and period, and for a range its other field (the reading's `max`).
   */
  onRead?: (reading: MoneyReading) => void;
  /** A message from the form's check; shown instead of the reading. */
  error?: string;
  /** Said below the empty field (default: an example of what may be typed). */
  hint?: string;
  /**
   * False where the form says what it read once for two fields (the jobs list's narrow salary filter): the field
   * then shows only its red outline for text it cannot read, and the form's check message, if any.
   */
  showReading?: boolean;
}

/**
 * What the text reads as, in full, with the form's currency and period where the text names none; pay by the hour,
 * day or month with its yearly figure beside it ("$12.50 an hour: about $26k a year"), so an amount meant for
 * another period ("90 000" left under "Per hour") shows at once.
 */
export function readingText(reading: MoneyReading, currency: string, period: PayPeriod): string {
  const pay = {
    salaryMin: reading.min,
    salaryMax: reading.max ?? reading.min,
    currency: reading.currency ?? (currency as Currency),
    period: reading.period ?? period,
  };
  const inFull = formatPayInFull(pay);
  if (pay.period === 'year') return inFull;
  const perYear = PERIODS_PER_YEAR[pay.period];
  const yearly = {
    ...pay,
    salaryMin: pay.salaryMin * perYear,
    salaryMax: pay.salaryMax * perYear,
    period: 'year' as const,
  };
  return moneyTexts.withYearly(inFull, formatPay(yearly));
}

export function MoneyInput({
  value,
  onChange,
  currency,
  period,
  onRead,
  error,
  hint,
  showReading = true,
  ...field
}: Props) {
  // The unreadable message waits until the field is left: half-typed text ("$9") is not yet wrong.
  const [left, setLeft] = useState(false);
  const typed = value.trim();
  const reading = typed ? readMoney(typed) : undefined;
  const unreadable = typed !== '' && !reading && left;

  /** Writes the amount plainly and hands what else the text said to the form. */
  const settle = (text: string) => {
    const found = text.trim() ? readMoney(text) : undefined;
    if (!found) return false;
    onChange(formatAmount(found.min));
    if (onRead && (found.currency || found.period || found.max !== undefined)) onRead(found);
    return true;
  };
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    // Only a whole field's worth: a paste into the middle of a typed amount is left to the browser.
    if (event.currentTarget.value.trim() !== '' || !readMoney(pasted)?.max) return;
    event.preventDefault();
    settle(pasted);
  };

  const said = unreadable
    ? moneyTexts.unreadable
    : reading
      ? moneyTexts.readAs(readingText(reading, currency, period))
      : (hint ?? moneyTexts.example);
  const helperText = error || (showReading ? said : undefined);
  return (
    <TextInput
      {...field}
      value={value}
      onChange={(event) => {
        setLeft(false);
        onChange(event.target.value);
      }}
      onBlur={() => {
        setLeft(true);
        settle(value);
      }}
      error={Boolean(error) || unreadable}
      helperText={helperText}
      slotProps={{ htmlInput: { inputMode: 'text', autoComplete: 'off', onPaste: paste } }}
    />
  );
}
