/**
 * Jobs list (/jobs): search, filters in a desktop sidebar or a mobile drawer, sort, the number of matches,
 * "Did you mean ..." for a search that found nothing, two columns of cards, 'Load more'. Every filter lives in the
 * URL and goes to the API as the same query parameter. A signed-in job seeker may order by Best match: the jobs
 * their matching profile ranks first, within the same filters, each with its reasons. Clear All Filters (and the last
 * filter chip) take their row away with them: the focus then goes to the results' heading, which says the new count.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LOCATION_MAX_LENGTH, SEARCH_MAX_LENGTH } from '@shared/constants.js';
import { matchingLabels } from '@shared/texts/matching-texts.js';
import { searchTexts } from '@shared/texts/search-texts.js';
import { jobLabels, labels } from '@shared/texts.js';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '@/api/use-session.js';
import { visuallyHidden } from '@/components/common/visually-hidden.js';
import { SaveSearchButton } from '@/features/alerts';
import { BEST_MATCH, type JobFilters, listApiFilters, sortOf } from '@/lib/job-filters.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { ActiveFilters } from '../active-filters.js';
import { JobResults } from '../job-results.js';
import { JobSearchBar } from '../job-search-bar.js';
import { LazyJobFiltersPanel } from '../lazy-filters-panel.js';
import { PaySuggestion, paySuggestionText } from '../pay-suggestion.js';
import { PhoneFilters } from '../phone-filters.js';
import { searchRefusal } from '../search-refusal.js';
import { SearchSuggestion } from '../search-suggestion.js';
import { SortSelect } from '../sort-select.js';
import { useJobFilters } from '../use-job-filters.js';
import { useJobList } from '../use-job-list.js';

const isDesktopQuery = (theme: Theme) => theme.breakpoints.up('md');
/** The Best match list: its own chunk, fetched only when a seeker picks that order. */
const MatchList = lazy(() => import('@/features/matching').then((module) => ({ default: module.MatchList })));
/**
 * The panel's place while its code loads on a desktop, and in the prerendered page: about its height (about 900 px
 * in a Chromium screenshot at 1280 px, with four job types, the three work arrangements and the five experience levels), so a
 * short list's footer does not move when the panel comes.
 */
const panelPlaceholder = <Box aria-busy="true" sx={{ minHeight: 900 }} />;

