/**
 * A profile section for one file (a seeker's CV, a company's logo): a titled box with what the file is, Upload or
 * Replace, and Remove, which asks first. While it works a progress bar and a status line say how far it is and the
 * buttons wait; a failure is said below them. The buttons are disabled while it works (which drops the focus), so
 * once the work is done the focus returns to the main button, whichever render brings it back.
 */
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
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
  /**
   * The remove button: it asks first, and spins while the question's code arrives (the first press only).
   * `name` is its accessible name when the visible label alone would not say what goes.
   */
  removeButton: (label: string, name?: string) => ReactNode;
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
    removeButton: (label: string, name?: string) => (
      <Button
        color="error"
        startIcon={<DeleteOutline aria-hidden />}
        onClick={() => void question.show()}
        loading={question.loading}
        disabled={busy}
        aria-label={name}
      >
        {label}
      </Button>
    ),
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
