/** The register form's role choice: 'Find a job' (job_seeker) or 'Hire talent' (company); admin is never offered. */
import BusinessCenter from '@mui/icons-material/BusinessCenter';
import PersonSearch from '@mui/icons-material/PersonSearch';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { REGISTRABLE_ROLES, ROLE_LABELS } from '@shared/constants.js';
import { accountLabels } from '@shared/texts/account-labels.js';
import type { ChangeEvent } from 'react';
import { useId } from 'react';

const icons = { job_seeker: PersonSearch, company: BusinessCenter };

interface Props {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: boolean;
  helperText?: string;
}

export function RoleChoice({ name, value, onChange, error, helperText }: Props) {
  const labelId = useId();
  const helperId = useId();
  return (
    <FormControl error={error} required>
      <FormLabel id={labelId}>{accountLabels.iWantTo}</FormLabel>
      <RadioGroup
        row
        name={name}
        value={value}
        onChange={onChange}
        aria-labelledby={labelId}
        aria-describedby={helperText ? helperId : undefined}
        sx={{ gap: 1.5, mt: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
      >
        {REGISTRABLE_ROLES.map((role) => {
          const Icon = icons[role];
          return (
            <FormControlLabel
              key={role}
              value={role}
              control={<Radio slotProps={{ input: { 'aria-invalid': error || undefined } }} />}
              label={
                <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                  <Icon fontSize="small" aria-hidden />
                  {ROLE_LABELS[role]}
                </span>
              }
              sx={{
                flex: 1,
                minWidth: 180,
                m: 0,
                pr: 2,
                border: 1,
                borderRadius: 2,
                borderColor: value === role ? 'primary.main' : error ? 'error.main' : 'divider',
                bgcolor: value === role ? 'action.selected' : 'transparent',
              }}
            />
          );
        })}
      </RadioGroup>
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
