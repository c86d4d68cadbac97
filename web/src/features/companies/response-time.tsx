/** How fast the company answers applications, on its public page: the median days to a decision, or why not yet. */
import Schedule from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { responseTimeLabels, responseTimeText } from '@shared/company-texts.js';
import type { ResponseTime } from '@shared/types.js';
import { useId } from 'react';

export function ResponseTimeLine({ time }: { time: ResponseTime }) {
  const headingId = useId();
  const { line, detail } = responseTimeText(time);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Schedule color="primary" aria-hidden sx={{ mt: 0.25 }} />
      <Box>
        <Typography id={headingId} variant="overline" component="h2" sx={{ lineHeight: 1.6, color: 'text.secondary' }}>
          {responseTimeLabels.heading}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{line}</Typography>
        <Typography variant="body2" color="textSecondary">
          {detail}
        </Typography>
      </Box>
    </Box>
  );
}
