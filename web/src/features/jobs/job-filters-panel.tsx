/**
 * The jobs-list filters: job type, work arrangement, category, experience level and salary, all applied
 * through the URL. The same panel sits in the desktop sidebar and in the mobile drawer.
 */
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { WORK_ARRANGEMENTS, workArrangementLabel } from '@shared/constants.js';
import { searchTexts } from '@shared/texts/search-texts.js';
import { jobLabels } from '@shared/texts.js';
import { memo, useId } from 'react';
import { useCategories, useExperienceLevels, useJobTypes } from '@/api/use-catalog.js';
import { NativeSelectField } from '@/components/common/native-select-field.js';
import type { JobFilters } from '@/lib/job-filters.js';
import { SalaryRange } from './salary-range.js';

const arrangementOptions = [
  { value: '', label: searchTexts.anyArrangement },
  ...WORK_ARRANGEMENTS.map((value) => ({ value, label: workArrangementLabel(value) })),
];

interface Props {
  filters: JobFilters;
  onChange: (patch: JobFilters) => void;
}

function RadioFilter(props: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId} sx={{ typography: 'subtitle2', color: 'text.primary', mb: 0.5 }}>
        {props.label}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio size="small" />}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

export const JobFiltersPanel = memo(function JobFiltersPanel({ filters, onChange }: Props) {
  const jobTypes = useJobTypes();
  const experienceLevels = useExperienceLevels();
  const { data: categories = [] } = useCategories();
  const categoryNames = categories.map((category) => category.name);
  // A category from a shared link that no longer exists still shows as selected.
  if (filters.category && !categoryNames.includes(filters.category)) categoryNames.push(filters.category);

  return (
    <Stack spacing={3}>
      <RadioFilter
        label={jobLabels.jobType}
        value={filters.jobType ?? ''}
        options={[{ value: '', label: jobLabels.allJobTypes }, ...jobTypes]}
        onChange={(jobType) => onChange({ jobType })}
      />
      <RadioFilter
        label={jobLabels.workArrangement}
        value={filters.workArrangement ?? ''}
        options={arrangementOptions}
        onChange={(workArrangement) => onChange({ workArrangement })}
      />
      <NativeSelectField
        size="small"
        label={jobLabels.category}
        value={filters.category ?? ''}
        onChange={(category) => onChange({ category })}
        shrinkLabel
      >
        <option value="">{jobLabels.allCategories}</option>
        {categoryNames.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </NativeSelectField>
      <RadioFilter
        label={jobLabels.experienceLevel}
        value={filters.experience ?? ''}
        options={[
          { value: '', label: jobLabels.anyExperience },
          ...experienceLevels.map((level) => ({ value: level, label: level })),
        ]}
        onChange={(experience) => onChange({ experience })}
      />
      <SalaryRange min={filters.salaryMin} max={filters.salaryMax} currency={filters.currency} onApply={onChange} />
    </Stack>
  );
});
