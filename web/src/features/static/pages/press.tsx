/** Press (/press): releases (hardcoded), the board's size today (its own counts) and the media kit. */
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { siteLabels } from '@shared/texts.js';
import { BoardSize } from '@/components/common/board-size.js';
import { StaticPage } from '../static-page.js';

const releases = [
  {
    date: 'January 22, 2024',
    title: 'JobBoard launches smart job recommendations',
    summary:
      'Job seekers see the open jobs that fit the skills, job titles and places on their profile first on the home ' +
      'page, each with the reasons it matches and the skills it asks for that they did not list.',
  },
  {
    date: 'October 5, 2023',
    title: 'JobBoard raises seed funding to make hiring fairer',
    summary: 'The round funds a larger team and new tools that give every applicant a clear answer.',
  },
];

export default function PressPage() {
  return (
    <StaticPage
      title={siteLabels.press}
      intro="News about JobBoard, and everything journalists need to write about us."
    >
      <Box component="section" aria-labelledby="releases-title" sx={{ mb: 6 }}>
        <Typography id="releases-title" variant="h2" sx={{ mb: 2 }}>
          Press releases
        </Typography>
        <Stack spacing={2}>
          {releases.map((release) => (
            <Card key={release.title} component="article">
              <CardContent>
                <Typography variant="body2" color="textSecondary">
                  {release.date}
                </Typography>
                <Typography component="h3" variant="h6" sx={{ mt: 0.5 }}>
                  {release.title}
                </Typography>
                <Typography color="textSecondary" sx={{ mt: 1 }}>
                  {release.summary}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Stack>
      </Box>
      <Paper variant="outlined" component="section" aria-labelledby="media-kit-title" sx={{ p: { xs: 3, md: 4 } }}>
        <Typography id="media-kit-title" variant="h2" sx={{ mb: 1 }}>
          Media kit
        </Typography>
        <BoardSize sentence={(words) => <Typography sx={{ mb: 1 }}>JobBoard today: {words}.</Typography>} />
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          Our logo in light and dark versions, product screenshots, founder photos and a company fact sheet. For
          interviews and anything else, write to press@jobboard.example.
        </Typography>
        <Button
          variant="contained"
          startIcon={<Download />}
          href="mailto:press@jobboard.example?subject=Media%20kit%20request"
        >
          Request the media kit
        </Button>
      </Paper>
    </StaticPage>
  );
}
