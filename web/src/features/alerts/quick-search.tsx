/**
 * The Job Alerts page's quick job search: it opens the jobs list with the words as its search
 * (/jobs?search=...), since a search box that does nothing misleads.
 */
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SEARCH_MAX_LENGTH } from '@shared/constants.js';
import { alertLabels } from '@shared/texts/alert-texts.js';
import { labels } from '@shared/texts.js';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TextInput } from '@/components/common/text-input.js';
import { jobsPagePath } from '@/lib/job-filters.js';

export function QuickSearch() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(jobsPagePath({ search }));
  };
  return (
    <Stack
      component="form"
      role="search"
      aria-label={alertLabels.quickSearch}
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
    >
      <TextInput
        name="search"
        label={alertLabels.searchJobs}
        placeholder={labels.searchPlaceholder}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{ htmlInput: { maxLength: SEARCH_MAX_LENGTH } }}
        size="small"
        fullWidth
      />
      {/* Its own width: beside a full-width field in a narrow column it would wrap its word. */}
      <Button type="submit" variant="contained" startIcon={<SearchIcon aria-hidden />} sx={{ flexShrink: 0 }}>
        {labels.search}
      </Button>
    </Stack>
  );
}
