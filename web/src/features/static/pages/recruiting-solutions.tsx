/** Recruiting Solutions (/recruiting-solutions): what we offer employers beyond a job posting. */
import Campaign from '@mui/icons-material/Campaign';
import Groups from '@mui/icons-material/Groups';
import Insights from '@mui/icons-material/Insights';
import ManageSearch from '@mui/icons-material/ManageSearch';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { siteLabels } from '@shared/texts.js';
import { Link as RouterLink } from 'react-router-dom';
import { StaticPage } from '../static-page.js';

const solutions = [
  {
    Icon: Campaign,
    title: 'Job postings',
    text: 'Post a role with its salary, skills and categories; edit it, pause it or take it down from your dashboard.',
  },
  {
    Icon: ManageSearch,
    title: 'Found by the right people',
    text: 'Job seekers find your roles by keyword, location, category, type, experience and salary.',
  },
  {
    Icon: Groups,
    title: 'Every application in one place',
    text: 'Read each resume and cover letter, then approve or reject it; the applicant sees the decision.',
  },
  {
    Icon: Insights,
    title: 'A company page',
    text: 'Your profile, description and open roles on one page that every job of yours links to.',
  },
];

export default function RecruitingSolutionsPage() {
  return (
    <StaticPage
      title={siteLabels.recruitingSolutions}
      maxWidth="lg"
      intro="Tools and services that help your team hire the right people, faster."
    >
      <Grid container spacing={3} sx={{ mb: 6 }}>
        {solutions.map(({ Icon, title, text }) => (
          <Grid key={title} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card component="article" sx={{ height: '100%' }}>
              <CardContent>
                <Icon color="primary" fontSize="large" aria-hidden />
                <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
                  {title}
                </Typography>
                <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
                  {text}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="h2" sx={{ mb: 2 }}>
          Ready to hire?
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button component={RouterLink} to="/pricing" variant="contained" size="large">
            See Pricing
          </Button>
          <Button component={RouterLink} to="/contact" variant="outlined" size="large">
            Talk to Us
          </Button>
        </Box>
      </Box>
    </StaticPage>
  );
}
