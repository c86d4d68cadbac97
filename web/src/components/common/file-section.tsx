/**
 * A profile section for one file (a seeker's CV, a company's logo): a titled box with what the file is, Upload or
 * Replace, and Remove, which asks first. While it works a progress bar and a status line say how far it is and the
 * buttons wait; a failure is said below them. The buttons are disabled while it works (which drops the focus), so
 * once the work is done the focus returns to the main button, whichever render brings it back.
 */
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  type ChangeEvent,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useDialogOnDemand } from '@/lib/use-dialog-on-demand.js';
import { UploadProgress } from './upload-progress.js';

// The removal question's code (MUI's Dialog and Modal) is fetched on the first press of the remove button.
const loadConfirmDialog = () => import('./confirm-dialog.js');
const ConfirmDialog = lazy(() => loadConfirmDialog().then((module) => ({ default: module.ConfirmDialog })));

/** What the section's own content gets to wire its buttons. */
export interface FileSectionControls {
  /** Opens the file picker. */
  choose: () => void;
  /** Opens the question before removing. */
  askRemove: () => void;
  /** The question's code is on its way (the first press only): the remove button's spinner. */
  asking: boolean;
  /** For Upload / Replace: the focus comes back to it after the work. */
  mainButton: RefObject<HTMLButtonElement | null>;
  /** While the file is on its way, checked or removed: the buttons wait. */
  busy: boolean;
}

/** What the section's file is going through: nothing (`idle`), its upload, a check, a removal. */
export interface FileWork {
  phase: string;
  /** The share of the file sent, while it uploads. */
  percent?: number;
}

interface Props {
  title: string;
  text: string;
  /** The file types the picker offers (its `accept`). */
  accept: string;
  /** The picker's accessible name, where its button does not name it. */
  pickerLabel?: string;
  work: FileWork;
  /** What is happening now, in words ('' when nothing is). */
  status: string;
  failure: string;
  /** Runs with the file the person chose. */
  onFile: (file: File) => Promise<void>;
  /** The question before removing, and the removal itself. */
  removal: { title: string; text: string; confirmLabel: string; busyLabel: string; busy: boolean };
  onRemove: () => Promise<void>;
  children: (controls: FileSectionControls) => ReactNode;
}

export function FileSection(props: Props) {
  const { title, text, accept, pickerLabel, work, status, failure, onFile, removal, onRemove } = props;
  const busy = work.phase !== 'idle';
  const titleId = useId();
  const question = useDialogOnDemand(loadConfirmDialog);
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

  const controls = {
    choose: () => picker.current?.click(),
    askRemove: () => void question.show(),
    asking: question.loading,
    mainButton,
    busy,
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.375rem' }}>
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 1, mb: 2.5 }}>
        {text}
      </Typography>
      {props.children(controls)}
      <input ref={picker} type="file" accept={accept} hidden onChange={onPick} aria-label={pickerLabel} />
      <UploadProgress status={status} percent={work.percent} />
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      {question.loaded && (
        <Suspense fallback={null}>
          <ConfirmDialog {...removal} open={question.open} onConfirm={remove} onCancel={question.close} />
        </Suspense>
      )}
    </Paper>
  );
}
