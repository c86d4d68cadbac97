/** The spinner shown while a lazy page or the session loads. */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { labels } from '@shared/texts.js';

export function PageLoader() {
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
      <CircularProgress aria-label={labels.loading} />
    </Box>
  );
}
