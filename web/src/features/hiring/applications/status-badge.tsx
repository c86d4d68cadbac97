/**
 * An application's status: pending yellow, approved green, rejected red, withdrawn grey, no decision orange. The word
 * is always written,
 * so the colour is never the only cue; a removed job gets its own mark next to it, which says when the whole company
 * account was closed.
 */
import Chip from '@mui/material/Chip';
import { amber } from '@mui/material/colors';
import Stack from '@mui/material/Stack';
import type { ApplicationStatus } from '@shared/constants.js';
import { hiringLabels } from '@shared/texts.js';

const colors = {
  pending: 'default',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
  no_decision: 'warning',
} as const;
/** MUI's warning colour is orange; a pending badge is yellow, with dark text for contrast in both themes. */
const pendingYellow = { bgcolor: amber[300], color: 'rgba(0, 0, 0, 0.87)' };

export function StatusBadge({
  status,
  jobRemoved,
  companyClosed,
}: {
  status: ApplicationStatus;
  jobRemoved?: boolean;
  companyClosed?: boolean;
}) {
  return (
    <Stack component="span" direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }}>
      <Chip
        size="small"
        label={hiringLabels.statusLabels[status] ?? status}
        color={colors[status] ?? 'default'}
        sx={status === 'pending' ? pendingYellow : undefined}
      />
      {jobRemoved && (
        <Chip
          size="small"
          variant="outlined"
          label={companyClosed ? hiringLabels.companyClosed : hiringLabels.jobRemoved}
        />
      )}
    </Stack>
  );
}
