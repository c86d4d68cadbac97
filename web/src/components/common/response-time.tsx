/**
 * How fast the company answers applications, on its public page and its dashboard: the median days to a decision
 * and the share answered within 14 days (or why not yet), and the "Responds to every applicant" mark when earned.
 */

import Schedule from '@mui/icons-material/ScheduleOutlined';
import Verified from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { responseTimeLabels, responseTimeText } from '@shared/texts/company-texts.js';
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
        {time.respondsToEveryApplicant && (
          <Chip
            icon={<Verified aria-hidden />}
            label={responseTimeLabels.respondsToEveryApplicant}
            title={responseTimeLabels.respondsToEveryApplicantHelp}
            color="success"
            variant="outlined"
            size="small"
            sx={{ mt: 1 }}
          />
        )}
      </Box>
    </Box>
  );
}
