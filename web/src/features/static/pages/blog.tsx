/**
 * Blog (/blog): previews of the articles being written (not dated, since none can be opened yet), category chips
 * and a newsletter box (nothing is sent).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { siteLabels } from '@shared/texts.js';
import { type FormEvent, useState } from 'react';
import { TextInput } from '@/components/common/text-input.js';
import { blogPosts } from '../blog-posts.js';
import { StaticPage } from '../static-page.js';

const ALL = 'All';

export default function BlogPage() {
  const [category, setCategory] = useState(ALL);
  const [subscribed, setSubscribed] = useState(false);
  const categories = [ALL, ...new Set(blogPosts.map((post) => post.category))];
  const posts = category === ALL ? blogPosts : blogPosts.filter((post) => post.category === category);
  const subscribe = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.currentTarget.reset();
    setSubscribed(true);
  };

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
                  {post.author} · Full article coming soon
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
          Subscribe to our newsletter
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1, mb: 3 }}>
          The best of the blog, once a month.
        </Typography>
        {subscribed ? (
          <Alert severity="info" sx={{ maxWidth: 520, mx: 'auto' }}>
            Thank you! Our newsletter is not sending yet; we have not stored your address.
          </Alert>
        ) : (
          <Box
            component="form"
            onSubmit={subscribe}
            sx={{ display: 'flex', gap: 1, maxWidth: 480, mx: 'auto', flexDirection: { xs: 'column', sm: 'row' } }}
          >
            <TextInput
              type="email"
              label="Email address"
              name="email"
              size="small"
              required
              fullWidth
              autoComplete="email"
            />
            <Button type="submit" variant="contained">
              Subscribe
            </Button>
          </Box>
        )}
      </Paper>
    </StaticPage>
  );
}
