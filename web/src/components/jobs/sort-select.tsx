/** The sort order of the jobs list (spec §2): newest (default), oldest, relevant. */
import TextField from '@mui/material/TextField';
import { SORT_OPTIONS, type SortOption } from '../../../../shared/constants.js';
import { labels } from '../../../../shared/texts.js';

export function SortSelect({ value, onChange }: { value: SortOption; onChange: (sort: SortOption) => void }) {
  return (
    <TextField
      select
      size="small"
      label={labels.sortBy}
      value={value}
      onChange={(event) => onChange(event.target.value as SortOption)}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 160 }}
    >
      {SORT_OPTIONS.map((option) => (
        <option key={option} value={option}>
          {labels.sortLabels[option]}
        </option>
      ))}
    </TextField>
  );
}
