/** The frame of Post job and Edit job: a back link, the heading and a paper around the form. */
import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { hiringLabels } from '@shared/texts.js';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export function JobFormPage({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to="/dashboard" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        {hiringLabels.backToDashboard}
      </Button>
      <Typography variant="h1">{title}</Typography>
      <Typography color="textSecondary" sx={{ mt: 1, mb: 3 }}>
        {subtitle}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3, md: 4 } }}>
        {children}
      </Paper>
    </Container>
  );
}
