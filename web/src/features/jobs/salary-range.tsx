/**
 * Minimum and maximum yearly salary, applied together; whole numbers only, minimum not above maximum. Applied by
 * the Apply button, Enter, or leaving the two fields, so a range typed in the phone's drawer is not lost when the
 * visitor goes on to the results.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { labels } from '@shared/texts.js';
import { type FocusEvent, type FormEvent, useId, useState } from 'react';
import { TextInput } from '@/components/common/text-input.js';

interface Props {
  min?: string;
  max?: string;
  onApply: (range: { salaryMin: string; salaryMax: string }) => void;
}

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** Render with a `key` of the URL values so the fields follow the URL. */
export function SalaryRange({ min = '', max = '', onApply }: Props) {
  const [salaryMin, setMin] = useState(min);
  const [salaryMax, setMax] = useState(max);
  const headingId = useId();
  const errorId = useId();
  const invalid = salaryMin !== '' && salaryMax !== '' && Number(salaryMin) > Number(salaryMax);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) onApply({ salaryMin, salaryMax });
  };
  const leave = (event: FocusEvent<HTMLFormElement>) => {
    const stillInside = event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget);
    if (!stillInside && !invalid && (salaryMin !== min || salaryMax !== max)) onApply({ salaryMin, salaryMax });
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
        {labels.salaryRange}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        {field(labels.salaryMin, salaryMin, setMin)}
        {field(labels.salaryMax, salaryMax, setMax)}
      </Box>
      {invalid && (
        <FormHelperText id={errorId} error>
          {labels.salaryOrder}
        </FormHelperText>
      )}
      <Button type="submit" variant="outlined" size="small" fullWidth sx={{ mt: 1.5 }} disabled={invalid}>
        {labels.apply}
      </Button>
    </Box>
  );
}
