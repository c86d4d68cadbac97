/**
 * The confirmation of an approval or rejection, with an optional message to the applicant that goes into their
 * email. A decision is final and mails the applicant at once, so it is asked first (a dialog rather than a 10-second
 * Undo: an Undo would have to hold the email back and make the decision provisional on the server, and a company
 * reviewing applications wants the note to the applicant written in the same step anyway). Cancel has the focus,
 * Escape cancels; the message counts down to its limit and says so plainly when it is over.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DECISION_MESSAGE_MAX } from '@shared/schemas/application.js';
import { hiringLabels } from '@shared/texts.js';
import { useId, useState } from 'react';
import { TextInput } from '@/components/common/text-input.js';

export type Decision = 'approved' | 'rejected';

interface Props {
  decision: Decision | undefined;
  applicant: string;
  jobTitle: string;
  busy: boolean;
  onConfirm: (decision: Decision, message: string) => void;
  onCancel: () => void;
}

export function DecisionDialog({ decision, applicant, jobTitle, busy, onConfirm, onCancel }: Props) {
  const titleId = useId();
  const textId = useId();
  const [message, setMessage] = useState('');
  const left = DECISION_MESSAGE_MAX - message.trim().length;
  const close = () => {
    if (busy) return;
    setMessage('');
    onCancel();
  };
  return (
    <Dialog open={decision !== undefined} onClose={close} aria-labelledby={titleId} aria-describedby={textId} fullWidth>
      {decision && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (left >= 0) onConfirm(decision, message.trim());
          }}
        >
          <DialogTitle id={titleId}>{hiringLabels.decideTitle(decision, applicant)}</DialogTitle>
          <DialogContent>
            <DialogContentText id={textId} sx={{ mb: 2 }}>
              {hiringLabels.decideText(decision, jobTitle)}
            </DialogContentText>
            <TextInput
              label={hiringLabels.decisionMessage}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              multiline
              minRows={3}
              maxRows={10}
              fullWidth
              error={left < 0}
              helperText={
                left < 0 ? hiringLabels.decisionMessageTooLong(-left) : hiringLabels.decisionMessageHelp(left)
              }
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={close} disabled={busy} autoFocus>
              {hiringLabels.cancel}
            </Button>
            <Button
              type="submit"
              disabled={busy || left < 0}
              variant="contained"
              color={decision === 'approved' ? 'success' : 'error'}
            >
              {busy ? hiringLabels.deciding : decision === 'approved' ? hiringLabels.approve : hiringLabels.reject}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
