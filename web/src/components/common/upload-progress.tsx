/**
 * How far a file's upload is (the CV section, the company logo): a progress bar (with the percentage while the
 * file travels, indeterminate while the server checks it) and a status line. The phase is announced once; the
 * percentage only shows (and is the bar's value), or a screen reader would read out every step of it.
 */
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

interface Props {
  /** What is happening now ('' when nothing is). */
  status: string;
  /** The upload's progress while the file travels; undefined while the server works. */
  percent?: number;
}

export function UploadProgress({ status, percent }: Props) {
  const busy = status !== '';
  return (
    <>
      {busy && (
        <LinearProgress
          variant={percent === undefined ? 'indeterminate' : 'determinate'}
          value={percent}
          aria-label={status}
          sx={{ mt: 2 }}
        />
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: busy ? 1 : 0 }}>
        <Typography role="status" variant="body2" color="textSecondary">
          {status}
        </Typography>
        {percent !== undefined && (
          <Typography variant="body2" color="textSecondary" aria-hidden>
            {`${percent}%`}
          </Typography>
        )}
      </Box>
    </>
  );
}
