/** A home-page style section: an h2 heading with an optional action on the right, then the content. */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface Props {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}

export function Section({ title, action, children }: Props) {
  const headingId = useId();
  return (
    <Container component="section" aria-labelledby={headingId} maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3, flexWrap: 'wrap' }}
      >
        <Typography id={headingId} variant="h2">
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Container>
  );
}
