/**
 * "Looking for pay? Show “engineer” jobs paying $90k a year or more" under a search whose words hold a pay
 * (shared/pay/search-pay.ts): one click searches the other words with that pay in the salary filter.
 */
import { formatPay } from '@shared/pay/pay.js';
import { type SearchPay, salaryFilterOf } from '@shared/pay/search-pay.js';
import { searchTexts } from '@shared/texts/search-texts.js';
import { memo } from 'react';
import { type JobFilters, jobsPagePath } from '@/lib/job-filters.js';
import { SuggestionLine } from './suggestion-line.js';

/** The link's words, also what the list's status line says to screen readers. */
export function paySuggestionText({ words, pay }: SearchPay): string {
  return searchTexts.jobsPaying(words, formatPay(pay), pay.salaryMax !== pay.salaryMin);
}

interface Props {
  searchPay: SearchPay;
  /**
   * The list's filters: the offer replaces the search words and sets the salary range (the API offers it only when
   * there is none), and keeps the rest.
   */
  filters: JobFilters;
}

export const PaySuggestion = memo(function PaySuggestion({ searchPay, filters }: Props) {
  return (
    <SuggestionLine
      lead={searchTexts.payInWords}
      to={jobsPagePath({ ...filters, search: searchPay.words, ...salaryFilterOf(searchPay.pay) })}
      link={paySuggestionText(searchPay)}
    />
  );
});
