/**
 * The one row of a form's buttons: Cancel (when the form has one) and the submit button, which says what it is
 * doing and ignores presses while the request runs (useForm's `busy`), keeping the focus (BusyButton); Cancel waits
 * for it too. In a dialog the row is MUI's DialogActions; on a page it sits right-aligned under the fields;
 * `fullWidth` makes the submit the whole row (the sign-in and account forms).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { SxProps, Theme } from '@mui/material/styles';
import { BusyButton } from './busy-button.js';

interface Props {
  busy: boolean;
  /** The submit's words, and its words while the request runs ('Save', 'Saving...'). */
  submitLabel: string;
  busyLabel: string;
  /** Cancel beside the submit; left out, the row has none. */
  onCancel?: () => void;
  cancelLabel?: string;
  /** A reason the submit cannot be pressed yet besides `busy` (a reason too short, a box not ticked). */
  disabled?: boolean;
  /** 'error' for a submit that removes, refuses or reports; 'success' for an approval. */
  color?: 'primary' | 'error' | 'success';
  /** Where the row sits: a dialog's actions, or under a page's fields. */
  place?: 'dialog' | 'page';
  /** The submit as the whole row, large (the account forms). */
  fullWidth?: boolean;
  /** Focus Cancel when the dialog opens (the safe choice of a decision). */
  focusCancel?: boolean;
  /** The page row's spacing from the fields above it. */
  sx?: SxProps<Theme>;
}

export function FormActions({
  busy,
  submitLabel,
  busyLabel,
  onCancel,
  cancelLabel,
  disabled = false,
  color = 'primary',
  place = 'page',
  fullWidth = false,
  focusCancel = false,
  sx,
}: Props) {
  const buttons = (
    <>
      {onCancel && (
        <Button onClick={onCancel} disabled={busy} autoFocus={focusCancel}>
          {cancelLabel}
        </Button>
      )}
      <BusyButton
        type="submit"
        variant="contained"
        color={color}
        busy={busy}
        spinner="none"
        disabled={disabled}
        size={fullWidth ? 'large' : 'medium'}
        fullWidth={fullWidth}
      >
        {busy ? busyLabel : submitLabel}
      </BusyButton>
    </>
  );
  if (place === 'dialog') return <DialogActions sx={{ px: 3, pb: 2 }}>{buttons}</DialogActions>;
  if (fullWidth) return buttons;
  return (
    <Box
      sx={[
        { display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1.5 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {buttons}
    </Box>
  );
}
