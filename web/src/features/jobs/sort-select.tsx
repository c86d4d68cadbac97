/** The sort order of the jobs list: newest, oldest, relevant (the default with search words, newest without). */

import { SORT_OPTIONS, type SortOption } from '@shared/constants.js';
import { jobLabels } from '@shared/texts.js';
import { memo } from 'react';
import { NativeSelectField } from '@/components/common/native-select-field.js';

export const SortSelect = memo(function SortSelect({
  value,
  onChange,
}: {
  value: SortOption;
  onChange: (sort: SortOption) => void;
}) {
  return (
    <NativeSelectField
      size="small"
      label={jobLabels.sortBy}
      value={value}
      onChange={(sort) => onChange(sort as SortOption)}
      sx={{ minWidth: 160 }}
    >
      {SORT_OPTIONS.map((option) => (
        <option key={option} value={option}>
          {jobLabels.sortLabels[option]}
        </option>
      ))}
    </NativeSelectField>
  );
});
