/**
 * Why a job of the company's dashboard is hidden by an admin or after reports, with the admin's reason when there is
 * one, and the way to ask for a review. A suspended company's jobs need none: the dashboard's banner says it.
 */
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ownJobModerationTexts } from '@shared/texts/moderation-texts.js';
import type { Job } from '@shared/types.js';
import { Link as RouterLink } from 'react-router-dom';

export function ModerationNote({ job }: { job: Pick<Job, 'moderation' | 'deactivationReason'> }) {
  const deactivated = job.moderation?.includes('deactivated-by-admin') ?? false;
  const hidden = job.moderation?.includes('hidden-for-review') ?? false;
  if (!deactivated && !hidden) return null;
  return (
    <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
      {deactivated && job.deactivationReason && (
        <>
          <strong>{ownJobModerationTexts.reason(job.deactivationReason)}</strong>{' '}
        </>
      )}
      {ownJobModerationTexts.explanations[deactivated ? 'deactivated-by-admin' : 'hidden-for-review']}{' '}
      <Link component={RouterLink} to="/contact">
        {ownJobModerationTexts.contactUs}
      </Link>
    </Typography>
  );
}
