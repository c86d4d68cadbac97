/**
 * "Reposts are not new jobs" (docs/hiring.md): when a draft is nearly the text of one of the company's jobs of the
 * last 30 days, the form offers to reopen that job (its applicants and stats stay with it) or to edit it when it is
 * still open, before posting the same job again. Keep editing (and Escape) goes back to the form.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { promiseTexts } from '@shared/texts.js';
import type { RepostCheck } from '@shared/types.js';
import { useId } from 'react';
import { BusyButton } from '@/components/common/busy-button.js';
import { longDate } from '@/lib/long-date.js';

interface Props {
  repostOf: NonNullable<RepostCheck['repostOf']> | undefined;
  busy: boolean;
  onReopen: () => void;
  onPostAnyway: () => void;
  onKeepEditing: () => void;
}

export function RepostOffer({ repostOf, busy, onReopen, onPostAnyway, onKeepEditing }: Props) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={repostOf !== undefined}
      onClose={busy ? undefined : onKeepEditing}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      {repostOf && (
        <>
          <DialogTitle id={titleId}>{promiseTexts.repostTitle(repostOf.title)}</DialogTitle>
          <DialogContent>
            <DialogContentText id={textId}>
              {promiseTexts.repostText(
                Math.round(repostOf.similarity * 100),
                longDate(repostOf.createdAt),
                repostOf.isActive,
              )}
            </DialogContentText>
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={onKeepEditing} disabled={busy} autoFocus>
              {promiseTexts.keepEditing}
            </Button>
            <Button onClick={onPostAnyway} disabled={busy}>
              {promiseTexts.postAsNew}
            </Button>
            <BusyButton onClick={onReopen} variant="contained" busy={busy}>
              {repostOf.isActive ? promiseTexts.editIt : promiseTexts.reopenIt}
            </BusyButton>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
