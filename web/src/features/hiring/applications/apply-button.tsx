/**
 * 'Apply Now' on the job detail: signed-out visitors go to /auth (with the job as `state.from`),
 * job seekers open the Apply dialog, companies and admins see nothing. A seeker who already applied (known from
 * GET /api/applications) gets a link to that application instead of a button that could only fail ("Withdrawn"
 * once they took it back: that is final). Until the
 * session (and a seeker's applications) have answered, the button is there but disabled: most readers of a job
 * are signed out or seekers, so the page keeps its layout when they answer.
 * The dialog (its text fields, Modal, valibot) is fetched once the browser is idle for a job seeker who can apply, or
 * when they reach for the button before that, with a spinner on the button if it has not come by the click: a
 * visitor reading a job does not pay for it (their Apply leads to sign in).
 */
import CheckCircle from '@mui/icons-material/CheckCircle';
import Button, { type ButtonProps } from '@mui/material/Button';
import { hiringLabels, jobLabels } from '@shared/texts.js';
import type { Job } from '@shared/types.js';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '@/api/use-session.js';
import { useDialogOnDemand } from '@/lib/use-dialog-on-demand.js';
import { whenIdle } from '@/lib/when-idle.js';
import { useApplications } from '../use-hiring.js';

const loadDialog = () => import('./apply-dialog.js').then((module) => module.ApplyDialog);

interface Props {
  job: Job;
  fullWidth?: boolean;
  size?: ButtonProps['size'];
}

export function ApplyButton({ job, fullWidth, size = 'large' }: Props) {
  const { isLoading, isSignedIn, isJobSeeker } = useSession();
  const { applications, error: applicationsError } = useApplications(isJobSeeker);
  const dialog = useDialogOnDemand(loadDialog);
  const ApplyDialog = dialog.loaded;
  // The Apply button, or the Applied link that replaces it, gets focus back when the dialog has gone.
  const opener = useRef<HTMLButtonElement & HTMLAnchorElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const applied = applications?.find((application) => application.jobId === job.id);
  // A job seeker who can apply here is the one who taps Apply: the dialog's code comes once the browser is idle, so
  // that the tap opens it without waiting for the network and the code's evaluation. A failed fetch is left to the
  // tap, which asks again and says so.
  const mayApply = isJobSeeker && applications !== undefined && !applied;
  const { prefetch } = dialog;
  useEffect(() => (mayApply ? whenIdle(prefetch) : undefined), [mayApply, prefetch]);
  if (isSignedIn && !isJobSeeker) return null;

  if (applied) {
    const withdrawn = applied.status === 'withdrawn';
    const { status } = applied;
    // Once answered, the link says the answer: 'Rejected: view your application', not 'Applied'.
    const label = withdrawn
      ? hiringLabels.withdrawn
      : status === 'approved' || status === 'rejected' || status === 'no_decision'
        ? hiringLabels.answeredLink(hiringLabels.appliedAnswered[status])
        : hiringLabels.applied;
    return (
      <Button
        component={RouterLink}
        to={`/application/${applied.id}`}
        ref={opener}
        variant="outlined"
        color={withdrawn || status === 'rejected' ? 'inherit' : 'success'}
        size={size}
        fullWidth={fullWidth}
        startIcon={withdrawn || status === 'rejected' ? undefined : <CheckCircle aria-hidden />}
      >
        {label}
      </Button>
    );
  }

  const onClick = async () => {
    if (!isSignedIn) return navigate('/auth', { state: { from: location, reason: 'apply' } });
    await dialog.show();
  };
  return (
    <>
      <Button
        ref={opener}
        variant="contained"
        size={size}
        fullWidth={fullWidth}
        {...(isJobSeeker ? dialog.reach : undefined)}
        onClick={onClick}
        disabled={isLoading || (isJobSeeker && applications === undefined && !applicationsError)}
        loading={dialog.loading}
      >
        {jobLabels.applyNow}
      </Button>
      {isJobSeeker && ApplyDialog && (
        <ApplyDialog job={job} open={dialog.open} onClose={dialog.close} onExited={() => opener.current?.focus()} />
      )}
    </>
  );
}
