/**
 * An application's status (spec §4): pending yellow, approved green, rejected red. The word is always written,
 * so the colour is never the only cue; a removed job gets its own mark next to it.
 */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { ApplicationStatus } from '../../../../shared/constants.js';
import { hiringLabels } from '../../../../shared/texts.js';

const colors = { pending: 'warning', approved: 'success', rejected: 'error' } as const;

export function StatusBadge({ status, jobRemoved }: { status: ApplicationStatus; jobRemoved?: boolean }) {
  return (
    <Stack component="span" direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }}>
      <Chip size="small" label={hiringLabels.statusLabels[status] ?? status} color={colors[status] ?? 'default'} />
      {jobRemoved && <Chip size="small" variant="outlined" label={hiringLabels.jobRemoved} />}
    </Stack>
  );
}
