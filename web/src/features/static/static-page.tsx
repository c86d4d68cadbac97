/** The frame of the static pages: an h1, an optional intro and 'Last updated' date, then the content. */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { siteLabels } from '@shared/texts.js';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title.js';

interface Props {
  title: string;
  intro?: string;
  updated?: string;
  maxWidth?: 'md' | 'lg';
  children: ReactNode;
}

export function StaticPage({ title, intro, updated, maxWidth = 'md', children }: Props) {
  usePageTitle(title);
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 4, md: 6 } }}>
      <Box component="header" sx={{ mb: 4 }}>
        <Typography variant="h1">{title}</Typography>
        {updated && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            {siteLabels.lastUpdated(updated)}
          </Typography>
        )}
        {intro && (
          <Typography color="textSecondary" sx={{ mt: 2, fontSize: '1.125rem' }}>
            {intro}
          </Typography>
        )}
      </Box>
      {children}
    </Container>
  );
}
