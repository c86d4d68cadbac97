/** The site's name and mark, linking home. */
import Work from '@mui/icons-material/Work';
import Box from '@mui/material/Box';
import { labels } from '@shared/texts.js';
import { Link as RouterLink } from 'react-router-dom';

export function Brand({ onClick }: { onClick?: () => void }) {
  return (
    <Box
      component={RouterLink}
      to="/"
      onClick={onClick}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'primary.main',
        textDecoration: 'none',
        fontWeight: 800,
        fontSize: '1.25rem',
        // The name is one word: never broken at a phone's 320 px (the page lets long typed words break anywhere).
        whiteSpace: 'nowrap',
        overflowWrap: 'normal',
      }}
    >
      <Work aria-hidden />
      {labels.brand}
    </Box>
  );
}
