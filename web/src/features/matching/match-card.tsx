/**
 * A matched job: title (linked), company and place, then why it was matched in the seeker's own words ("5 of your
 * 7 skills: …", "in Berlin or remote", "pays at least your €55,000 a year"), the job's skills they did not list,
 * and "Not interested", which hides it (the button waits meanwhile; a failure is said in a toast).
 */
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { jobTypeLabel } from '@shared/constants.js';
import type { JobMatch } from '@shared/matching-types.js';
import { matchingLabels } from '@shared/texts/matching-texts.js';
import { labels } from '@shared/texts.js';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BusyButton } from '@/components/common/busy-button.js';
import { useToast } from '@/components/toast/toast-context.js';
import { useAction } from '@/lib/use-action.js';

interface Props {
  job: JobMatch;
  onNotInterested: (job: JobMatch) => Promise<void>;
}

export function MatchCard({ job, onNotInterested }: Props) {
  const titleId = useId();
  const reasonsId = useId();
  const toast = useToast();
  const hiding = useAction();
  const notInterested = () =>
    hiding.run(
      () => onNotInterested(job),
      () => {
        toast.show({ title: matchingLabels.saveFailed, variant: 'destructive' });
        return undefined;
      },
    );
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      aria-describedby={reasonsId}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.25, height: '100%', minWidth: 0 }}
    >
      <Typography variant="caption" color="textSecondary">
        {jobTypeLabel(job.jobType)}
      </Typography>
      <Typography id={titleId} variant="h6" component="h3" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
        <Link component={RouterLink} to={`/job/${job.id}`} underline="hover">
          {job.title}
        </Link>
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
        {job.companyName} · {job.location}
      </Typography>
      <Box component="ul" id={reasonsId} aria-label="Why it matches" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {job.reasons.map((reason) => (
          <Typography
            key={reason}
            component="li"
            variant="body2"
            sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start', overflowWrap: 'anywhere' }}
          >
            <CheckCircleOutline color="success" aria-hidden sx={{ fontSize: '1.1rem', mt: '2px' }} />
            {reason}
          </Typography>
        ))}
      </Box>
      {job.missingSkills.length > 0 && (
        <Box>
          <Typography variant="caption" color="textSecondary" component="p">
            {matchingLabels.lacking}:
          </Typography>
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0 }}>
            {job.missingSkills.map((skill) => (
              <li key={skill}>
                <Chip size="small" variant="outlined" label={skill} />
              </li>
            ))}
          </Box>
        </Box>
      )}
      <Box sx={{ mt: 'auto', pt: 1, display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <BusyButton
          size="small"
          color="inherit"
          busy={hiding.busy}
          spinner="none"
          onClick={() => void notInterested()}
          aria-describedby={titleId}
        >
          {matchingLabels.notInterested}
        </BusyButton>
        <Button
          size="small"
          variant="contained"
          component={RouterLink}
          to={`/job/${job.id}`}
          aria-describedby={titleId}
        >
          {labels.viewDetails}
        </Button>
      </Box>
    </Paper>
  );
}
