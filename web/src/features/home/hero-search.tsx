/**
 * The hero of the home page: 'Find Your Dream Job', the two-field search (only non-empty values go to /jobs as
 * search and location), the popular-search shortcuts and the 'Post a Job' entry for employers: visitors and company
 * accounts (a job seeker or an admin cannot post, so theirs would only lead to a refusal).
 */
import LocationOn from '@mui/icons-material/LocationOn';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LOCATION_MAX_LENGTH, SEARCH_MAX_LENGTH } from '@shared/constants.js';
import { labels } from '@shared/texts.js';
import type { FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSession } from '@/api/use-session.js';
import { jobsPagePath } from '@/lib/job-filters.js';
import { PopularSearches } from './popular-searches.js';

const field = {
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  px: 1.5,
  py: 1,
  color: 'text.secondary',
  borderRadius: 1,
  // The input itself has no outline, so the field shows where the keyboard focus is.
  '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main' },
};
// A plain input rather than MUI's InputBase: the home page is the first download and every kilobyte counts.
const input = {
  flex: 1,
  minWidth: 0,
  border: 0,
  outline: 0,
  bgcolor: 'transparent',
  color: 'text.primary',
  font: 'inherit',
  fontSize: '1rem',
  py: 0.5,
  '&::placeholder': { color: 'text.secondary', opacity: 1 },
};

export function HeroSearch() {
  const navigate = useNavigate();
  const { isSignedIn, isCompany } = useSession();
  // The fields are left to the browser (uncontrolled) and read on submit: what a visitor types into the prerendered
  // page before the scripts arrive stays when React adopts it, where controlled fields would reset to ''.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    navigate(
      jobsPagePath({ search: String(fields.get('search') ?? ''), location: String(fields.get('location') ?? '') }),
    );
  };

  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={(theme) => ({
        py: { xs: 6, md: 10 },
        // Fixed deep colours in both themes, so the white headline keeps its contrast (the dark palette is pale).
        background: 'linear-gradient(135deg, #1565c0 0%, #6a1b9a 100%)',
        color: '#fff',
        // The controls drawn on the gradient (the popular searches, Post a Job) ring in white when focused: the
        // theme's blue ring all but vanished on the blue. The form's own controls sit on white and keep it.
        '& .MuiButton-colorInherit:focus-visible, & .MuiButton-colorInherit.Mui-focusVisible': { outlineColor: '#fff' },
        ...theme.applyStyles('dark', { background: 'linear-gradient(135deg, #0d2f5e 0%, #3a1160 100%)' }),
      })}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id="hero-title" variant="h1" sx={{ fontSize: { xs: '2.25rem', md: '3.25rem' } }}>
          {labels.heroTitle}
        </Typography>
        <Typography sx={{ mt: 2, mb: 4, fontSize: '1.125rem', opacity: 0.92 }}>{labels.heroSubtitle}</Typography>
        {/* The action is for a search sent before the app has adopted the page (a slow phone's first moments, or no
            JavaScript): the browser then submits the form itself, to the list with the words, not to this page. */}
        <Paper
          component="form"
          action="/jobs"
          role="search"
          onSubmit={submit}
          elevation={4}
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: 'stretch',
            p: 1,
            gap: 1,
          }}
        >
          <Box sx={field}>
            <SearchIcon aria-hidden />
            <Box
              component="input"
              name="search"
              maxLength={SEARCH_MAX_LENGTH}
              placeholder={labels.searchPlaceholder}
              aria-label={labels.searchPlaceholder}
              sx={input}
            />
          </Box>
          <Box sx={{ ...field, borderLeft: { sm: 1 }, borderColor: { sm: 'divider' } }}>
            <LocationOn aria-hidden />
            <Box
              component="input"
              name="location"
              maxLength={LOCATION_MAX_LENGTH}
              placeholder={labels.locationPlaceholder}
              aria-label={labels.locationPlaceholder}
              sx={input}
            />
          </Box>
          <Button type="submit" variant="contained" size="large" startIcon={<SearchIcon />}>
            {labels.search}
          </Button>
        </Paper>
        <PopularSearches />
        {/* Hidden rather than left out, so the page below does not move when the session answers. */}
        <Typography sx={{ mt: 3, visibility: isSignedIn && !isCompany ? 'hidden' : undefined }}>
          {labels.hiring}{' '}
          <Button
            component={RouterLink}
            to={isSignedIn ? '/post-job' : '/auth'}
            variant="outlined"
            color="inherit"
            size="small"
          >
            {labels.postAJob}
          </Button>
        </Typography>
      </Container>
    </Box>
  );
}
