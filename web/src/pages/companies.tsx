/**
 * Companies directory (/companies, spec §2), with the spec's loading and empty texts. Searchable by name, sorted
 * by open jobs (or name), companies without open jobs left out unless asked for, and shown a page at a time so a
 * long directory is not one endless page. The API still answers every company in one list; the filtering and
 * paging happen here.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo, useState } from 'react';
import { labels, notices, screenTexts } from '../../../shared/texts.js';
import { useCompanies } from '../api/use-catalog.js';
import { LoadError } from '../components/common/load-error.js';
import { NativeSelectField } from '../components/common/native-select-field.js';
import { StatusText } from '../components/common/status-text.js';
import { TextInput } from '../components/common/text-input.js';
import { CompanyCard } from '../components/companies/company-card.js';
import { type CompanySort, sortCompanies } from '../lib/companies-order.js';
import { usePageTitle } from '../lib/use-page-title.js';

/** Companies per page: whole rows at one, two and three columns. */
export const COMPANIES_PAGE = 24;

export default function CompaniesPage() {
  usePageTitle(labels.companiesTitle);
  const { data: companies, error, retry } = useCompanies();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<CompanySort>('openJobs');
  const [withoutJobs, setWithoutJobs] = useState(false);
  const [shown, setShown] = useState(COMPANIES_PAGE);
  const words = useDeferredValue(search.trim().toLowerCase());
  const listed = useMemo(
    () =>
      sortCompanies(
        (companies ?? []).filter(
          (company) => (withoutJobs || company.jobCount > 0) && company.name.toLowerCase().includes(words),
        ),
        sort,
      ),
    [companies, words, sort, withoutJobs],
  );
  const reset = () => setShown(COMPANIES_PAGE);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1">{labels.companiesTitle}</Typography>
      <Typography color="textSecondary" sx={{ mt: 1, mb: 4 }}>
        {labels.companiesSubtitle}
      </Typography>
      {error ? (
        <LoadError error={error} onRetry={retry} />
      ) : !companies ? (
        <StatusText title={notices.loadingCompanies} />
      ) : companies.length === 0 ? (
        <StatusText title={notices.noCompanies} text={notices.noCompaniesText} />
      ) : (
        <>
          <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
            <Box sx={{ flex: '1 1 16rem' }}>
              <TextInput
                size="small"
                type="search"
                fullWidth
                label={screenTexts.searchCompanies}
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value);
                  reset();
                }}
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
              <option value="openJobs">{screenTexts.sortByOpenJobs}</option>
              <option value="name">{screenTexts.sortByName}</option>
            </NativeSelectField>
            <FormControlLabel
              control={
                <Checkbox
                  checked={withoutJobs}
                  onChange={(event) => {
                    setWithoutJobs(event.target.checked);
                    reset();
                  }}
                />
              }
              label={screenTexts.includeWithoutJobs}
            />
          </Box>
          <Typography component="p" variant="subtitle1" aria-live="polite" sx={{ mb: 2 }}>
            {screenTexts.showingCompanies(Math.min(shown, listed.length), listed.length)}
          </Typography>
          {listed.length === 0 ? (
            <StatusText title={screenTexts.noCompaniesMatch} text={screenTexts.noCompaniesMatchText} />
          ) : (
            <Grid container spacing={3}>
              {listed.slice(0, shown).map((company) => (
                <Grid key={company.id} size={{ xs: 12, sm: 6, md: 4 }}>
                  <CompanyCard company={company} />
                </Grid>
              ))}
            </Grid>
          )}
          {shown < listed.length && (
            <Box sx={{ textAlign: 'center', mt: 4 }}>
              <Button variant="outlined" onClick={() => setShown((count) => count + COMPANIES_PAGE)}>
                {screenTexts.moreCompanies}
              </Button>
            </Box>
          )}
        </>
      )}
    </Container>
  );
}
