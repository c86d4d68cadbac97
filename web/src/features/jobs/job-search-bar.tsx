/**
 * The keyword and location search of the jobs list; it writes both to the URL on submit, and reports what is typed
 * (`onDraft`) so a filter chosen before Search applies the words in the box too: box and results never disagree.
 */
import LocationOn from '@mui/icons-material/LocationOn';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import { LOCATION_MAX_LENGTH, SEARCH_MAX_LENGTH } from '@shared/constants.js';
import { labels } from '@shared/texts.js';
import { type FormEvent, memo, type ReactNode, useState } from 'react';
import { TextInput } from '@/components/common/text-input.js';

interface Props {
  search?: string;
  location?: string;
  onSearch: (values: { search: string; location: string }) => void;
  onDraft?: (values: { search: string; location: string }) => void;
}

/** Render with a `key` of the URL values so going back in history refills the fields. */
export const JobSearchBar = memo(function JobSearchBar({
  search: initialSearch = '',
  location: initialLocation = '',
  onSearch,
  onDraft,
}: Props) {
  const [search, setSearchValue] = useState(initialSearch);
  const [location, setLocationValue] = useState(initialLocation);
  const setSearch = (value: string) => {
    setSearchValue(value);
    onDraft?.({ search: value.trim(), location: location.trim() });
  };
  const setLocation = (value: string) => {
    setLocationValue(value);
    onDraft?.({ search: search.trim(), location: value.trim() });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ search: search.trim(), location: location.trim() });
  };
  const adornment = (icon: ReactNode, maxLength: number) => ({
    input: { startAdornment: <InputAdornment position="start">{icon}</InputAdornment> },
    htmlInput: { maxLength },
  });

  return (
    <Paper
      component="form"
      role="search"
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, p: 2, mb: 3 }}
    >
      <TextInput
        fullWidth
        size="small"
        label={labels.searchPlaceholder}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={adornment(<SearchIcon aria-hidden />, SEARCH_MAX_LENGTH)}
      />
      <TextInput
        fullWidth
        size="small"
        label={labels.locationPlaceholder}
        value={location}
        onChange={(event) => setLocation(event.target.value)}
        slotProps={adornment(<LocationOn aria-hidden />, LOCATION_MAX_LENGTH)}
      />
      <Button type="submit" variant="contained" sx={{ flexShrink: 0, px: 4 }}>
        {labels.search}
      </Button>
    </Paper>
  );
});
