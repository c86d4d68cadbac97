/**
 * 'Apply Now' on the job detail (spec §2, §6): signed-out visitors go to /auth (with the job as `state.from`),
 * job seekers open the Apply dialog, companies and admins see nothing. A seeker who already applied (known from
 * GET /api/applications) gets a link to that application instead of a button that could only fail.
 */
import CheckCircle from '@mui/icons-material/CheckCircle';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { hiringLabels, labels } from '../../../../shared/texts.js';
import type { Job } from '../../../../shared/types.js';
import { useSession } from '../../api/use-session.js';
import { ApplyDialog } from '../hiring/apply-dialog.js';
import { useApplications } from '../hiring/use-hiring.js';

interface Props {
  job: Job;
  fullWidth?: boolean;
  size?: ButtonProps['size'];
}

export function ApplyButton({ job, fullWidth, size = 'large' }: Props) {
  const { isLoading, isSignedIn, isJobSeeker } = useSession();
  const { applications } = useApplications(isJobSeeker);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  if (isLoading || (isSignedIn && !isJobSeeker)) return null;

  const applied = applications?.find((application) => application.jobId === job.id);
  if (applied) {
    return (
      <Button
        component={RouterLink}
        to={`/application/${applied.id}`}
        variant="outlined"
        color="success"
        size={size}
        fullWidth={fullWidth}
        startIcon={<CheckCircle aria-hidden />}
      >
        {hiringLabels.applied}
      </Button>
    );
  }

  const onClick = () => {
    if (isSignedIn) setOpen(true);
    else navigate('/auth', { state: { from: location } });
  };
  return (
    <>
      <Button variant="contained" size={size} fullWidth={fullWidth} onClick={onClick}>
        {labels.applyNow}
      </Button>
      {isJobSeeker && <ApplyDialog job={job} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
