/** "Did you mean javascript?" under a search that found nothing: one click searches for the suggestion instead. */
import { searchTexts } from '@shared/texts/search-texts.js';
import { memo } from 'react';
import { type JobFilters, jobsPagePath } from '@/lib/job-filters.js';
import { SuggestionLine } from './suggestion-line.js';

interface Props {
  suggestion: string;
  /** The list's filters: the suggestion replaces only the search words. */
  filters: JobFilters;
}

export const SearchSuggestion = memo(function SearchSuggestion({ suggestion, filters }: Props) {
  return (
    <SuggestionLine
      lead={searchTexts.didYouMean}
      to={jobsPagePath({ ...filters, search: suggestion })}
      link={suggestion}
      end="?"
    />
  );
});
