/** A loading or empty message (the screen's own words), announced to screen readers. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  text?: string;
  children?: ReactNode;
}

export function StatusText({ title, text, children }: Props) {
  return (
    // A title or text may quote what a person typed: a long word breaks where it must, never the page's width.
    <Box role="status" sx={{ textAlign: 'center', py: 6, px: 2, overflowWrap: 'anywhere' }}>
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {text && (
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          {text}
        </Typography>
      )}
      {children && <Box sx={{ mt: 3 }}>{children}</Box>}
    </Box>
  );
}
