/**
 * The job form's lists: Job Type (required; from /api/enums, the five fixed types as the fallback), Work
 * Arrangement (on-site, hybrid or remote; on-site unless chosen) and Experience Level (optional; 'Not specified'
 * clears it).
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { WORK_ARRANGEMENTS } from '@shared/constants.js';
import { hiringLabels } from '@shared/texts.js';
import { useExperienceLevels, useJobTypes } from '@/api/use-catalog.js';
import { searchTexts, workArrangementLabel } from '@/features/jobs';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

export function JobTypeField({ value, onChange, error }: Props) {
  const jobTypes = useJobTypes();
  return (
    <TextField
      select
      name="jobType"
      label={hiringLabels.jobType}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? ' '}
      required
      fullWidth
    >
      {jobTypes.map((type) => (
        <MenuItem key={type.value} value={type.value}>
          {type.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** `lockedRemote`: the job type is Remote, which the API always stores as a remote arrangement. */
export function WorkArrangementField({ value, onChange, error, lockedRemote }: Props & { lockedRemote?: boolean }) {
  return (
    <TextField
      select
      name="workArrangement"
      label={searchTexts.workArrangement}
      value={lockedRemote ? 'remote' : value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? (lockedRemote ? searchTexts.remoteJobType : ' ')}
      disabled={lockedRemote}
      required
      fullWidth
    >
      {WORK_ARRANGEMENTS.map((arrangement) => (
        <MenuItem key={arrangement} value={arrangement}>
          {workArrangementLabel(arrangement)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function ExperienceField({ value, onChange, error }: Props) {
  const levels = useExperienceLevels();
  return (
    <TextField
      select
      name="experience"
      label={hiringLabels.experienceLevel}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? ' '}
      fullWidth
      // Shows 'Not specified' for the empty choice instead of an empty box under the label.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{hiringLabels.notSpecified}</MenuItem>
      {levels.map((level) => (
        <MenuItem key={level} value={level}>
          {level}
        </MenuItem>
      ))}
    </TextField>
  );
}
