/**
 * Minimum and maximum yearly salary in a currency, applied together; typed as people write amounts ("90k",
 * "€45.000"; read by the shared money reader and sent as whole numbers), minimum not above maximum.
 * Jobs paid in other currencies or per hour, day or month are compared by their yearly pay turned into this
 * currency (the API's dated rate table). Applied by the Apply button, Enter, or leaving the fields, so a range typed
 * in the phone's drawer is not lost when the visitor goes on to the results. Applying keeps the fields (and the
 * focus in them): they take the URL's values when those change, rather than being drawn anew (which dropped the
 * focus of Enter or Apply, and moved the page).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { CURRENCIES, DEFAULT_CURRENCY } from '@shared/pay/exchange-rates.js';
import { formatAmount } from '@shared/pay/format-money.js';
import { readAmount, readMoney } from '@shared/pay/read-money.js';
import { hiringLabels, jobLabels, moneyTexts } from '@shared/texts.js';
import { type FocusEvent, type FormEvent, useId, useState } from 'react';
import { MoneyInput, type MoneyReading, readingText } from '@/components/common/money-input.js';
import { NativeSelectField } from '@/components/common/native-select-field.js';

interface Range {
  salaryMin: string;
  salaryMax: string;
  currency: string;
}

interface Props {
  min?: string;
  max?: string;
  currency?: string;
  onApply: (range: Range) => void;
}

/** A typed amount as the URL's whole number ('' for an empty field, undefined for text that is no amount). */
function wholeNumber(text: string): string | undefined {
  if (text.trim() === '') return '';
  const amount = readAmount(text);
  return amount === undefined ? undefined : String(Math.round(amount));
}

/** The URL's whole number as the field shows it: "90000" → "90,000". */
const shown = (value: string) => (/^\d+$/.test(value) ? formatAmount(Number(value)) : value);

export function SalaryRange({ min = '', max = '', currency: given = DEFAULT_CURRENCY, onApply }: Props) {
  const [salaryMin, setMin] = useState(shown(min));
  const [salaryMax, setMax] = useState(shown(max));
  const [currency, setCurrency] = useState(given);
  // The fields follow the URL (an applied range written plainly, a chip removed, Back), in the same render.
  const [followed, setFollowed] = useState({ min, max, given });
  if (followed.min !== min || followed.max !== max || followed.given !== given) {
    setFollowed({ min, max, given });
    setMin(shown(min));
    setMax(shown(max));
    setCurrency(given);
  }
  const [minNumber, maxNumber] = [wholeNumber(salaryMin), wholeNumber(salaryMax)];
  const unreadable = minNumber === undefined || maxNumber === undefined;
  // The currency goes into the URL only with an amount: alone it filters nothing.
  const range = (): Range => ({
    salaryMin: minNumber ?? '',
    salaryMax: maxNumber ?? '',
    currency: minNumber || maxNumber ? currency : '',
  });
  const headingId = useId();
  const errorId = useId();
  const invalid = !unreadable && minNumber !== '' && maxNumber !== '' && Number(minNumber) > Number(maxNumber);

  // One line for both fields: what they read as, or what is wrong.
  const readings = [salaryMin, salaryMax].map((text) => (text.trim() ? readMoney(text) : undefined));
  const [low, high] = readings;
  const said = unreadable
    ? moneyTexts.unreadable
    : invalid
      ? jobLabels.salaryOrder
      : low || high
        ? moneyTexts.readAs(
            readingText(
              { min: (low ?? high)?.min as number, ...(low && high ? { max: high.min } : {}) },
              low?.currency ?? high?.currency ?? currency,
              'year',
            ),
          )
        : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid && !unreadable) onApply(range());
  };
  const leave = (event: FocusEvent<HTMLFormElement>) => {
    const stillInside = event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget);
    const changed = minNumber !== min || maxNumber !== max || currency !== given;
    if (!stillInside && !invalid && !unreadable && changed) onApply(range());
  };
  // A currency named in the text goes to the list; a pasted range fills both fields.
  const read = (reading: MoneyReading) => {
    if (reading.currency) setCurrency(reading.currency);
    if (reading.max !== undefined) {
      setMin(formatAmount(reading.min));
      setMax(formatAmount(reading.max));
    }
  };
  const field = (label: string, value: string, set: (value: string) => void) => (
    <MoneyInput
      size="small"
      label={label}
      value={value}
      onChange={set}
      onRead={read}
      currency={currency}
      period="year"
      showReading={false}
      fullWidth
      {...(invalid || wholeNumber(value) === undefined ? { error: ' ' } : {})}
    />
  );

  return (
    <Box component="form" aria-labelledby={headingId} onSubmit={submit} onBlur={leave}>
      <Typography id={headingId} component="h3" variant="subtitle2" sx={{ mb: 1.5 }}>
        {jobLabels.salaryRange}
      </Typography>
      {/* minmax(0, …): a column of `1fr` is never narrower than its field's least width, which is wider than half
          a narrow sidebar. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1 }}>
        {field(jobLabels.salaryMin, salaryMin, setMin)}
        {field(jobLabels.salaryMax, salaryMax, setMax)}
      </Box>
      <NativeSelectField
        size="small"
        label={hiringLabels.currency}
        value={currency}
        onChange={setCurrency}
        shrinkLabel
        sx={{ mt: 1 }}
      >
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </NativeSelectField>
      <FormHelperText id={errorId} error={invalid || unreadable}>
        {said}
      </FormHelperText>
      <Button type="submit" variant="outlined" size="small" fullWidth sx={{ mt: 1.5 }} disabled={invalid || unreadable}>
        {jobLabels.apply}
      </Button>
    </Box>
  );
}
