/**
 * My Applications' detail dialog: the whole application, the company's decision while it is pending
 * (or the applicant's Withdraw), and a link to its own page (/application/{id}) to keep or share. Once it is decided
 * or withdrawn here those buttons go, and Close takes the focus they had.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { hiringLabels } from '@shared/texts.js';
import type { Application } from '@shared/types.js';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useFocusAfterAction } from '@/lib/use-focus-after-action.js';
import { ApplicationView } from './application-view.js';
import { DecisionButtons } from './decision-buttons.js';
import { useMarkViewed } from './use-mark-viewed.js';
import { WithdrawButton } from './withdraw-button.js';

interface Props {
  application: Application | undefined;
  open: boolean;
  /** The company the application was sent to may decide it here. */
  canDecide: boolean;
  onClose: () => void;
}

export function ApplicationDialog({ application, open, canDecide, onClose }: Props) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  useMarkViewed(open ? application : undefined, canDecide);
  const close = useRef<HTMLButtonElement>(null);
  const actions = useFocusAfterAction(application?.status, close);
  return (
    <Dialog open={open && Boolean(application)} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone}>
      {application && (
        <>
          <DialogTitle sx={{ overflowWrap: 'anywhere' }}>
            {hiringLabels.applicationDetails}: {application.jobTitle}
          </DialogTitle>
          <DialogContent dividers>
            <ApplicationView application={application} headings="h3" />
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }} {...actions}>
            {canDecide ? <DecisionButtons application={application} /> : <WithdrawButton application={application} />}
            <Button component={RouterLink} to={`/application/${application.id}`}>
              {hiringLabels.openFullPage}
            </Button>
            <Button ref={close} onClick={onClose} variant="contained">
              {hiringLabels.close}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
