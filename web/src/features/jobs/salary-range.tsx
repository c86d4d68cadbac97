/**
 * Minimum and maximum yearly salary in a currency, applied together; whole numbers only, minimum not above maximum.
 * Jobs paid in other currencies or per hour, day or month are compared by their yearly pay turned into this
 * currency (the API's dated rate table). Applied by the Apply button, Enter, or leaving the fields, so a range typed
 * in the phone's drawer is not lost when the visitor goes on to the results.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { CURRENCIES } from '@shared/pay/exchange-rates.js';
import { DEFAULT_FILTER_CURRENCY } from '@shared/schemas/job-query.js';
import { hiringLabels, jobLabels } from '@shared/texts.js';
import { type FocusEvent, type FormEvent, useId, useState } from 'react';
import { NativeSelectField } from '@/components/common/native-select-field.js';
import { TextInput } from '@/components/common/text-input.js';

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

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** Render with a `key` of the URL values so the fields follow the URL. */
export function SalaryRange({ min = '', max = '', currency: given = DEFAULT_FILTER_CURRENCY, onApply }: Props) {
  const [salaryMin, setMin] = useState(min);
  const [salaryMax, setMax] = useState(max);
  const [currency, setCurrency] = useState(given);
  // The currency goes into the URL only with an amount: alone it filters nothing.
  const range = (): Range => ({ salaryMin, salaryMax, currency: salaryMin || salaryMax ? currency : '' });
  const headingId = useId();
  const errorId = useId();
  const invalid = salaryMin !== '' && salaryMax !== '' && Number(salaryMin) > Number(salaryMax);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) onApply(range());
  };
  const leave = (event: FocusEvent<HTMLFormElement>) => {
    const stillInside = event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget);
    const changed = salaryMin !== min || salaryMax !== max || currency !== given;
    if (!stillInside && !invalid && changed) onApply(range());
  };
  const field = (label: string, value: string, set: (value: string) => void) => (
    <TextInput
      size="small"
      label={label}
      value={value}
      onChange={(event) => set(digitsOnly(event.target.value))}
      error={invalid}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-describedby': invalid ? errorId : undefined } }}
    />
  );

  return (
    <Box component="form" aria-labelledby={headingId} onSubmit={submit} onBlur={leave}>
      <Typography id={headingId} component="h3" variant="subtitle2" sx={{ mb: 1.5 }}>
        {jobLabels.salaryRange}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
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
      {invalid && (
        <FormHelperText id={errorId} error>
          {jobLabels.salaryOrder}
        </FormHelperText>
      )}
      <Button type="submit" variant="outlined" size="small" fullWidth sx={{ mt: 1.5 }} disabled={invalid}>
        {jobLabels.apply}
      </Button>
    </Box>
  );
}
