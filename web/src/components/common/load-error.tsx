/**
 * A failed load, said plainly: what went wrong in words (never the raw answer) and a way to try again. Plain boxes
 * rather than MUI's Alert, because the home page shows it and every kilobyte there counts. Only where nothing is
 * on screen: a later read that fails leaves SWR's `data` in place, and the screen keeps showing it.
 */
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { labels } from '@shared/texts.js';
import { describeLoadFailure } from '@/api/load-failure.js';

interface Props {
  /** The failed request, said in words (describeLoadFailure) unless `message` says it. */
  error?: unknown;
  message?: string;
  onRetry?: () => void;
  title?: string;
}

export function LoadError({ error, message, onRetry, title = labels.loadFailed }: Props) {
  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        alignItems: 'flex-start',
        p: 2,
        border: 1,
        borderColor: 'error.main',
        borderRadius: 1,
      }}
    >
      <ErrorOutline color="error" aria-hidden />
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
        <Typography variant="body2" color="textSecondary">
          {message ?? describeLoadFailure(error)}
        </Typography>
      </Box>
      {onRetry && (
        <Button size="small" variant="outlined" onClick={onRetry}>
          {labels.tryAgain}
        </Button>
      )}
    </Box>
  );
}
