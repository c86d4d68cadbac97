/**
 * The CV an application was sent with: its name and size, and for the company it was sent to a Download CV
 * button; for the seeker who sent it, the name is a link that opens it. The file is behind a link the API signs for one minute (download-application-cv), so the link is asked
 * for on the click, never kept in the page; the browser then downloads the file (the link names it as an
 * attachment) and the page stays. A failure is said beside the button.
 */
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { cvLabels, fileSize } from '@shared/texts/cv-texts.js';
import type { Application } from '@shared/types.js';
import { callApi } from '@/api/client.js';
import { useSession } from '@/api/use-session.js';
import { BusyButton } from '@/components/common/busy-button.js';
import { openDownload } from '@/lib/open-download.js';
import { useAction } from '@/lib/use-action.js';

interface Props {
  application: Application;
  heading: 'h2' | 'h3';
}

export function ApplicationCv({ application, heading }: Props) {
  const { user } = useSession();
  const { busy, failure, run } = useAction();
  const { cv } = application;
  if (!cv) return null;
  const owner = user?.role === 'company' && user.companyId === application.companyId;
  const applicant = user?.role === 'job_seeker' && user.id === application.userId;

  const download = () =>
    run(async () => {
      const answer = await callApi('download-application-cv', { params: { id: application.id } });
      if (answer) openDownload.go(answer.url);
    }, cvLabels.downloadFailed);

  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography component={heading} variant="h6" sx={{ mb: 1 }}>
        {cvLabels.cv}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        {applicant ? (
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            <Link
              component="button"
              type="button"
              onClick={download}
              // Not disabled, which would take the focus off it: a press meanwhile is ignored (useAction).
              aria-disabled={busy || undefined}
              sx={{ verticalAlign: 'baseline' }}
            >
              {cv.name}
            </Link>{' '}
            ({fileSize(cv.size)})
          </Typography>
        ) : (
          <Typography sx={{ overflowWrap: 'anywhere' }}>{cvLabels.cvSent(cv.name, fileSize(cv.size))}</Typography>
        )}
        {owner && (
          <BusyButton
            variant="outlined"
            startIcon={<Download aria-hidden />}
            onClick={download}
            busy={busy}
            spinner="start"
            aria-label={application.applicantName ? cvLabels.downloadCvOf(application.applicantName) : undefined}
          >
            {busy ? cvLabels.downloading : cvLabels.downloadCv}
          </BusyButton>
        )}
      </Box>
      {failure && (
        <Typography role="alert" color="error" sx={{ mt: 1 }}>
          {failure}
        </Typography>
      )}
    </Box>
  );
}
