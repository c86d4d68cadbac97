/**
 * 'Apply Now' on the job detail (spec §2, §6): signed-out visitors go to /auth (with the job as `state.from`),
 * job seekers apply, companies and admins see nothing.
 *
 * PLACEHOLDER for the hiring work: for job seekers this is where the Apply dialog (resume + cover letter,
 * POST /api/jobs/{id}/apply) opens. Until it exists the seeker's button is shown disabled.
 */
import Button, { type ButtonProps } from '@mui/material/Button';
import { useLocation, useNavigate } from 'react-router-dom';
import { labels } from '../../../../shared/texts.js';
import type { Job } from '../../../../shared/types.js';
import { useSession } from '../../api/use-session.js';

interface Props {
  /** The job to apply to (the Apply dialog will need it). */
  job: Job;
  fullWidth?: boolean;
  size?: ButtonProps['size'];
}

export function ApplyButton({ fullWidth, size = 'large' }: Props) {
  const { isLoading, isSignedIn, isJobSeeker } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  if (isLoading || (isSignedIn && !isJobSeeker)) return null;

  const onClick = () => {
    if (!isSignedIn) navigate('/auth', { state: { from: location } });
  };
  return (
    <Button variant="contained" size={size} fullWidth={fullWidth} onClick={onClick} disabled={isJobSeeker}>
      {labels.applyNow}
    </Button>
  );
}
