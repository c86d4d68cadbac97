/** An in-app text link (react-router) styled like MUI's Link, without its extra weight on the home page. */
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      sx={{
        color: 'primary.main',
        fontWeight: 500,
        textDecoration: 'none',
        '&:hover, &:focus-visible': { textDecoration: 'underline' },
      }}
    >
      {children}
    </Box>
  );
}
