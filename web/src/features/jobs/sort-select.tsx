/**
 * The sort order of the jobs list: newest, oldest, relevant (the default with search words, newest without), and
 * for a signed-in job seeker Best match (their matching profile's ranking).
 */

import { SORT_OPTIONS, type SortOption } from '@shared/constants.js';
import { matchingLabels } from '@shared/texts/matching-texts.js';
import { jobLabels } from '@shared/texts.js';
import { memo } from 'react';
import { NativeSelectField } from '@/components/common/native-select-field.js';
import { BEST_MATCH } from '@/lib/job-filters.js';

export const SortSelect = memo(function SortSelect({
  value,
  onChange,
  withBestMatch = false,
}: {
  value: SortOption | typeof BEST_MATCH;
  onChange: (sort: SortOption | typeof BEST_MATCH) => void;
  withBestMatch?: boolean;
}) {
  return (
    <NativeSelectField
      size="small"
      label={jobLabels.sortBy}
      value={value}
      onChange={(sort) => onChange(sort as SortOption)}
      sx={{ minWidth: 160 }}
    >
      {withBestMatch && <option value={BEST_MATCH}>{matchingLabels.bestMatch}</option>}
      {SORT_OPTIONS.map((option) => (
        <option key={option} value={option}>
          {jobLabels.sortLabels[option]}
        </option>
      ))}
    </NativeSelectField>
  );
});
