/** Categories of a job: 1 to 3 chosen by name from GET /api/categories; further options are disabled at 3. */
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import { JOB_LIMITS } from '@shared/schemas/job-input.js';
import { hiringLabels, labels } from '@shared/texts.js';
import { describeLoadFailure } from '@/api/load-failure.js';
import { useCategories } from '@/api/use-catalog.js';
import { TextInput } from '@/components/common/text-input.js';

interface Props {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}

export function CategoryPicker({ value, onChange, error }: Props) {
  const categories = useCategories();
  const { data, isLoading, retry } = categories;
  // A failed reading again leaves the categories there were: only a list that never came is a failure.
  const loadError = data ? undefined : categories.error;
  const full = value.length >= JOB_LIMITS.categories;
  return (
    <Autocomplete
      multiple
      options={data?.map((category) => category.name) ?? []}
      value={value}
      onChange={(_, next) => onChange(next.slice(0, JOB_LIMITS.categories))}
      getOptionDisabled={(option) => full && !value.includes(option)}
      loading={isLoading}
      loadingText={labels.loading}
      filterSelectedOptions
      // Up to three are picked in one go: the list stays open after each pick (Escape or a click away closes it).
      disableCloseOnSelect
      renderInput={(params) => (
        <TextInput
          {...params}
          name="categories"
          label={hiringLabels.categories}
          required
          error={Boolean(error ?? loadError)}
          helperText={
            error ??
            (loadError ? (
              <>
                {describeLoadFailure(loadError)}{' '}
                <Button size="small" onClick={() => retry()} sx={{ verticalAlign: 'baseline', py: 0 }}>
                  {labels.tryAgain}
                </Button>
              </>
            ) : undefined) ??
            `${hiringLabels.categoriesHelp} (${value.length}/${JOB_LIMITS.categories})`
          }
        />
      )}
    />
  );
}
