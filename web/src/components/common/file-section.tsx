/**
 * A profile section for one file (a seeker's CV, a company's logo): a titled box with what the file is, Upload or
 * Replace, and Remove, which asks first. While it works a progress bar and a status line say how far it is and the
 * buttons wait; a failure is said below them. The buttons are disabled while it works (which drops the focus), so
 * once the work is done the focus returns to the main button, whichever render brings it back.
 */
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useDialogOnDemand } from '@/lib/use-dialog-on-demand.js';
import { BusyButton } from './busy-button.js';
import { loadConfirmDialog } from './load-confirm-dialog.js';
import { UploadProgress } from './upload-progress.js';

/** What the section's file is going through: nothing (`idle`), its upload, the server's check, its removal. */
export type FileWork =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'checking' }
  | { phase: 'removing' };

/** The section's words: its buttons, what each phase shows, and the question before removing. */
export interface FileWords {
  upload: string;
  replace: string;
  /** Replace's accessible name, where the visible word alone does not say which file. */
  replaceName?: string;
  remove: string;
  /** Remove's accessible name, likewise. */
  removeName?: string;
  uploading: string;
  checking: string;
  removing: string;
  removeTitle: string;
  removeText: string;
}

interface Props {
  title: string;
  text: string;
  /** The file types the picker offers (its `accept`). */
  accept: string;
  /** The picker's accessible name, where its button does not name it. */
  pickerLabel?: string;
  /** A file is there: Replace and Remove, else Upload. */
  hasFile: boolean;
  work: FileWork;
  failure: string;
  words: FileWords;
  /** Runs with the file the person chose. */
  onFile: (file: File) => Promise<void>;
  onRemove: () => Promise<void>;
  /** The section's content, which places `buttons` (Upload or Replace, and Remove) where it fits. */
  children: (buttons: ReactNode) => ReactNode;
}

export function FileSection(props: Props) {
  const { title, text, accept, pickerLabel, hasFile, work, failure, words, onFile, onRemove } = props;
  const busy = work.phase !== 'idle';
  const titleId = useId();
  // The removal question's code (MUI's Dialog and Modal) is fetched when the user reaches for the remove button.
  const question = useDialogOnDemand(loadConfirmDialog);
  const ConfirmDialog = question.loaded;
  const picker = useRef<HTMLInputElement>(null);
  const mainButton = useRef<HTMLButtonElement>(null);
  // In an effect, so it runs when the enabled button is on the page, whenever that render comes.
  const [refocusing, setRefocusing] = useState(false);
  useEffect(() => {
    if (!refocusing || busy) return;
    mainButton.current?.focus();
    setRefocusing(false);
  }, [refocusing, busy]);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a failure
    if (!file) return;
    await onFile(file);
    setRefocusing(true);
  };

  const remove = async () => {
    await onRemove();
    question.close();
    setRefocusing(true);
  };

  const buttons = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      <BusyButton
        ref={mainButton}
        variant={hasFile ? 'outlined' : 'contained'}
        startIcon={<UploadFile aria-hidden />}
        onClick={() => picker.current?.click()}
        busy={busy}
        spinner="none"
        aria-label={hasFile ? words.replaceName : undefined}
      >
        {hasFile ? words.replace : words.upload}
      </BusyButton>
      {hasFile && (
        <Button
          color="error"
          startIcon={<DeleteOutline aria-hidden />}
          {...question.reach}
          onClick={() => void question.show()}
          loading={question.loading}
          disabled={busy}
          aria-label={words.removeName}
        >
          {words.remove}
        </Button>
      )}
    </Box>
  );
  const status = work.phase === 'idle' ? '' : words[work.phase];
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.375rem' }}>
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 1, mb: 2.5 }}>
        {text}
      </Typography>
      {props.children(buttons)}
      <input ref={picker} type="file" accept={accept} hidden onChange={onPick} aria-label={pickerLabel} />
      <UploadProgress status={status} percent={work.phase === 'uploading' ? work.percent : undefined} />
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      {ConfirmDialog && (
        <ConfirmDialog
          title={words.removeTitle}
          text={words.removeText}
          confirmLabel={words.remove}
          busyLabel={words.removing}
          busy={work.phase === 'removing'}
          open={question.open}
          onConfirm={remove}
          onCancel={question.close}
        />
      )}
    </Paper>
  );
}
