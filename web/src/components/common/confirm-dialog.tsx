import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { hiringLabels } from '@shared/texts.js';
import { useId } from 'react';
import { FormActions } from './form-actions.js';

interface Props {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** The safe choice; Cancel unless said otherwise. */
  cancelLabel?: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog(props: Props) {
  const {
    open,
    title,
    text,
    confirmLabel,
    cancelLabel = hiringLabels.cancel,
    busyLabel,
    busy,
    onConfirm,
    onCancel,
  } = props;
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      role="alertdialog"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <FormActions
          place="dialog"
          busy={busy}
          submitLabel={confirmLabel}
          busyLabel={busyLabel}
          onCancel={onCancel}
          cancelLabel={cancelLabel}
          color="error"
          focusCancel
        />
      </form>
    </Dialog>
  );
}
