/**
 * Blog (/blog): previews of the articles being written (not dated, since none can be opened yet), category chips
 * and the newsletter box, which says there is no newsletter yet and asks for no address: it points to job alerts,
 * the board's email that works today.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alertLabels } from '@shared/texts/alert-texts.js';
import { siteLabels } from '@shared/texts.js';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { blogPosts } from '../blog-posts.js';
import { StaticPage } from '../static-page.js';

const ALL = 'All';

export default function BlogPage() {
  const [category, setCategory] = useState(ALL);
  const categories = [ALL, ...new Set(blogPosts.map((post) => post.category))];
  const posts = category === ALL ? blogPosts : blogPosts.filter((post) => post.category === category);

  return (
    <StaticPage
      title={siteLabels.blog}
      maxWidth="lg"
      intro="Career advice and hiring tips: a preview of the articles we are writing. The full posts are not published yet."
    >
      <Box role="group" aria-label="Categories" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 4 }}>
        {categories.map((name) => (
          <Chip
            key={name}
            label={name}
            clickable
            color={name === category ? 'primary' : 'default'}
            aria-pressed={name === category}
            onClick={() => setCategory(name)}
          />
        ))}
      </Box>
      <Grid container spacing={3} sx={{ mb: 6 }}>
        {posts.map((post) => (
          <Grid key={post.title} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card component="article" sx={{ height: '100%' }}>
              <CardContent>
                <Chip label={post.category} size="small" variant="outlined" />
                <Typography component="h2" variant="h6" sx={{ mt: 1.5, lineHeight: 1.3 }}>
                  {post.title}
                </Typography>
                <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
                  {post.excerpt}
                </Typography>
                <Typography variant="caption" color="textSecondary" sx={{ display: 'block', mt: 2 }}>
                  Only this summary is published
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="newsletter-title"
        sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}
      >
        <Typography id="newsletter-title" variant="h2" sx={{ fontSize: '1.5rem' }}>
          Our newsletter
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1, mb: 3, maxWidth: 560, mx: 'auto' }}>
          There is no newsletter yet, so we ask for no address. Job alerts already work: save a search and get its new
          jobs by email, instantly, daily or weekly, with a link to stop them in every email.
        </Typography>
        <Button component={RouterLink} to="/job-alerts" variant="contained">
          {alertLabels.jobAlertsTitle}
        </Button>
      </Paper>
    </StaticPage>
  );
}
