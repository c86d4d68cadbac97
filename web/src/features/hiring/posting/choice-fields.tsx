/**
 * The job form's lists: Job Type (required; the contract types from /api/enums, the four fixed ones as the fallback), Work
 * Arrangement (on-site, hybrid or remote; on-site unless chosen) and Experience Level (optional; 'Not specified'
 * clears it).
 */
import { WORK_ARRANGEMENTS, workArrangementLabel } from '@shared/constants.js';
import { hiringLabels, jobLabels } from '@shared/texts.js';
import { useExperienceLevels, useJobTypes } from '@/api/use-catalog.js';
import { SelectField } from '@/components/common/select-field.js';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

export function JobTypeField({ value, onChange, error }: Props) {
  const jobTypes = useJobTypes();
  return (
    <SelectField
      name="jobType"
      label={hiringLabels.jobType}
      value={value}
      onChange={onChange}
      choices={jobTypes}
      error={error}
      helperText=" "
      required
    />
  );
}

const arrangements = WORK_ARRANGEMENTS.map((value) => ({ value, label: workArrangementLabel(value) }));

export function WorkArrangementField({ value, onChange, error }: Props) {
  return (
    <SelectField
      name="workArrangement"
      label={jobLabels.workArrangement}
      value={value}
      onChange={onChange}
      choices={arrangements}
      error={error}
      helperText=" "
      required
    />
  );
}

export function ExperienceField({ value, onChange, error }: Props) {
  const levels = useExperienceLevels();
  return (
    <SelectField
      name="experience"
      label={hiringLabels.experienceLevel}
      value={value}
      onChange={onChange}
      choices={levels.map((level) => ({ value: level, label: level }))}
      error={error}
      helperText=" "
      emptyChoice={hiringLabels.notSpecified}
    />
  );
}
