/**
 * A line under the list's count offering another search in one click: its lead-in words, then the link, then what
 * ends the sentence ("Did you mean javascript?", "Looking for pay? Show … jobs paying $90k a year or more").
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export function SuggestionLine({ lead, to, link, end = '' }: { lead: string; to: string; link: string; end?: string }) {
  return (
    <Typography sx={{ mb: 2 }}>
      {`${lead} `}
      {/* Underlined and bold: a link inside a sentence must not differ by colour alone. */}
      <Box component={RouterLink} to={to} sx={{ color: 'primary.main', fontWeight: 700, textDecoration: 'underline' }}>
        {link}
      </Box>
      {end}
    </Typography>
  );
}
