/**
 * The job form's pay and closing date: the salary range as two amounts typed as people write them ("$90,000",
 * "90k", "€45.000"; a pasted range fills both), its currency and period from lists (set from the text too when it
 * names them), and the last day to apply (a date picker bounded to today … 180 days ahead). A job posted with free-text pay only shows
 * that text as a hint until amounts are given.
 */
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { latestClosingDate, todayUtc } from '@shared/closing-date.js';
import { CURRENCIES } from '@shared/pay/exchange-rates.js';
import { formatAmount } from '@shared/pay/format-money.js';
import { PAY_PERIOD_LABELS, PAY_PERIODS, type PayPeriod } from '@shared/pay/pay-period.js';
import { hiringLabels } from '@shared/texts.js';
import { useId } from 'react';
import { MoneyInput, type MoneyReading } from '@/components/common/money-input.js';
import { SelectField } from '@/components/common/select-field.js';
import { TextInput } from '@/components/common/text-input.js';
import type { useForm } from '@/lib/use-form.js';
import type { JobFormValues } from './job-form-values.js';

const currencies = CURRENCIES.map((code) => ({ value: code, label: code }));
const periods = PAY_PERIODS.map((period) => ({ value: period, label: PAY_PERIOD_LABELS[period] }));

interface Props {
  form: ReturnType<typeof useForm<JobFormValues>>;
  /** The free-text salary the job was posted with, if any. */
  salaryText?: string;
}

export function PayFields({ form, salaryText }: Props) {
  const { values, errors, set } = form;
  const headingId = useId();
  // A currency, a period or a range named in an amount's text goes to its own field.
  const read = (reading: MoneyReading) =>
    form.change({
      ...(reading.currency ? { currency: reading.currency } : {}),
      ...(reading.period ? { period: reading.period } : {}),
      ...(reading.max === undefined
        ? {}
        : { salaryMin: formatAmount(reading.min), salaryMax: formatAmount(reading.max) }),
    });
  const amountField = (name: 'salaryMin' | 'salaryMax', label: string) => (
    <MoneyInput
      name={name}
      label={label}
      fullWidth
      value={values[name]}
      onChange={(text) => set(name, text)}
      onRead={read}
      currency={values.currency}
      period={(values.period || 'year') as PayPeriod}
      error={errors[name]}
      hint={' '}
    />
  );
  const showText = salaryText && values.salaryMin === '' && values.salaryMax === '';
  return (
    <Box component="fieldset" aria-labelledby={headingId} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography id={headingId} component="legend" variant="subtitle1" sx={{ mb: 0.5 }}>
        {hiringLabels.pay}
      </Typography>
      <FormHelperText sx={{ mt: 0, mb: 1.5 }}>
        {showText ? hiringLabels.legacySalary(salaryText) : hiringLabels.payHelp}
      </FormHelperText>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, sm: 3 }}>{amountField('salaryMin', hiringLabels.salaryMinimum)}</Grid>
        <Grid size={{ xs: 6, sm: 3 }}>{amountField('salaryMax', hiringLabels.salaryMaximum)}</Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <SelectField
            name="currency"
            label={hiringLabels.currency}
            value={values.currency}
            onChange={(next) => set('currency', next)}
            choices={currencies}
            error={errors.currency}
            helperText=" "
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <SelectField
            name="period"
            label={hiringLabels.payPeriod}
            value={values.period}
            onChange={(next) => set('period', next)}
            choices={periods}
            error={errors.period}
            helperText=" "
          />
        </Grid>
      </Grid>
    </Box>
  );
}

export function ClosingDateField({ form }: { form: ReturnType<typeof useForm<JobFormValues>> }) {
  return (
    <TextInput
      {...form.field('closingDate', hiringLabels.closingDateHelp)}
      type="date"
      label={hiringLabels.closingDate}
      fullWidth
      slotProps={{ htmlInput: { min: todayUtc(), max: latestClosingDate() }, inputLabel: { shrink: true } }}
    />
  );
}
