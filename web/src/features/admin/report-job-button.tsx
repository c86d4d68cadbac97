/**
 * "Report this job" on the job page, for everyone but the company that posted it (the API refuses that too):
 * a visitor who spots a scam reports it without an account. The dialog (select, text field, Modal) is fetched when
 * the visitor reaches for the button (points at, presses or focuses it), so reading a job does not pay for it; focus
 * returns to the button when it closes. Once sent, the button says so and stays disabled.
 */
import OutlinedFlag from '@mui/icons-material/OutlinedFlag';
import Button from '@mui/material/Button';
import { reportLabels } from '@shared/texts/moderation-texts.js';
import type { Job } from '@shared/types.js';
import { useRef, useState } from 'react';
import { useSession } from '@/api/use-session.js';
import { useDialogOnDemand } from '@/lib/use-dialog-on-demand.js';

const loadDialog = () => import('./report-dialog.js').then((module) => module.ReportDialog);

export function ReportJobButton({ job }: { job: Pick<Job, 'id' | 'title' | 'companyId'> }) {
  const { user } = useSession();
  const opener = useRef<HTMLButtonElement>(null);
  const dialog = useDialogOnDemand(loadDialog);
  const ReportDialog = dialog.loaded;
  const [sent, setSent] = useState(false);
  if (user?.role === 'company' && user.companyId === job.companyId) return null;

  return (
    <>
      <Button
        ref={opener}
        size="small"
        color="inherit"
        startIcon={<OutlinedFlag aria-hidden />}
        {...dialog.reach}
        onClick={dialog.show}
        loading={dialog.loading}
        disabled={sent}
        sx={{ color: 'text.secondary' }}
      >
        {sent ? reportLabels.sent : reportLabels.reportJob}
      </Button>
      {ReportDialog && (
        <ReportDialog
          job={job}
          signedIn={Boolean(user)}
          open={dialog.open}
          onClose={dialog.close}
          onSent={() => setSent(true)}
          onExited={() => opener.current?.focus()}
        />
      )}
    </>
  );
}
