/**
 * Companies directory (/companies), with its loading and empty texts. The API pages, searches and
 * sorts (most open jobs first, or by name) and leaves out companies without open jobs unless asked; this screen
 * asks for one page at a time ("Show more companies") and waits for a pause in typing before it searches.
 */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { CompanySort } from '@shared/constants.js';
import { companyLabels, homeNotices, notices, screenTexts } from '@shared/texts.js';
import { useState } from 'react';
import { BusyButton } from '@/components/common/busy-button.js';
import { LoadError } from '@/components/common/load-error.js';
import { NativeSelectField } from '@/components/common/native-select-field.js';
import { StatusText } from '@/components/common/status-text.js';
import { TextInput } from '@/components/common/text-input.js';
import { visuallyHidden } from '@/components/common/visually-hidden.js';
import { useDebounced } from '@/lib/use-debounced.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { CompanyCard } from '../company-card.js';
import { CompanyCardSkeleton } from '../company-card-skeleton.js';
import { useCompanyDirectory } from '../use-company-directory.js';

/** How long typing must pause before the directory is searched. */
const SEARCH_PAUSE_MS = 300;
const PLACEHOLDERS = 6;

const cell = { xs: 12, sm: 6, md: 4 } as const;

export default function CompaniesPage() {
  usePageTitle(companyLabels.companiesTitle);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<CompanySort>('jobs');
  const [includeEmpty, setIncludeEmpty] = useState(false);
  const searched = useDebounced(search.trim(), SEARCH_PAUSE_MS);
  const directory = useCompanyDirectory({ search: searched, sort, includeEmpty });
  const { companies, error, retry, hasMore, isLoadingMore, loadMore } = directory;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1">{companyLabels.companiesTitle}</Typography>
      <Typography color="textSecondary" sx={{ mt: 1, mb: 4 }}>
        {companyLabels.companiesSubtitle}
      </Typography>
      <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Box sx={{ flex: '1 1 16rem' }}>
          <TextInput
            size="small"
            type="search"
            fullWidth
            label={screenTexts.searchCompanies}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Box>
        <NativeSelectField
          size="small"
          label={screenTexts.sortCompanies}
          value={sort}
          onChange={(value) => setSort(value as CompanySort)}
          shrinkLabel
          sx={{ minWidth: 180 }}
        >
          <option value="jobs">{screenTexts.sortByOpenJobs}</option>
          <option value="name">{screenTexts.sortByName}</option>
        </NativeSelectField>
        <FormControlLabel
          control={<Checkbox checked={includeEmpty} onChange={(event) => setIncludeEmpty(event.target.checked)} />}
          label={screenTexts.includeWithoutJobs}
        />
      </Box>
      {error && !companies ? (
        <LoadError error={error} onRetry={retry} />
      ) : !companies ? (
        <>
          <Typography role="status" sx={visuallyHidden}>
            {homeNotices.loadingCompanies}
          </Typography>
          <Grid container spacing={3} aria-hidden>
            {Array.from({ length: PLACEHOLDERS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Grid key={index} size={cell}>
                <CompanyCardSkeleton />
              </Grid>
            ))}
          </Grid>
        </>
      ) : companies.length === 0 ? (
        !searched ? (
          <StatusText title={homeNotices.noCompanies} text={notices.noCompaniesText} />
        ) : (
          <StatusText title={screenTexts.noCompaniesMatch} text={screenTexts.noCompaniesMatchText} />
        )
      ) : (
        <>
          <Typography component="p" variant="subtitle1" aria-live="polite" sx={{ mb: 2 }}>
            {screenTexts.showingCompanies(companies.length, hasMore)}
          </Typography>
          <Grid container spacing={3}>
            {companies.map((company) => (
              <Grid key={company.id} size={cell}>
                <CompanyCard company={company} />
              </Grid>
            ))}
          </Grid>
          {error && <LoadError error={error} onRetry={retry} />}
          {hasMore && (
            <Box sx={{ textAlign: 'center', mt: 4 }}>
              <BusyButton variant="outlined" onClick={loadMore} busy={isLoadingMore}>
                {screenTexts.moreCompanies}
              </BusyButton>
            </Box>
          )}
        </>
      )}
    </Container>
  );
}
