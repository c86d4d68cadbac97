/**
 * About (/about): mission, vision, the board's real numbers (GET /api/board/counts) and what the board does
 * (siteFacts.productFacts). No team, funding or history: the board publishes none that is true.
 */
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { groupDigits } from '@shared/group-digits.js';
import { siteLabels } from '@shared/texts.js';
import { useBoardCounts } from '@/components/common/board-size.js';
import { ProductFacts } from '../product-facts.js';
import { StaticPage } from '../static-page.js';

/** The board's own counts as tiles; a skeleton while they load, no tiles when they cannot be read. */
function Numbers() {
  const { counts, loading } = useBoardCounts();
  if (!counts && !loading) return null;
  const stats = [
    { label: 'Open jobs', value: counts?.openJobs },
    { label: 'Companies hiring', value: counts?.hiringCompanies },
  ];
  return (
    <Box component="section" aria-label="Our numbers" sx={{ mb: 6 }}>
      <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
        {stats.map((stat) => (
          <Grid
            key={stat.label}
            size={{ xs: 6 }}
            sx={{ textAlign: 'center', display: 'flex', flexDirection: 'column-reverse' }}
          >
            <Typography component="dt" color="textSecondary">
              {stat.label}
            </Typography>
            <Typography component="dd" variant="h2" color="primary" sx={{ m: 0 }}>
              {stat.value === undefined ? <Skeleton width="3em" sx={{ mx: 'auto' }} /> : groupDigits(stat.value)}
            </Typography>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

export default function AboutPage() {
  return (
    <StaticPage
      title={siteLabels.about}
      maxWidth="lg"
      intro="We connect people with work they love and companies with the people they need."
    >
      <Grid container spacing={4} sx={{ mb: 6 }}>
        <Grid size={{ xs: 12, md: 6 }} component="section">
          <Typography variant="h2" sx={{ mb: 1.5 }}>
            Our mission
          </Typography>
          <Typography>
            Finding a job should not be a second job. We make every opening easy to find, every posting clear about the
            role, and every application simple to send and to follow.
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }} component="section">
          <Typography variant="h2" sx={{ mb: 1.5 }}>
            Our vision
          </Typography>
          <Typography>
            A job market where talent meets opportunity without friction: where a company hears back from the right
            people within days, and every candidate knows where their application stands.
          </Typography>
        </Grid>
      </Grid>
      <Numbers />
      <Box component="section" aria-labelledby="how-title">
        <Typography id="how-title" variant="h2" sx={{ mb: 3 }}>
          How JobBoard works
        </Typography>
        <ProductFacts />
      </Box>
    </StaticPage>
  );
}