export default function JobsPage() {
  usePageTitle(jobLabels.jobsTitle);
  const { filters, update: updateFilters, clear: clearFilters } = useJobFilters();
  const { isJobSeeker } = useSession();
  const bestMatch = isJobSeeker && filters.sort === BEST_MATCH;
  const list = useJobList(listApiFilters(filters));
  // Words typed in the search box but not yet searched: a filter, sort or chip change applies them too, so the
  // box never shows a keyword the results ignore. Emptied whenever the URL's words change (a search, Back).
  const draft = useRef<{ search: string; location: string } | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL's words changing is the event to react to
  useEffect(() => {
    draft.current = undefined;
  }, [filters.search, filters.location]);
  const update = useCallback((patch: JobFilters) => updateFilters({ ...draft.current, ...patch }), [updateFilters]);
  const onDraft = useCallback((values: { search: string; location: string }) => {
    draft.current = values;
  }, []);
  // Clearing also empties the box, even when the URL had no words for it to follow.
  const [cleared, setCleared] = useState(0);
  const resultsTitle = useRef<HTMLHeadingElement>(null);
  const focusResults = useCallback(() => resultsTitle.current?.focus(), []);
  const clear = useCallback(() => {
    draft.current = undefined;
    setCleared((count) => count + 1);
    clearFilters();
    focusResults();
  }, [clearFilters, focusResults]);
  // The sidebar's column is there at every width, hidden in CSS on small screens: the page rendered on the server
  // (the phone layout) has it too, so when the app renders the sidebar into it on a wide screen nothing moves.
  // While React adopts that page it renders the phone layout too, as the server did (useMediaQuery's server
  // answer), then the wide one on a wide screen; a phone renders nothing again. Rendered without a page to adopt
  // (a visit inside the app), it reads the screen at once.
  const isDesktop = useMediaQuery(isDesktopQuery);
  // Stable callbacks: the memoized sort field and filter chips then skip the list's loading renders.
  const sortBy = useCallback((sort: JobFilters['sort']) => update({ sort }), [update]);
  const { sort: _order, ...matchQuery } = filters;
  const removeFilter = useCallback((key: keyof JobFilters) => update({ [key]: undefined }), [update]);
  // A search the API would refuse is never answered as the whole board nor as an error: the list says what to do.
  const refusal = searchRefusal(filters);
  const refused =
    refusal === 'tooLong'
      ? { title: jobLabels.searchTooLong, text: jobLabels.searchTooLongText(SEARCH_MAX_LENGTH, LOCATION_MAX_LENGTH) }
      : refusal === 'noWords'
        ? { title: jobLabels.typeAWord, text: jobLabels.noSearchWords(filters.search ?? '') }
        : undefined;
  const count = refused
    ? refused.title
    : list.error
      ? searchTexts.noJobsShown
      : searchTexts.jobCount(list.total, list.capped);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1">{jobLabels.jobsTitle}</Typography>
      <Typography color="textSecondary" sx={{ mt: 1, mb: 3 }}>
        {jobLabels.jobsSubtitle}
      </Typography>
      <JobSearchBar
        key={`${filters.search}|${filters.location}|${cleared}`}
        search={filters.search}
        location={filters.location}
        onSearch={updateFilters}
        onDraft={onDraft}
      />
      <Grid container spacing={4}>
        <Grid
          size={{ md: 3 }}
          component="aside"
          aria-labelledby="filters-title"
          sx={{ display: { xs: 'none', md: 'block' } }}
        >
          {/* The card and its title at every width (hidden with the column on phones), so the prerendered list
              shows them on a wide screen too; the panel itself only where it is seen. */}
          <Paper variant="outlined" sx={{ p: 2.5, position: 'sticky', top: 88 }}>
            <Typography id="filters-title" variant="h6" component="h2" sx={{ mb: 2 }}>
              {jobLabels.filters}
            </Typography>
            {isDesktop ? (
              <Suspense fallback={panelPlaceholder}>
                <LazyJobFiltersPanel filters={filters} onChange={update} />
              </Suspense>
            ) : (
              panelPlaceholder
            )}
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 9 }} component="section" aria-labelledby="results-title">
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              flexWrap: 'wrap',
              gap: 2,
              mb: 2,
            }}
          >
            {/* A line of its own on phones: 'Loading...' and '1,000+ jobs' then wrap the same, nothing shifts. */}
            <Typography
              id="results-title"
              ref={resultsTitle}
              // Focused by script only: where the focus goes when the filter chips' row goes away.
              tabIndex={-1}
              variant="subtitle1"
              component="h2"
              sx={{ flexBasis: { xs: '100%', sm: 'auto' } }}
            >
              {bestMatch ? matchingLabels.bestMatch : list.isLoading ? labels.loading : count}
            </Typography>
            {/* Said to screen readers once each answer has come (empty while loading, so the same count is said
                again for a new search), with the suggestion and the pay offer when there are. */}
            <Box role="status" sx={visuallyHidden}>
              {bestMatch || list.isLoading || list.error
                ? ''
                : [
                    count,
                    list.suggestion && `${searchTexts.didYouMean} ${list.suggestion}?`,
                    list.searchPay && `${searchTexts.payInWords} ${paySuggestionText(list.searchPay)}`,
                  ]
                    .filter(Boolean)
                    .join('. ')}
            </Box>
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
              {!isDesktop && (
                <PhoneFilters
                  filters={filters}
                  onChange={update}
                  count={list.isLoading ? undefined : list.total}
                  capped={list.capped}
                />
              )}
              <SortSelect
                value={bestMatch ? BEST_MATCH : sortOf(filters)}
                onChange={sortBy}
                withBestMatch={isJobSeeker}
              />
            </Box>
            <SaveSearchButton filters={filters} />
          </Box>
          <ActiveFilters filters={filters} onRemove={removeFilter} onClear={clear} focusAfterLast={focusResults} />
          {bestMatch ? (
            <Suspense fallback={null}>
              <MatchList query={matchQuery} columns={2} />
            </Suspense>
          ) : (
            <>
              {list.suggestion && !list.isLoading && (
                <SearchSuggestion suggestion={list.suggestion} filters={filters} />
              )}
              {list.searchPay && !list.isLoading && <PaySuggestion searchPay={list.searchPay} filters={filters} />}
              <JobResults
                list={list}
                onClear={clear}
                search={filters.search}
                {...(refused ? { empty: refused } : {})}
              />
            </>
          )}
        </Grid>
      </Grid>
    </Container>
  );
}
