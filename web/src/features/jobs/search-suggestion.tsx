/** "Did you mean javascript?" under a search that found little: one click searches for the suggestion instead. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { searchTexts } from '@shared/texts/search-texts.js';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { type JobFilters, jobsPagePath } from '@/lib/job-filters.js';

interface Props {
  suggestion: string;
  /** The list's filters: the suggestion replaces only the search words. */
  filters: JobFilters;
}

export const SearchSuggestion = memo(function SearchSuggestion({ suggestion, filters }: Props) {
  return (
    <Typography sx={{ mb: 2 }}>
      {`${searchTexts.didYouMean} `}
      {/* Underlined and bold: a link inside a sentence must not differ by colour alone. */}
      <Box
        component={RouterLink}
        to={jobsPagePath({ ...filters, search: suggestion })}
        sx={{ color: 'primary.main', fontWeight: 700, textDecoration: 'underline' }}
      >
        {suggestion}
      </Box>
      ?
    </Typography>
  );
});
