/**
 * The popular-search shortcuts of the hero: each goes to /jobs?search={term}, except Remote, which is a
 * work arrangement: it goes to the Remote filter, the same list the filter and a search for 'remote' give.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { labels } from '@shared/texts.js';
import { Link as RouterLink } from 'react-router-dom';
import { type JobFilters, jobsPagePath } from '@/lib/job-filters.js';

const SHORTCUT_FILTERS: Record<string, JobFilters> = { Remote: { workArrangement: 'remote' } };

export function PopularSearches() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', gap: 1, mt: 3 }}>
      <Typography component="span">{labels.popularSearchesLabel}</Typography>
      {labels.popularSearches.map((term) => (
        <Button
          key={term}
          component={RouterLink}
          to={jobsPagePath(SHORTCUT_FILTERS[term] ?? { search: term })}
          size="small"
          color="inherit"
          sx={{
            borderRadius: 999,
            px: 1.5,
            bgcolor: 'rgba(255,255,255,0.18)',
            '&:hover': { bgcolor: 'rgba(255,255,255,0.3)' },
          }}
        >
          {term}
        </Button>
      ))}
    </Box>
  );
}
